import { MATCH_PAGE_SIZE, type MatchRun } from '@qyfw/portal-sdk/calls/policy-match';
import { MATCH_LEVELS } from '@qyfw/portal-sdk/conditions';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { Alert, Empty, Input, Pagination, Skeleton, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { PageSheet } from '../../../components/page-sheet';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { useSession } from '../../../session';
import { matchQueryOptions } from '../api';
import { MATCH_TABS, type MatchTab, type MatchView } from '../match-view';
import { describeOverrides, whatIfStart, type WhatIfOverrides } from '../what-if';
import styles from './match.module.css';
import { MatchResultCard } from './match-result-card';
import { ProfileSummary } from './profile-summary';
import { WhatIfPanel } from './what-if-panel';

type TabKey = MatchTab;

const EMPTY_TEXT: Record<TabKey, string> = {
  eligible: '暂无可申报的政策',
  possible: '暂无可能符合的政策',
  ineligible: '暂无不符合的政策',
  near: '暂无差一点即可满足的政策',
};

function ResultList({
  run,
  view,
  onPage,
}: {
  run: MatchRun;
  view: MatchView;
  onPage: (page: number) => void;
}) {
  if (run.results.length === 0) {
    return <Empty description={view.find ? '没有名称含所查词语的政策' : EMPTY_TEXT[view.tab]} />;
  }
  return (
    <>
      <ul className={styles.results}>
        {run.results.map((result) => (
          <MatchResultCard key={result.call.id} result={result} />
        ))}
      </ul>
      {run.total > MATCH_PAGE_SIZE && (
        <Pagination
          current={run.page}
          pageSize={MATCH_PAGE_SIZE}
          total={run.total}
          onChange={onPage}
          showSizeChanger={false}
          align="center"
          className={styles.pager}
        />
      )}
    </>
  );
}

function Results({
  run,
  view,
  fetching,
  onView,
}: {
  run: MatchRun;
  view: MatchView;
  fetching: boolean;
  onView: (view: MatchView) => void;
}) {
  const label = (key: TabKey) =>
    `${key === 'near' ? '差一点' : MATCH_LEVELS[key]}（${run.counts[key]}）`;
  return (
    <section className={styles.section} aria-labelledby="match-results" aria-busy={fetching}>
      <h2 id="match-results" className={styles.sectionTitle}>
        {run.what_if ? '假设试算结果' : '匹配结果'}
        <span className={styles.muted}>
          {' '}
          · 比对时间 {formatDate(run.evaluated_at, 'YYYY-MM-DD HH:mm')}
        </span>
      </h2>
      <Input.Search
        aria-label="在匹配结果中查找"
        placeholder="在匹配结果中查找通知或政策名称"
        allowClear
        maxLength={64}
        className={styles.find}
        onSearch={(value) => onView({ ...view, find: value.trim(), page: 1 })}
        onChange={(event) => {
          if (event.target.value === '') onView({ ...view, find: '', page: 1 });
        }}
      />
      <Tabs
        activeKey={view.tab}
        onChange={(key) => onView({ ...view, tab: key as TabKey, page: 1 })}
        items={MATCH_TABS.map((key) => ({
          key,
          label: label(key),
          children: (
            <div className={fetching ? styles.fetching : undefined}>
              {key === 'near' && (
                <p className={styles.muted}>
                  仅因一至两项数值条件未达到而暂不符合的政策，以及还差多少。
                </p>
              )}
              {/* Only the active tab's results are in the answer. */}
              {key === view.tab && (
                <ResultList run={run} view={view} onPage={(page) => onView({ ...view, page })} />
              )}
            </div>
          ),
        }))}
      />
    </section>
  );
}

/** No call was evaluated at all (not merely none under this tab or these words). */
function evaluatedNone(run: MatchRun, view: MatchView): boolean {
  const { eligible, possible, ineligible } = run.counts;
  return view.find === '' && eligible + possible + ineligible === 0;
}

/**
 * /match 政策匹配 (DOMAIN §2): the record the match read, the results by level with the reasons,
 * the 差一点 list, and a what-if that re-runs the match on hypothetical values and saves nothing.
 */
export interface MatchPageProps {
  /** Tab, words and page, from the address (/match?only=&keyword=&page=). */
  readonly view: MatchView;
  readonly onViewChange: (view: MatchView) => void;
}

export function MatchPage({ view, onViewChange }: MatchPageProps) {
  const { userId } = useSession();
  const member = String(userId ?? '');
  // A hypothesis is not an address: it is typed on this page and saved nowhere.
  const [overrides, setOverrides] = useState<WhatIfOverrides>();
  const real = useQuery(matchQueryOptions(member, view, undefined));
  const shown = useQuery({
    ...matchQueryOptions(member, view, overrides),
    enabled: overrides !== undefined,
  });
  const run = overrides !== undefined ? shown : real;
  // The what-if starts from the record as it is, never from a hypothesis.
  const start = useMemo(
    () =>
      whatIfStart(
        Object.fromEntries((real.data?.profile ?? []).map((item) => [item.field, item.value])),
      ),
    [real.data],
  );

  let body;
  if (real.isPending) {
    body = <Skeleton active paragraph={{ rows: 12 }} aria-busy="true" aria-label="正在匹配政策" />;
  } else if (real.isError) {
    body = (
      <QueryFailure title="政策匹配失败" error={real.error} onRetry={() => void real.refetch()} />
    );
  } else {
    const data = run.data ?? real.data;
    body = (
      <>
        <ProfileSummary profile={data.profile} />
        <WhatIfPanel
          start={start}
          active={overrides !== undefined}
          running={overrides !== undefined && shown.isFetching}
          onRun={(next) => setOverrides(Object.keys(next).length > 0 ? next : undefined)}
          onReset={() => setOverrides(undefined)}
        />
        {overrides !== undefined && (
          <Alert
            type="warning"
            showIcon
            role="status"
            title="以下为假设试算结果，所用假设值未保存，企业信息保持不变"
            description={
              <ul className={styles.banner}>
                {describeOverrides(start, overrides).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        )}
        {overrides !== undefined && shown.isError && (
          <Alert
            type="error"
            showIcon
            title="假设试算失败"
            description={failureMessage(shown.error)}
          />
        )}
        {evaluatedNone(data, view) ? (
          <Empty description="当前没有申报中或即将开始的申报通知" />
        ) : (
          <Results run={data} view={view} fetching={run.isPlaceholderData} onView={onViewChange} />
        )}
      </>
    );
  }
  return (
    <PageSheet title="政策匹配">
      <div className={styles.page}>{body}</div>
    </PageSheet>
  );
}
