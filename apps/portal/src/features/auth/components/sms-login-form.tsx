import { MobileOutlined } from '@ant-design/icons';
import { phoneSchema } from '@qyfw/portal-sdk/validators';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { Button, Form, Input } from 'antd';
import { schemaRule } from '../../../lib/form-rules';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { loginWithSmsCode } from '../api';
import { useSendSmsCode } from '../use-send-sms-code';
import { FormFailure } from './form-failure';
import { SmsCodeInput } from './sms-code-input';

interface SmsLoginFormValues {
  phone: string;
  code: string;
}

export interface SmsLoginFormProps {
  onLoggedIn: (session: Session) => void | Promise<void>;
  showLabels?: boolean;
}

/**
 * 短信登录 (§4, §5): phone and verification code. A phone the portal does not know becomes a new
 * member with no username (DESIGN §2), whom the shell sends on to /bindInfo.
 */
export function SmsLoginForm({ onLoggedIn, showLabels = false }: SmsLoginFormProps) {
  const [form] = Form.useForm<SmsLoginFormValues>();
  const sender = useSendSmsCode(form, 'phone');
  const { submit, submitting, failure } = useFormSubmission(
    async ({ phone, code }: SmsLoginFormValues) => {
      const session = await loginWithSmsCode(phone.trim(), code.trim());
      await onLoggedIn(session);
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      aria-label="短信登录"
    >
      <Form.Item
        name="phone"
        label={showLabels ? '手机号' : undefined}
        rules={[schemaRule(phoneSchema)]}
      >
        <Input
          size="large"
          prefix={<MobileOutlined aria-hidden="true" />}
          placeholder="请输入手机号"
          aria-label="手机号"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
        />
      </Form.Item>
      <SmsCodeInput sender={sender} label={showLabels ? '验证码' : undefined} />
      <FormFailure message={failure} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
