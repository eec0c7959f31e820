// 设置有效性 of a published document: 现行有效, 已修订 (with the document that replaces it, picked
// by title — the successor the library links to) or 已废止, an optional 有效期至 and the reason the
// subscribers are told. The server's refusal (a successor not published, a stale version) shows
// in the dialog, which stays open.
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { AdminPolicy } from '@qyfw/portal-sdk/calls/policy-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { Form, Input, Modal, Select } from 'antd';
import { DateField } from '../../components/date-field';
import type { AdminValidity } from './labels';
import { validityLabel } from './labels';
import { PolicyPicker } from '../../components/policy-picker';
import { RefusalAlert } from '../../components/refusal-alert';

interface ValidityValues {
  readonly validity: AdminValidity;
  readonly successor_id?: number;
  readonly valid_until?: string;
  readonly reason: string;
}

export interface PolicyValidityDialogProps {
  /** The document whose validity is set; undefined: closed. */
  readonly policy: AdminPolicy | undefined;
  readonly onClose: () => void;
}

export function PolicyValidityDialog({ policy, onClose }: PolicyValidityDialogProps) {
  const { client } = useAppKit();
  const [form] = Form.useForm<ValidityValues>();
  const validity = Form.useWatch('validity', form);
  const change = useCallMutation(policyAdminCalls.admin_policy_set_validity, {
    client,
    invalidates: [policyAdminCalls.admin_policy_list],
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });

  async function send() {
    if (!policy) return;
    const values = await form.validateFields();
    change.mutate({
      id: policy.id,
      version: policy.version,
      validity: values.validity,
      ...(values.validity === 'revised' ? { successor_id: values.successor_id } : {}),
      valid_until: values.valid_until ? values.valid_until : null,
      reason: values.reason.trim(),
    } as never);
  }

  return (
    <Modal
      open={policy !== undefined}
      title="设置政策有效性"
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: change.isPending }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={() => {
        change.reset();
        onClose();
      }}
      destroyOnHidden
    >
      {policy ? (
        <Form<ValidityValues>
          form={form}
          layout="vertical"
          aria-label="设置政策有效性"
          initialValues={{
            validity: policy.validity,
            ...(policy.successor_id ? { successor_id: policy.successor_id } : {}),
            valid_until: policy.valid_until ?? '',
          }}
        >
          <p>{policy.title}</p>
          <Form.Item
            name="validity"
            label="有效性"
            rules={[{ required: true, message: '请选择有效性' }]}
          >
            <Select
              options={(['current', 'revised', 'repealed'] as const).map((value) => ({
                value,
                label: validityLabel(value),
              }))}
            />
          </Form.Item>
          {validity === 'revised' ? (
            <Form.Item
              name="successor_id"
              label="替代它的新政策"
              rules={[{ required: true, message: '请选择替代它的新政策' }]}
              extra="须为另一份已发布的政策；政策库会从本政策链接到新政策"
            >
              <PolicyPicker label="替代它的新政策" publishedOnly excludeId={policy.id} />
            </Form.Item>
          ) : null}
          <Form.Item name="valid_until" label="有效期至">
            <DateField />
          </Form.Item>
          <Form.Item
            name="reason"
            label="原因"
            rules={[{ required: true, whitespace: true, message: '请填写原因' }]}
            extra="订阅该政策的用户会收到这条说明"
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <RefusalAlert error={change.error} fallback="操作失败，请稍后重试" />
        </Form>
      ) : null}
    </Modal>
  );
}
