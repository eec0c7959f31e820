// The frame of every member and console list on antd: filters, order and page come in from the
// address and go back out through onSearchChange (the route keeps them in the URL), the count,
// loading / empty / error with 重试, an export action and the row actions the server allows.
import { isPortalError } from '@qyfw/portal-sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePageInRange } from '@qyfw/ui';
import { Button, Empty, Pagination, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import { failureMessage } from '../call-errors';
import { useAppKit } from '../provider';
import { QueryFailure } from '../query-block/query-failure';
import { RowActionButtons, type RowActions } from './row-actions';
import styles from './data-list.module.css';

/** A page of a list call's answer (the SDK's pagedSchema). */
export interface ListPage<T> {
  readonly list: readonly T[];
  readonly total: number;
}

export type ListQuery<T> = Pick<
  UseQueryResult<ListPage<T>>,
  'data' | 'error' | 'isError' | 'isPending' | 'isFetching' | 'refetch'
>;

/** A table with antd columns, or cards from a render prop (a narrow list, a console queue). */
export type DataListView<T> =
  | { readonly columns: TableColumnsType<T>; readonly scrollX?: number }
  | {
      /**
       * The row as one list item (`<li>`, so the card names itself with aria-labelledby), with
       * the row's action buttons to place where the card wants them.
       */
      readonly renderCard: (row: T, actions: ReactNode) => ReactNode;
    };

export interface DataListSort {
  readonly value: string | undefined;
  readonly options: readonly { value: string; label: string }[];
  readonly onChange: (value: string | undefined) => void;
}

export interface DataListProps<T, E extends string = never> {
  /** What the list holds (申报记录): names the region and the failure (申报记录加载失败). */
  readonly label: string;
  readonly query: ListQuery<T>;
  readonly rowKey: (row: T) => string | number;
  readonly view: DataListView<T>;
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  /** The filter controls (their values live in the address too). */
  readonly filters?: ReactNode;
  readonly sort?: DataListSort;
  /** Writes the file with the same filters; a refusal's reason becomes a toast. */
  readonly onExport?: () => Promise<unknown>;
  readonly exportText?: string;
  readonly rowActions?: RowActions<T, E>;
  /** The empty line; may hold a link to where the member can act (政策匹配). */
  readonly emptyText?: ReactNode;
  /** Names the cards' list (消息列表), for a screen reader and a test to find the rows by. */
  readonly listLabel?: string;
}

/** The table's column for the row actions, appended after the screen's own. */
function withActions<T, E extends string>(
  columns: TableColumnsType<T>,
  actions: RowActions<T, E> | undefined,
): TableColumnsType<T> {
  if (!actions) return columns;
  return [
    ...columns,
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => <RowActionButtons row={row} actions={actions} />,
    },
  ];
}

export function DataList<T, E extends string = never>({
  label,
  query,
  rowKey,
  view,
  page,
  pageSize,
  onPageChange,
  filters,
  sort,
  onExport,
  exportText = '导出 Excel',
  rowActions,
  emptyText = '暂无数据',
  listLabel,
}: DataListProps<T, E>) {
  const { toast } = useAppKit();
  const [exporting, setExporting] = useState(false);
  const rows = query.data?.list ?? [];
  const total = query.data?.total;

  usePageInRange({
    page,
    pageSize,
    total,
    settled: query.data !== undefined && !query.isFetching,
    rows: rows.length,
    onPageChange,
  });

  async function runExport() {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      // An export is a file, not a JSON call: its function throws the server's reason as an Error.
      const reason = isPortalError(error)
        ? failureMessage(error)
        : error instanceof Error
          ? error.message
          : undefined;
      toast('error', reason ?? '导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  }

  const toolbar =
    filters || sort || onExport ? (
      <div className={styles.toolbar}>
        {filters ? (
          <div className={styles.filters} role="search" aria-label={`筛选${label}`}>
            {filters}
          </div>
        ) : null}
        <div className={styles.tools}>
          {sort ? (
            <Select
              aria-label="排序"
              allowClear
              placeholder="默认排序"
              className={styles.sort}
              value={sort.value}
              options={sort.options.map((option) => ({ ...option }))}
              onChange={(value: string | undefined) => sort.onChange(value)}
            />
          ) : null}
          {onExport ? (
            <Button onClick={() => void runExport()} loading={exporting}>
              {exportText}
            </Button>
          ) : null}
        </div>
      </div>
    ) : null;

  const failed = query.isError && query.data === undefined;
  const pagination = {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    onChange: onPageChange,
  };

  return (
    <section className={styles.list} aria-label={label}>
      {toolbar}
      {/* The count even for an empty answer (antd hides its pager then); a status, so a screen
          reader hears the new count after a filter changes. */}
      <p className={styles.count} role="status">
        {total !== undefined ? `共 ${total} 条` : ''}
      </p>
      {failed ? (
        <QueryFailure
          title={`${label}加载失败`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : 'columns' in view ? (
        <Table<T>
          rowKey={rowKey}
          loading={query.isFetching}
          dataSource={rows as T[]}
          locale={{ emptyText: query.isPending ? '正在加载…' : emptyText }}
          scroll={view.scrollX ? { x: view.scrollX } : undefined}
          pagination={pagination}
          columns={withActions(view.columns, rowActions)}
        />
      ) : (
        <CardList
          rows={rows}
          rowKey={rowKey}
          renderCard={view.renderCard}
          pending={query.isPending}
          fetching={query.isFetching}
          emptyText={emptyText}
          rowActions={rowActions}
          listLabel={listLabel}
          footer={
            total !== undefined && total > 0 ? (
              <Pagination {...pagination} className={styles.pager} />
            ) : null
          }
        />
      )}
    </section>
  );
}

function CardList<T, E extends string>({
  rows,
  rowKey,
  renderCard,
  pending,
  fetching,
  emptyText,
  rowActions,
  listLabel,
  footer,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  renderCard: (row: T, actions: ReactNode) => ReactNode;
  pending: boolean;
  fetching: boolean;
  emptyText: ReactNode;
  rowActions: RowActions<T, E> | undefined;
  listLabel: string | undefined;
  footer: ReactNode;
}) {
  if (pending) {
    return (
      <div role="status" aria-busy="true" aria-label="正在加载…">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <>
      <ul
        aria-label={listLabel}
        className={fetching ? `${styles.cards} ${styles.stale}` : styles.cards}
        aria-busy={fetching || undefined}
      >
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>
            {renderCard(
              row,
              rowActions ? <RowActionButtons row={row} actions={rowActions} /> : null,
            )}
          </Fragment>
        ))}
      </ul>
      {footer}
    </>
  );
}
