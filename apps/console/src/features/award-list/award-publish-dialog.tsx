// 由申报通知生成: the list of a published call's supported enterprises — its applications and
// 免申即享 cases in 拟支持公示 or 已拨付, with their amounts (admin_award_list_publish) — under a
// name the operator gives; the level is the document's. The server's refusal (no such enterprise
// yet) shows in the dialog, which stays open.
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import * as awardListAdminCalls from '@qyfw/portal-sdk/calls/award-list-admin';
import { awardListNameSchema } from '@qyfw/portal-sdk/calls/award-list-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { useNavigate } from '@tanstack/react-router';
import { Form, Input, Modal } from 'antd';
import { CallPicker, PolicyPicker } from '../../components/policy-picker';
import { RefusalAlert } from '../../components/refusal-alert';

interface PublishValues {
  policy_id?: number;
  call_id?: number;
  entry_name: string;
}

export interface AwardPublishDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function AwardPublishDialog({ open, onClose }: AwardPublishDialogProps) {
  const { client, toast } = useAppKit();
  const navigate = useNavigate();
  const [form] = Form.useForm<PublishValues>();
  const policyId = Form.useWatch('policy_id', form);
  const publish = useCallMutation(applicationAdminCalls.admin_award_list_publish, {
    client,
    invalidates: [awardListAdminCalls.admin_award_list_list],
    onSuccess: (data) => {
      void toast('success', `已发布“${data.entry_name}”：${data.companies} 家企业`);
      form.resetFields();
      onClose();
      void navigate({ to: '/award-list/$id', params: { id: data.group_id }, search: { page: 1 } });
    },
  });

  async function send() {
    const values = await form.validateFields();
    publish.mutate({ call_id: values.call_id!, entry_name: values.entry_name.trim() } as never);
  }

  return (
    <Modal
      open={open}
      title="由申报通知生成名单"
      okText="生成并发布"
      cancelText="取消"
      okButtonProps={{ loading: publish.isPending }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={() => {
        publish.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<PublishValues> form={form} layout="vertical" aria-label="由申报通知生成名单">
        <p>
          名单收入该通知下处于拟支持公示或已拨付的申报与免申即享企业及其金额，级别取自所属政策。
        </p>
        <Form.Item
          name="policy_id"
          label="政策"
          rules={[{ required: true, message: '请选择政策' }]}
        >
          <PolicyPicker
            publishedOnly
            label="政策"
            onChange={(id) => form.setFieldsValue({ policy_id: id, call_id: undefined })}
          />
        </Form.Item>
        <Form.Item
          name="call_id"
          label="申报通知"
          rules={[{ required: true, message: '请选择申报通知' }]}
        >
          <CallPicker label="申报通知" policyId={policyId} />
        </Form.Item>
        <Form.Item
          name="entry_name"
          label="名单名称"
          required
          rules={[schemaRule(awardListNameSchema)]}
        >
          <Input maxLength={200} placeholder="如：2026年度研发投入补助拟支持企业名单" />
        </Form.Item>
        <RefusalAlert error={publish.error} fallback="生成失败，请稍后重试" />
      </Form>
    </Modal>
  );
}
