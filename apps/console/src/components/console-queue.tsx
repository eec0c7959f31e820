// The frame of a console queue (企业认证审核, 政策申报审核, 免申即享办理 and every list the console
// generators write): a page titled by its heading, over a DataList of an admin list call whose
// body is the address — filters and page come in as `search` and go back out through
// `onSearchChange` (the route writes them into the URL), the previous page kept on screen while
// the next loads. A screen brings only what is its own: the columns, the filters, and what sits
// beside the heading or above the list.
import { bodyFromSearch, DataList } from '@qyfw/app-kit/data-list';
import type { ListPage } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import type { CallBody, CallData, CallDefinition } from '@qyfw/portal-sdk/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Space, Typography, type TableColumnsType } from 'antd';
import { useId, type ReactNode } from 'react';
import type { z } from 'zod';

/** Every console queue shows this many rows a page. */
export const CONSOLE_QUEUE_PAGE_SIZE = 20;

/** An admin list call: a page of rows, each with its id. */
export type ListCall = CallDefinition & {
  readonly data: z.ZodType<ListPage<{ readonly id: number }>>;
};

/** A row of the call's answer. */
export type QueueRow<C extends ListCall> = CallData<C>['list'][number];

export interface ConsoleQueueProps<C extends ListCall, S extends { page: number }> {
  /** The page's heading (h1), which also names the section. */
  readonly title: string;
  /** Beside the heading: a link to a related screen (运行比对批次). */
  readonly titleExtra?: ReactNode;
  /** What the rows are (企业认证申请): names the list, its count and its failure. */
  readonly label: string;
  /** The admin list call; its body is `search` with the page size. */
  readonly call: C;
  readonly search: S;
  /** Writes the address; a changed filter comes with page 1. */
  readonly onSearchChange: (next: S) => void;
  readonly filters?: ReactNode;
  readonly columns: TableColumnsType<QueueRow<C>>;
  readonly emptyText: string;
  /** Between the heading and the list: what acts on several rows (a bulk bar). */
  readonly children?: ReactNode;
}

export function ConsoleQueue<
  C extends ListCall,
  // The address holds the call's own filters (listSearchSchema of its body) and the page.
  S extends { page: number } & Partial<CallBody<C>>,
>({
  title,
  titleExtra,
  label,
  call,
  search,
  onSearchChange,
  filters,
  columns,
  emptyText,
  children,
}: ConsoleQueueProps<C, S>) {
  const { client } = useAppKit();
  const headingId = useId();
  const query = useQuery({
    // S is the body's own fields (the constraint above) plus the page: with the page size it is
    // the body, which TypeScript cannot see through the generic.
    ...callQueryOptions(
      client,
      call,
      bodyFromSearch(search, CONSOLE_QUEUE_PAGE_SIZE) as CallBody<C>,
    ),
    placeholderData: keepPreviousData,
  });
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
        <DataList<QueueRow<C>>
          label={label}
          query={query}
          filters={filters}
          rowKey={(row) => row.id}
          page={search.page}
          pageSize={CONSOLE_QUEUE_PAGE_SIZE}
          onPageChange={(page) => onSearchChange({ ...search, page })}
          view={{ columns }}
          emptyText={emptyText}
        />
      </Space>
    </section>
  );
}
