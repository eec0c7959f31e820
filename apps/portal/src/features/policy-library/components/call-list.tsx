import type { CallListItem } from '@qyfw/portal-sdk/calls/policy-library';
import { FilterRow, ListFrame, sectionStatusOf, type ListColumn, WindowStateTag } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { policyLevelLabel } from '../../policy/policy-level';
import { CALL_PAGE_SIZE, callListQueryOptions } from '../api';
import { ALL, ceilingText, MODE_OPTIONS, WINDOW_OPTIONS } from '../labels';
import type { CallListSearch } from '../search';
import styles from './call-list.module.css';

export interface CallFiltersProps {
  search: CallListSearch;
  onSearchChange: (patch: Partial<CallListSearch>) => void;
}

/** 申报状态 and 兑现方式: the filters both views share. */
export function CallFilters({ search, onSearchChange }: CallFiltersProps) {
  return (
    <>
      <FilterRow
        label="申报状态"
        options={WINDOW_OPTIONS}
        value={search.window ?? ALL}
        onChange={(value) => onSearchChange({ window: value === ALL ? undefined : value })}
      />
      <FilterRow
        label="兑现方式"
        options={MODE_OPTIONS}
        value={search.mode ?? ALL}
        onChange={(value) => onSearchChange({ mode: value === ALL ? undefined : value })}
      />
    </>
  );
}

/** The call's title linking to its document (where the call, its conditions and 申报 are). */
export function CallTitleLink({ call }: { call: CallListItem }) {
  return (
    <Link
      to="/policyDetailData"
      search={{ id: call.policy.id }}
      hash={`call-${call.id}`}
      title={call.title}
    >
      {call.title}
    </Link>
  );
}

const columns: ListColumn<CallListItem>[] = [
  {
    key: 'title',
    title: '申报通知',
    width: '40%',
    rowHeader: true,
    render: (call) => (
      <span className={styles.titleCell}>
        <CallTitleLink call={call} />
        <span className={styles.policy}>
          {policyLevelLabel(call.policy.level)} · {call.policy.issuing_unit}
        </span>
      </span>
    ),
  },
  {
    key: 'window',
    title: '申报状态',
    width: '150px',
    render: (call) => <WindowStateTag state={call.window} daysLeft={call.days_left} />,
  },
  {
    key: 'end',
    title: '截止日期',
    width: '120px',
    align: 'center',
    render: (call) => call.end_on ?? (call.window === 'always' ? '常年受理' : '—'),
  },
  { key: 'mode', title: '兑现方式', width: '100px', render: (call) => call.mode_label },
  {
    key: 'support',
    title: '支持方式',
    render: (call) =>
      [call.support_type, ceilingText(call.support_ceiling)].filter(Boolean).join('，'),
  },
];

/** 申报通知 as a table: the nearest deadline first, paged; the previous page stays while the next loads. */
export function CallList({ search, onSearchChange }: CallFiltersProps) {
  const query = useQuery({ ...callListQueryOptions(search), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <ListFrame
      label="申报通知"
      filters={<CallFilters search={search} onSearchChange={onSearchChange} />}
      status={sectionStatusOf({ data, isError: query.isError, isEmpty: data?.list.length === 0 })}
      items={data?.list}
      rowKey={(call) => call.id}
      view={{ kind: 'table', columns }}
      total={data?.total}
      page={search.page}
      pageSize={CALL_PAGE_SIZE}
      onPageChange={(page) => onSearchChange({ page })}
      fetching={query.isPlaceholderData}
      emptyText="没有符合条件的申报通知"
      errorText="申报通知加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    />
  );
}
