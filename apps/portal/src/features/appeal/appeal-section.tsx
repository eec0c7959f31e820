import {
  AppealSummary,
  AppealSummarySkeleton,
  SectionPanel,
  sectionStatusOf,
  type LinkRenderer,
} from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { specHref } from '../../routing/spec-paths';
import { BASE_PATH } from '../../lib/base-path';
import { requireEnterprise } from '../../session';
import { appealStatisticsQueryOptions } from './api';
import styles from './appeal-section.module.css';

/** Where an appeal is written. */
export const SUBMIT_APPEAL_PATH = specHref('/subEnterprise');
const BODY_HEIGHT = 112;

interface AppealSectionProps {
  id?: string;
  renderLink: LinkRenderer;
}

/**
 * 企业诉求: how many appeals there are in each state and the share done, with 我要诉求 for
 * members whose enterprise is known (contract §5: login and an enterprise id, else why not).
 */
export function AppealSection({ id, renderLink }: AppealSectionProps) {
  const query = useQuery(appealStatisticsQueryOptions);
  const navigate = useNavigate();
  const status = sectionStatusOf({ data: query.data, isError: query.isError });

  const submitAppeal = () => {
    const href = `${BASE_PATH}${SUBMIT_APPEAL_PATH}`;
    if (!requireEnterprise({ severity: 'error', continueTo: href })) return;
    void navigate({ href });
  };

  return (
    <SectionPanel
      id={id}
      title="企业诉求"
      subtitle="有诉必应 · 限时办结"
      moreHref={specHref('/enterprise')}
      renderLink={renderLink}
      status={status}
      bodyHeight={BODY_HEIGHT}
      skeleton={<AppealSummarySkeleton />}
      errorText="诉求统计加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <AppealSummary
          figures={query.data}
          action={
            <button type="button" className={styles.submit} onClick={submitAppeal}>
              我要诉求
            </button>
          }
        />
      ) : null}
    </SectionPanel>
  );
}
