// 工作台: 待办 / 已办 / 全部 over every workflow, oldest first (in 待办, what was handed to me
// first), with the time waited, the count of 待办 per kind and 转办; tab and page live in the
// address.
import { useAppKit } from '@qyfw/app-kit/provider';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Space, Tabs, Tag, Typography } from 'antd';
import { workQueueQuery } from './api';
import type { QueueTab } from './api';
import { WorkQueueTable } from './work-queue-table';

const TABS: { key: QueueTab; label: string }[] = [
  { key: 'todo', label: '待办' },
  { key: 'done', label: '已办' },
  { key: 'all', label: '全部' },
];

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
      <WorkQueueTable
        query={query}
        tab={tab}
        page={page}
        onPageChange={(next) => void navigate({ search: { tab, page: next } })}
      />
    </section>
  );
}
