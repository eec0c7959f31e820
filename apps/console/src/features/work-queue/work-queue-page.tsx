// 工作台: 待办 / 已办 / 全部 over every workflow, oldest first, with the time waited and the count
// of 待办 per kind; tab and page live in the address.
import { DataList } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import type { WorkQueueItem } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Space, Tabs, Tag, Typography } from 'antd';
import { QUEUE_PAGE_SIZE, workQueueQuery } from './api';
import type { QueueTab } from './api';
import { waitedText } from './waited';

const TABS: { key: QueueTab; label: string }[] = [
  { key: 'todo', label: '待办' },
  { key: 'done', label: '已办' },
  { key: 'all', label: '全部' },
];

/** The review screen of each kind. */
const REVIEW_ROUTES = {
  enterprise_auth: '/identity/auth-requests/$id',
  policy_application: '/application/applications/$id',
  exempt_case: '/exempt-case/cases/$id',
} as const;

const KIND_LABELS = {
  enterprise_auth: '企业认证',
  policy_application: '政策申报',
  exempt_case: '免申即享',
};

export function WorkQueuePage() {
  const { client } = useAppKit();
  const { tab, page } = useSearch({ from: '/_shell/' });
  const navigate = useNavigate({ from: '/' });
  const query = useQuery(workQueueQuery(client, tab, page));
  const counts = query.data?.counts;

  return (
    <section aria-labelledby="queue-title">
      <Typography.Title level={1} id="queue-title">
        工作台
      </Typography.Title>
      {counts && (
        <Space aria-label="待办数量" role="group">
          {Object.entries(KIND_LABELS).map(([kind, label]) => (
            <Tag key={kind}>
              {label} 待办 {counts[kind as keyof typeof counts]}
            </Tag>
          ))}
        </Space>
      )}
      <Tabs
        activeKey={tab}
        items={TABS}
        onChange={(key) => void navigate({ search: { tab: key as QueueTab, page: 1 } })}
      />
      <DataList<WorkQueueItem>
        label="工作台事项"
        query={query}
        rowKey={(row) => `${row.kind}-${row.id}`}
        page={page}
        pageSize={QUEUE_PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { tab, page: next } })}
        emptyText={tab === 'todo' ? '暂无待办事项' : '暂无记录'}
        view={{
          columns: [
            { title: '类型', dataIndex: 'kind_label' },
            { title: '事项', dataIndex: 'title' },
            { title: '状态', dataIndex: 'state_label' },
            { title: '已等待', dataIndex: 'waited_ms', render: (ms: number) => waitedText(ms) },
            {
              title: '处理',
              key: 'open',
              render: (_, row) => {
                const to = REVIEW_ROUTES[row.kind as keyof typeof REVIEW_ROUTES];
                return to ? (
                  <Link to={to} params={{ id: row.id }} aria-label={`去处理 ${row.title}`}>
                    去处理
                  </Link>
                ) : null;
              },
            },
          ],
        }}
      />
    </section>
  );
}
