import { formatWanYuan } from '@qyfw/ui';
import { DataList, localPage } from '@qyfw/app-kit/data-list';
import { QueryBlock } from '@qyfw/app-kit/query-block';
import {
  OBTAINED_SOURCE_LABELS,
  obtainedSourceSchema,
  type ObtainedItem,
} from '@qyfw/portal-sdk/calls/application';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, type TableColumnsType } from 'antd';
import { PageSheet } from '../../../components/page-sheet';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { useSession } from '../../../session';
import { APPLICATION_INVALIDATES, applicationCalls, obtainedQueryOptions } from '../api';
import type { ObtainedSearch } from '../obtained-search';
import styles from './application.module.css';
import { PolicyLink } from './policy-link';
import { StatusTag } from '@qyfw/ui';

/** 确认到账 of a paid application (a case's has no member call yet). */
function ReceiptButton({ item }: { readonly item: ObtainedItem }) {
  const receipt = useCallMutation(applicationCalls.application_confirm_receipt, {
    client: sdk,
    invalidates: APPLICATION_INVALIDATES,
  });
  if (item.source !== 'application' || item.state !== 'paid' || item.version === null) return null;
  return (
    <Button
      size="small"
      type="primary"
      loading={receipt.isPending}
      aria-label={`确认到账：${item.title}`}
      onClick={() =>
        void receipt
          .mutateAsync({ id: item.id, version: item.version! })
          .then(() => notify.success('已确认到账'))
          .catch(() => undefined)
      }
    >
      确认到账
    </Button>
  );
}

const PAGE_SIZE = 20;

/** The year of a row's date (YYYY-MM-DD): what the year filter and the totals count by. */
const yearOf = (item: ObtainedItem) => Number(item.date.slice(0, 4));

export interface ObtainedPageProps {
  readonly search: ObtainedSearch;
  readonly onSearchChange: (next: ObtainedSearch) => void;
}

/**
 * /yinformation 已获政策: the support the enterprise obtained — from award lists and from paid or
 * received applications and 免申即享 cases — with amounts, dates and totals by year, on the list
 * frame: source, year and page in the address. The call answers every row at once; the totals
 * are the whole enterprise's, the list is filtered and paged here.
 */
export function ObtainedPage({ search, onSearchChange }: ObtainedPageProps) {
  const { userId } = useSession();
  const member = String(userId ?? '');
  const obtained = useQuery(obtainedQueryOptions(member));
  const change = (next: Partial<ObtainedSearch>) => onSearchChange({ ...search, ...next, page: 1 });
  const rows = localPage(
    obtained,
    (data) =>
      data.list.filter(
        (item) =>
          (search.source === undefined || item.source === search.source) &&
          (search.year === undefined || yearOf(item) === search.year),
      ),
    search.page,
    PAGE_SIZE,
  );
  const filtered = search.source !== undefined || search.year !== undefined;
  return (
    <PageSheet title="已获政策">
      <div className={styles.page}>
        <QueryBlock query={obtained} label="已获政策" skeletonRows={8}>
          {({ list, totals, total_amount: totalAmount }) => (
            <>
              <ul className={styles.totals} aria-label="按年度合计">
                <li className={styles.total}>
                  <span>累计获得</span>
                  <span className={styles.totalValue}>{formatWanYuan(totalAmount)}</span>
                  <span>{`共 ${list.length} 项`}</span>
                </li>
                {totals.map((year) => (
                  <li key={year.year} className={styles.total}>
                    <span>{`${year.year} 年`}</span>
                    <span className={styles.totalValue}>{formatWanYuan(year.amount)}</span>
                    <span>{`${year.count} 项`}</span>
                  </li>
                ))}
              </ul>
              <DataList<ObtainedItem>
                label="已获扶持"
                query={rows}
                rowKey={(row) => `${row.source}:${row.id}`}
                page={search.page}
                pageSize={PAGE_SIZE}
                onPageChange={(page) => onSearchChange({ ...search, page })}
                emptyText={filtered ? '没有符合条件的已获扶持' : '暂未获得政策扶持'}
                filters={
                  <>
                    <Select
                      aria-label="来源"
                      allowClear
                      placeholder="全部来源"
                      className={styles.filter}
                      value={search.source}
                      onChange={(source) => change({ source })}
                      options={obtainedSourceSchema.options.map((source) => ({
                        value: source,
                        label: OBTAINED_SOURCE_LABELS[source],
                      }))}
                    />
                    <Select
                      aria-label="年度"
                      allowClear
                      placeholder="全部年度"
                      className={styles.filter}
                      value={search.year}
                      onChange={(year) => change({ year })}
                      // The years the enterprise obtained anything in (the totals'), and the
                      // address's own even when it has none.
                      options={[
                        ...new Set([
                          ...totals.map((year) => year.year),
                          ...(search.year ? [search.year] : []),
                        ]),
                      ].map((year) => ({ value: year, label: `${year} 年` }))}
                    />
                  </>
                }
                view={{ scrollX: 860, columns: COLUMNS }}
              />
            </>
          )}
        </QueryBlock>
      </div>
    </PageSheet>
  );
}

const COLUMNS: TableColumnsType<ObtainedItem> = [
  {
    title: '项目',
    key: 'title',
    render: (_, row) => (
      <>
        {row.title}
        {row.policy && (
          <span className={styles.source}>
            <PolicyLink id={row.policy.id}>{row.policy.title}</PolicyLink>
          </span>
        )}
      </>
    ),
  },
  {
    title: '来源',
    key: 'source',
    width: 110,
    render: (_, row) => OBTAINED_SOURCE_LABELS[row.source],
  },
  {
    title: '金额',
    key: 'amount',
    width: 120,
    render: (_, row) => formatWanYuan(row.amount),
  },
  { title: '日期', dataIndex: 'date', key: 'date', width: 120 },
  {
    title: '状态',
    key: 'state',
    width: 180,
    render: (_, row) => (
      <span className={styles.actions}>
        <StatusTag tone={row.state === 'paid' ? 'green' : 'blue'}>{row.state_label}</StatusTag>
        <ReceiptButton item={row} />
      </span>
    ),
  },
];
