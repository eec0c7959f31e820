import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../lib/call-errors';

export interface ReasonDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly label: string;
  readonly placeholder: string;
  readonly okText: string;
  readonly danger?: boolean;
  /** Sends the text; a refusal's reason shows in the dialog and it stays open. */
  readonly onSubmit: (text: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** A dialog that asks for one required text (放弃的原因, 哪项数据有误) and sends it. */
export function ReasonDialog({
  open,
  title,
  label,
  placeholder,
  okText,
  danger,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ text: string }>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function send() {
    const { text } = await form.validateFields();
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(text.trim());
      form.resetFields();
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setPending(false);
    }
  }
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger, loading: pending }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label={title}>
        <Form.Item
          name="text"
          label={label}
          rules={[
            { required: true, whitespace: true, message: `请填写${label}` },
            { max: 500, message: `${label}不能超过500个字符` },
          ]}
        >
          <Input.TextArea rows={4} placeholder={placeholder} maxLength={500} showCount />
        </Form.Item>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Form>
    </Modal>
  );
}
