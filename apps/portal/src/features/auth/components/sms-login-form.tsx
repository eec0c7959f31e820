import { MobileOutlined } from '@ant-design/icons';
import { LOGIN_TYPES } from '@qyfw/portal-sdk/constants';
import { phoneSchema } from '@qyfw/portal-sdk/validators';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { Form, Input } from 'antd';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { useSendSmsCode } from '../use-send-sms-code';
import { LoginFormFrame } from './login-form-frame';
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
 * 短信登录 (contract §4, §5): phone and verification code. A phone the portal does not know becomes a new
 * member with no username (design §2), whom the shell sends on to /bindInfo.
 */
export function SmsLoginForm({ onLoggedIn, showLabels = false }: SmsLoginFormProps) {
  const [form] = Form.useForm<SmsLoginFormValues>();
  const sender = useSendSmsCode(form, 'phone');
  return (
    <LoginFormFrame
      form={form}
      title="短信登录"
      // The spec names the login fields account and code; an SMS login sends the phone as account.
      toBody={({ phone, code }: SmsLoginFormValues) => ({
        type: LOGIN_TYPES.sms,
        account: phone.trim(),
        code: code.trim(),
      })}
      onSuccess={onLoggedIn}
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
    </LoginFormFrame>
  );
}
