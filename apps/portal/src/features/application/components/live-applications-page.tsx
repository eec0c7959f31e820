import { LIVE_APPLICATION_STATES } from '@qyfw/portal-sdk/calls/application';
import type { ExemptCaseState } from '@qyfw/portal-sdk/flows';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataList } from '@qyfw/app-kit/data-list';
import { QueryBlock } from '@qyfw/app-kit/query-block';
import type { ReactNode } from 'react';
import { PageSheet } from '../../../components/page-sheet';
import { useSession } from '../../../session';
import { applicationListQueryOptions, exemptCasesQueryOptions } from '../api';
import { ApplicationCard } from './application-card';
import styles from './application.module.css';
import { ExemptCaseCard } from './exempt-case-card';

const PAGE_SIZE = 10;
/** 免申即享 cases still under way: what 申报中 shows; the ended ones are history. */
const LIVE_CASE_STATES: ReadonlySet<ExemptCaseState> = new Set([
  'matched',
  'notified',
  'confirmed',
  'disputed',
  'publicized',
  'paid',
]);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /sbNow 申报中: the 免申即享 cases awaiting the member (first: they have a deadline), then the
 * applications under way, each with what is expected of the member and its timeline.
 */
export interface LiveApplicationsPageProps {
  /** The applications' page, from the address (/sbNow?page=2). */
  readonly page: number;
  readonly onPageChange: (page: number) => void;
}

export function LiveApplicationsPage({ page, onPageChange }: LiveApplicationsPageProps) {
  const { userId } = useSession();
  const member = String(userId ?? '');
  const cases = useQuery(exemptCasesQueryOptions(member));
  const applications = useQuery(
    applicationListQueryOptions(member, {
      page,
      pageSize: PAGE_SIZE,
      state: [...LIVE_APPLICATION_STATES],
    }),
  );
  const liveCases = cases.data?.filter((item) => LIVE_CASE_STATES.has(item.state)) ?? [];
  return (
    <PageSheet title="申报中">
      <div className={styles.page}>
        <Section id="sbnow-exempt" title={`免申即享（${liveCases.length}）`}>
          <QueryBlock
            query={cases}
            label="免申即享事项"
            isEmpty={(list) => !list.some((item) => LIVE_CASE_STATES.has(item.state))}
            emptyText="暂无待办的免申即享事项。符合条件时系统会通知您确认享受。"
          >
            {() => (
              <ul className={styles.list}>
                {liveCases.map((item) => (
                  <ExemptCaseCard key={item.id} exemptCase={item} member={member} />
                ))}
              </ul>
            )}
          </QueryBlock>
        </Section>
        <Section
          id="sbnow-applications"
          title={`进行中的申报${applications.data ? `（${applications.data.total}）` : ''}`}
        >
          <DataList
            label="进行中的申报"
            query={applications}
            rowKey={(item) => item.id}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={onPageChange}
            emptyText={
              <>
                暂无进行中的申报，可到<Link to="/match">政策匹配</Link>查看可申报的政策。
              </>
            }
            view={{
              renderCard: (item) => <ApplicationCard key={item.id} item={item} member={member} />,
            }}
          />
        </Section>
      </div>
    </PageSheet>
  );
}
