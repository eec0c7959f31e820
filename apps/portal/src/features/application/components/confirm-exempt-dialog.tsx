import { formatWanYuan } from '@qyfw/ui';
import {
  bankAccountSchema,
  type BankAccountInput,
  type ExemptCase,
} from '@qyfw/portal-sdk/calls/application';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { schemaRule } from '@qyfw/app-kit/form-rules';

const fields = bankAccountSchema.shape;

export interface ConfirmExemptDialogProps {
  readonly open: boolean;
  readonly exemptCase: ExemptCase;
  readonly onSubmit: (account: BankAccountInput) => Promise<unknown>;
  readonly onClose: () => void;
}

/** 确认享受: the member's willingness and the account the money goes to. */
export function ConfirmExemptDialog({
  open,
  exemptCase,
  onSubmit,
  onClose,
}: ConfirmExemptDialogProps) {
  const [form] = Form.useForm<BankAccountInput>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function send() {
    const values = await form.validateFields();
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit({
        bank: values.bank.trim(),
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.replace(/\s+/g, ''),
      });
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
      title="确认享受"
      okText="确认享受"
      cancelText="取消"
      okButtonProps={{ loading: pending }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={onClose}
      // A click beside the dialog must not throw away a half-typed bank account (and, in CI, a
      // click landing during the opening animation closed it): 取消 and ✕ still close it.
      mask={{ closable: false }}
      destroyOnHidden
    >
      <p>
        {exemptCase.call.title}
        {exemptCase.amount !== null ? `，预计扶持 ${formatWanYuan(exemptCase.amount)}` : ''}
        。请填写用于接收扶持资金的企业对公账户。
      </p>
      <Form form={form} layout="vertical" aria-label="收款账户">
        <Form.Item name="bank" label="开户银行" required rules={[schemaRule(fields.bank)]}>
          <Input maxLength={100} placeholder="如：中国工商银行杭州西湖支行" />
        </Form.Item>
        <Form.Item
          name="accountName"
          label="账户名称"
          required
          rules={[schemaRule(fields.accountName)]}
        >
          <Input maxLength={100} placeholder="与企业名称一致" autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label="银行账号"
          required
          normalize={(value: string) => value.replace(/\s+/g, '')}
          rules={[schemaRule(fields.accountNumber)]}
        >
          <Input maxLength={30} inputMode="numeric" placeholder="8至30位数字" />
        </Form.Item>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Form>
    </Modal>
  );
}
