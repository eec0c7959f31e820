// What the queue says of a 转办: 转办给我 with who handed it and why, or 已转办给 X with the reason.
// The reason is staff-written: shown as text, never markup.
import type { WorkQueueItem } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { Space, Tag, Typography } from 'antd';

export function HandOver({ item }: { item: WorkQueueItem }) {
  if (item.assignee_name === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={2}>
      {item.assigned_to_me ? (
        <Tag color="blue">转办给我</Tag>
      ) : (
        <Typography.Text>已转办给 {item.assignee_name}</Typography.Text>
      )}
      <Typography.Text type="secondary">
        {item.transferred_by_name}：{item.transfer_reason}
      </Typography.Text>
    </Space>
  );
}
