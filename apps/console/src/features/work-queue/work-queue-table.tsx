// The queue's rows: kind, item, state, time waited, its 转办 (to me, with who and why, or to a
// colleague), 去处理 to its review, and 转办 on every row still waiting on staff.
import { DataList } from '@qyfw/app-kit/data-list';
import type { ListQuery } from '@qyfw/app-kit/data-list';
import type { WorkQueueItem } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QUEUE_PAGE_SIZE } from './api';
import type { QueueTab } from './api';
import { HandOver } from './hand-over';
import { TransferDialog } from './transfer-dialog';
import { waitedText } from './waited';

/** The review screen of each kind. */
const REVIEW_ROUTES = {
  enterprise_auth: '/identity/auth-requests/$id',
  policy_application: '/application/applications/$id',
  exempt_case: '/exempt-case/cases/$id',
} as const;

const TRANSFER = { transfer: '转办' } as const;

export interface WorkQueueTableProps {
  readonly query: ListQuery<WorkQueueItem>;
  readonly tab: QueueTab;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
}

export function WorkQueueTable({ query, tab, page, onPageChange }: WorkQueueTableProps) {
  const [handing, setHanding] = useState<WorkQueueItem>();
  return (
    <>
      <DataList<WorkQueueItem, keyof typeof TRANSFER>
        label="工作台事项"
        query={query}
        rowKey={(row) => `${row.kind}-${row.id}`}
        page={page}
        pageSize={QUEUE_PAGE_SIZE}
        onPageChange={onPageChange}
        emptyText={tab === 'todo' ? '暂无待办事项' : '暂无记录'}
        view={{
          columns: [
            { title: '类型', dataIndex: 'kind_label', width: 130 },
            { title: '事项', dataIndex: 'title' },
            { title: '状态', dataIndex: 'state_label', width: 110 },
            {
              title: '已等待',
              dataIndex: 'waited_ms',
              width: 120,
              render: (ms: number) => waitedText(ms),
            },
            // Wide enough for 已转办给 and the reason's first words: left to the table, the column
            // shrank to one character and its heading broke into 转 / 办.
            {
              title: '转办',
              key: 'hand-over',
              width: 200,
              render: (_, row) => <HandOver item={row} />,
            },
            {
              title: '处理',
              key: 'open',
              width: 90,
              render: (_, row) => (
                <Link
                  to={REVIEW_ROUTES[row.kind]}
                  params={{ id: row.id }}
                  aria-label={`去处理 ${row.title}`}
                >
                  去处理
                </Link>
              ),
            },
          ],
        }}
        // 转办 on what still waits on staff (the server says which: `pending`).
        rowActions={{
          of: (row) => (row.pending ? ['transfer'] : []),
          labels: TRANSFER,
          onAction: (row) => setHanding(row),
          rowName: (row) => row.title,
        }}
      />
      <TransferDialog item={handing} onClose={() => setHanding(undefined)} />
    </>
  );
}
