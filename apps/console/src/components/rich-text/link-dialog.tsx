// 链接: the address a selection links to. Only what the server keeps is offered (http, https,
// mailto, tel, or a page of this site); anything else — javascript: above all — is refused here
// with the reason, and would be dropped by the server's sanitizer anyway.
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

export const LINK_PATTERN = /^(?:https?:\/\/\S+|mailto:\S+|tel:[\d+\-\s]+|\/(?![/\\])\S*)$/i;

export interface LinkDialogProps {
  readonly open: boolean;
  /** The selection's current address ('' when it has none). */
  readonly href: string;
  /** The new address, or '' to remove the link. */
  readonly onDone: (href: string) => void;
  readonly onClose: () => void;
}

export function LinkDialog({ open, href, onDone, onClose }: LinkDialogProps) {
  const [form] = Form.useForm<{ href: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ href });
  }, [open, href, form]);

  async function submit() {
    const values = await form.validateFields();
    onDone(values.href.trim());
    onClose();
  }

  return (
    <Modal
      open={open}
      title="设置链接"
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label="设置链接" onFinish={() => void submit()}>
        <Form.Item
          name="href"
          label="链接地址"
          extra="以 https:// 开头的网址、mailto: 邮箱、tel: 电话或本站页面（如 /policyData）；留空则取消链接"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const text = value?.trim() ?? '';
                if (text !== '' && !LINK_PATTERN.test(text)) {
                  throw new Error('链接地址须为 http(s) 网址、mailto:、tel: 或本站页面地址');
                }
              },
            },
          ]}
        >
          <Input autoFocus maxLength={500} placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
