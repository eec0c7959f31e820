import { LIVE_APPLICATION_STATES } from '@qyfw/portal-sdk/calls/application';
import type { ExemptCaseState } from '@qyfw/portal-sdk/flows';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { PageSheet } from '../../../components/page-sheet';
import { failureMessage } from '../../../lib/call-errors';
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

function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what}加载失败`}
      description={failureMessage(error)}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

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
export function LiveApplicationsPage() {
  const { userId } = useSession();
  const member = String(userId ?? '');
  const [page, setPage] = useState(1);
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
          {cases.isPending ? (
            <Skeleton active aria-busy="true" aria-label="正在加载免申即享事项" />
          ) : cases.isError ? (
            <LoadFailed
              what="免申即享事项"
              error={cases.error}
              retry={() => void cases.refetch()}
            />
          ) : liveCases.length === 0 ? (
            <p className={styles.muted}>暂无待办的免申即享事项。符合条件时系统会通知您确认享受。</p>
          ) : (
            <ul className={styles.list}>
              {liveCases.map((item) => (
                <ExemptCaseCard key={item.id} exemptCase={item} member={member} />
              ))}
            </ul>
          )}
        </Section>
        <Section
          id="sbnow-applications"
          title={`进行中的申报${applications.data ? `（${applications.data.total}）` : ''}`}
        >
          {applications.isPending ? (
            <Skeleton active aria-busy="true" aria-label="正在加载申报" />
          ) : applications.isError ? (
            <LoadFailed
              what="申报"
              error={applications.error}
              retry={() => void applications.refetch()}
            />
          ) : applications.data.total === 0 ? (
            <Empty
              description={
                <>
                  暂无进行中的申报，可到<Link to="/match">政策匹配</Link>查看可申报的政策。
                </>
              }
            />
          ) : (
            <>
              <ul className={styles.list}>
                {applications.data.list.map((item) => (
                  <ApplicationCard key={item.id} item={item} member={member} />
                ))}
              </ul>
              {applications.data.total > PAGE_SIZE && (
                <Pagination
                  current={page}
                  pageSize={PAGE_SIZE}
                  total={applications.data.total}
                  onChange={setPage}
                  showSizeChanger={false}
                  align="center"
                />
              )}
            </>
          )}
        </Section>
      </div>
    </PageSheet>
  );
}
