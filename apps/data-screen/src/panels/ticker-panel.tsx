import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import type { TickerItem } from '@qyfw/portal-sdk/calls/daping';
import { formatNumber, Ticker } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dapingQueryOptions } from '../lib/daping-query';
import { shortTime } from '../lib/format';
import { APPEAL_STATUS_SERIES } from '../lib/labels';
import { QueryPanel } from '../lib/query-panel';
import styles from './ticker-panel.module.css';

type AppealItem = Extract<TickerItem, { kind: 'appeal' }>;

const statusLabel = (appeal: AppealItem) =>
  APPEAL_STATUS_SERIES.find((series) => series.key === appeal.status)?.label ?? '';

function TickerRow({ item }: { item: TickerItem }) {
  return (
    <>
      <span className={styles.tag} data-kind={item.kind}>
        {item.kind === 'award' ? '扶持' : '诉求'}
      </span>
      {/* An appeal names no enterprise and no title: appeals are private (domain §5). */}
      <span className={styles.company}>
        {item.kind === 'award' ? item.enterprise_name : '新增企业诉求 1 件'}
      </span>
      <span className={styles.what}>
        {item.kind === 'award'
          ? `获「${item.entry_name}」`
          : item.category
            ? `类别：${item.category}`
            : ''}
      </span>
      <span className={styles.figure}>
        {item.kind === 'award' ? `${formatNumber(item.money, 2)} 万元` : statusLabel(item)}
      </span>
      <time className={styles.time}>{shortTime(item.time)}</time>
    </>
  );
}

function TickerList({ list }: { list: readonly TickerItem[] }) {
  // Keys by kind and id: a refresh that adds one item keeps every other row's DOM.
  const items = useMemo(
    () =>
      list.map((item) => ({ key: `${item.kind}-${item.id}`, content: <TickerRow item={item} /> })),
    [list],
  );
  return <Ticker label="最新扶持与诉求" items={items} visibleRows={5} rowHeight={40} />;
}

/** The latest awards and appeals, scrolling. */
export function TickerPanel() {
  const query = useQuery(dapingQueryOptions(dapingCalls.daping_ticker));
  return (
    <QueryPanel query={query} title="实时动态" subtitle="最新扶持与诉求">
      {(data) => <TickerList list={data.list} />}
    </QueryPanel>
  );
}
