// 转办: hand one pending item to a colleague with a reason. The colleague comes from the server's
// list for the item's kind (active staff of a role that acts on it, not me); the reason and the
// choice are judged by admin_work_queue_transfer's own body schema, so the dialog refuses what
// the server would, in its words; the server's refusal (a colleague disabled meanwhile, an item
// decided meanwhile) shows in the dialog.
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import {
  admin_work_queue,
  admin_work_queue_transfer,
} from '@qyfw/portal-sdk/calls/work-queue-admin';
import type { WorkQueueItem } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { colleaguesQuery } from './api';

export interface TransferDialogProps {
  /** The item to hand over; undefined keeps the dialog closed. */
  readonly item: WorkQueueItem | undefined;
  readonly onClose: () => void;
}

export function TransferDialog({ item, onClose }: TransferDialogProps) {
  if (!item) return null;
  // Keyed by the item: another row's dialog starts with no colleague chosen.
  return <TransferForm key={`${item.kind}-${item.id}`} item={item} onClose={onClose} />;
}

function TransferForm({ item, onClose }: { item: WorkQueueItem; onClose: () => void }) {
  const { client, toast } = useAppKit();
  const colleagues = useQuery(colleaguesQuery(client, item.kind));
  const [assignee, setAssignee] = useState<number>();
  const mutation = useCallMutation(admin_work_queue_transfer, {
    client,
    invalidates: [admin_work_queue],
  });
  const target = { kind: item.kind, id: item.id, assignee_id: assignee };
  const options = (colleagues.data?.list ?? [])
    // Handing it to whoever holds it already changes nothing: not offered.
    .filter((colleague) => colleague.id !== item.assignee_id)
    .map((colleague) => ({
      value: colleague.id,
      label: `${colleague.name}（${colleague.role_label}）`,
    }));

  return (
    <ModalForm
      open
      title="转办"
      okText="转办"
      description={
        <>
          <Typography.Paragraph>
            {item.kind_label}：{item.title}
            {item.assignee_name ? `（现已转办给 ${item.assignee_name}）` : ''}
          </Typography.Paragraph>
          {/* Held here rather than in the form: the dialog's own fields are the flow's needs. */}
          <Form.Item label="接收人" required>
            <Select<number>
              aria-label="接收人"
              placeholder="请选择同事"
              loading={colleagues.isPending}
              value={assignee}
              options={options}
              onChange={setAssignee}
              notFoundContent={colleagues.isPending ? '加载中…' : '暂无可接收转办的同事'}
              showSearch={{ optionFilterProp: 'label' }}
              // Inside the dialog, not in the page's body: the dialog keeps the focus within
              // itself, and a list drawn outside it lost the click that picks a colleague.
              getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
            />
          </Form.Item>
          {colleagues.isError ? (
            <Alert type="error" showIcon title="同事名单加载失败，请关闭后重试" />
          ) : null}
        </>
      }
      needs={{ reason: true }}
      reasonLabel="转办原因"
      reasonPlaceholder="接收人会在待办中看到这段说明"
      check={{ schema: admin_work_queue_transfer.body, body: target }}
      onSubmit={async (values) => {
        const answer = await mutation.mutateAsync({
          ...target,
          assignee_id: assignee!,
          reason: values.reason ?? '',
        });
        void toast('success', `已转办给 ${answer.assignee_name}`);
      }}
      onClose={onClose}
    />
  );
}
