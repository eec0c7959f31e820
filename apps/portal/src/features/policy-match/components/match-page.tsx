import type { MatchResult, MatchRun } from '@qyfw/portal-sdk/calls/policy-match';
import { MATCH_LEVELS, type MatchLevel } from '@qyfw/portal-sdk/conditions';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Pagination, Skeleton, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { PageSheet } from '../../../components/page-sheet';
import { failureMessage } from '../../../lib/call-errors';
import { useSession } from '../../../session';
import { matchQueryOptions } from '../api';
import { describeOverrides, whatIfStart, type WhatIfOverrides } from '../what-if';
import styles from './match.module.css';
import { MatchResultCard } from './match-result-card';
import { ProfileSummary } from './profile-summary';
import { WhatIfPanel } from './what-if-panel';

type TabKey = MatchLevel | 'near';

const EMPTY_TEXT: Record<TabKey, string> = {
  eligible: '暂无可申报的政策',
  possible: '暂无可能符合的政策',
  ineligible: '暂无不符合的政策',
  near: '暂无差一点即可满足的政策',
};

const PAGE_SIZE = 10;

function ResultList({ results, tab }: { results: readonly MatchResult[]; tab: TabKey }) {
  const [page, setPage] = useState(1);
  if (results.length === 0) return <Empty description={EMPTY_TEXT[tab]} />;
  // A re-run may shorten the list under the page shown.
  const last = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  const current = Math.min(page, last);
  return (
    <>
      <ul className={styles.results}>
        {results.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((result) => (
          <MatchResultCard key={result.call.id} result={result} />
        ))}
      </ul>
      {results.length > PAGE_SIZE && (
        <Pagination
          current={current}
          pageSize={PAGE_SIZE}
          total={results.length}
          onChange={setPage}
          showSizeChanger={false}
          align="center"
          className={styles.pager}
        />
      )}
    </>
  );
}

function Results({ run }: { run: MatchRun }) {
  const [tab, setTab] = useState<TabKey>('eligible');
  const [find, setFind] = useState('');
  const byTab = useMemo(() => {
    const words = find.trim().split(/\s+/).filter(Boolean);
    const found = (result: MatchResult) =>
      words.every(
        (word) => result.call.title.includes(word) || result.call.policy.title.includes(word),
      );
    const groups: Record<TabKey, MatchResult[]> = {
      eligible: [],
      possible: [],
      ineligible: [],
      near: [],
    };
    for (const result of run.results) {
      if (!found(result)) continue;
      groups[result.level].push(result);
      if (result.near_miss) groups.near.push(result);
    }
    return groups;
  }, [run.results, find]);
  const label = (key: TabKey) =>
    `${key === 'near' ? '差一点' : MATCH_LEVELS[key]}（${run.counts[key]}）`;
  return (
    <section className={styles.section} aria-labelledby="match-results">
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
        onSearch={(value) => setFind(value)}
        onChange={(event) => {
          if (event.target.value === '') setFind('');
        }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={(['eligible', 'possible', 'ineligible', 'near'] as const).map((key) => ({
          key,
          label: label(key),
          children: (
            <>
              {key === 'near' && (
                <p className={styles.muted}>
                  仅因一至两项数值条件未达到而暂不符合的政策，以及还差多少。
                </p>
              )}
              <ResultList key={find} results={byTab[key]} tab={key} />
            </>
          ),
        }))}
      />
    </section>
  );
}

/**
 * /match 政策匹配 (DOMAIN §2): the record the match read, the results by level with the reasons,
 * the 差一点 list, and a what-if that re-runs the match on hypothetical values and saves nothing.
 */
export function MatchPage() {
  const { userId } = useSession();
  const member = String(userId ?? '');
  const [overrides, setOverrides] = useState<WhatIfOverrides>();
  const real = useQuery(matchQueryOptions(member, undefined));
  const shown = useQuery({
    ...matchQueryOptions(member, overrides),
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
      <Alert
        type="error"
        showIcon
        title="政策匹配失败"
        description={failureMessage(real.error)}
        action={
          <Button size="small" onClick={() => void real.refetch()}>
            重试
          </Button>
        }
      />
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
        {data.results.length === 0 ? (
          <Empty description="当前没有申报中或即将开始的申报通知" />
        ) : (
          <Results run={data} />
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
