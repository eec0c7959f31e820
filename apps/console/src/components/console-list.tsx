// The frame of every console list and queue (企业认证审核, 会员管理, 政策发布, 审计日志 … and every list
// the console generators write): a page titled by its heading, over a DataList of an admin list
// call whose body is the address — filters and page come in as `search` and go back out through
// `onSearchChange` (the route writes them into the URL), the previous page kept on screen while
// the next loads. A screen brings only what is its own: the columns, the filters, the row actions
// and export, and what sits beside the heading or above the list. Its dialogs stay with the
// screen, beside the frame (antd renders them into the body anyway).
import { bodyFromSearch, DataList } from '@qyfw/app-kit/data-list';
import type { ListPage, RowActions } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import type { CallBody, CallData, CallDefinition } from '@qyfw/portal-sdk/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Space, Typography, type TableColumnsType } from 'antd';
import { useId, type ReactNode } from 'react';
import type { z } from 'zod';

/** Every console list shows this many rows a page. */
export const CONSOLE_LIST_PAGE_SIZE = 20;

/** An admin list call: a page of rows, each with its id. */
export type ListCall = CallDefinition & {
  readonly data: z.ZodType<ListPage<{ readonly id: number }>>;
};

/** A row of the call's answer. */
export type ListRow<C extends ListCall> = CallData<C>['list'][number];

export interface ConsoleListProps<
  C extends ListCall,
  S extends { page: number },
  E extends string,
> {
  /** The page's heading (h1), which also names the section. */
  readonly title: string;
  /** Beside the heading: a link to a related screen (运行比对批次), a 新建 button. */
  readonly titleExtra?: ReactNode;
  /** What the rows are (企业认证申请): names the list, its count and its failure. */
  readonly label: string;
  /** The admin list call; its body is `search` with the page size. */
  readonly call: C;
  readonly search: S;
  /** Writes the address; a changed filter comes with page 1. */
  readonly onSearchChange: (next: S) => void;
  readonly filters?: ReactNode;
  /**
   * The table's columns; a function of the page shown when a cell needs the other rows (已修订
   * names its successor when the same page lists it).
   */
  readonly columns:
    TableColumnsType<ListRow<C>> | ((rows: readonly ListRow<C>[]) => TableColumnsType<ListRow<C>>);
  /** A table wider than the page scrolls sideways from this width. */
  readonly scrollX?: number;
  /** The events the server allows on each row, as buttons in a last 操作 column. */
  readonly rowActions?: RowActions<ListRow<C>, E>;
  /** Writes the file with the same filters (审计日志's 导出 Excel). */
  readonly onExport?: () => Promise<unknown>;
  readonly emptyText: string;
  /** Between the heading and the list: tabs over the list, what acts on several rows. */
  readonly children?: ReactNode;
}

export function ConsoleList<
  C extends ListCall,
  // The address holds the call's own filters (listSearchSchema of its body) and the page.
  S extends { page: number } & Partial<CallBody<C>>,
  E extends string = never,
>({
  title,
  titleExtra,
  label,
  call,
  search,
  onSearchChange,
  filters,
  columns,
  scrollX,
  rowActions,
  onExport,
  emptyText,
  children,
}: ConsoleListProps<C, S, E>) {
  const { client } = useAppKit();
  const headingId = useId();
  const query = useQuery({
    // S is the body's own fields (the constraint above) plus the page: with the page size it is
    // the body, which TypeScript cannot see through the generic.
    ...callQueryOptions(
      client,
      call,
      bodyFromSearch(search, CONSOLE_LIST_PAGE_SIZE) as CallBody<C>,
    ),
    placeholderData: keepPreviousData,
  });
  const rows: readonly ListRow<C>[] = query.data?.list ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} id={headingId}>
          {title}
        </Typography.Title>
        {titleExtra}
      </Flex>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {children}
        <DataList<ListRow<C>, E>
          label={label}
          query={query}
          filters={filters}
          rowKey={(row) => row.id}
          page={search.page}
          pageSize={CONSOLE_LIST_PAGE_SIZE}
          onPageChange={(page) => onSearchChange({ ...search, page })}
          rowActions={rowActions}
          onExport={onExport}
          view={{ columns: typeof columns === 'function' ? columns(rows) : columns, scrollX }}
          emptyText={emptyText}
        />
      </Space>
    </section>
  );
}
