import * as authCalls from '@qyfw/portal-sdk/calls/auth';
import { mobileSchema, usernameSchema } from '@qyfw/portal-sdk/validators';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { Checkbox, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { useSendSmsCode } from '../use-send-sms-code';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeInput } from './sms-code-input';

interface RegisterFormValues {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  code: string;
  agreed: boolean;
}

export interface RegisterFormProps {
  /** Registration logs the member in: the session the server answered. */
  onRegistered: (session: Session) => void | Promise<void>;
  /** Renders a link to an agreement page (/ysMent?status=). */
  renderAgreementLink: (target: { status: 1 | 2; label: string }) => ReactNode;
}

/** /register: username, password (8–32, letters and digits), mobile confirmed by SMS code. */
export function RegisterForm({ onRegistered, renderAgreementLink }: RegisterFormProps) {
  const [form] = Form.useForm<RegisterFormValues>();
  const sender = useSendSmsCode(form, 'phone');

  return (
    <FormFrame
      title="注册"
      call={authCalls.register}
      form={form}
      requiredMark
      toBody={(values: RegisterFormValues) => ({
        username: values.username.trim(),
        password: values.password,
        phone: values.phone.trim(),
        code: values.code.trim(),
      })}
      onSuccess={onRegistered}
      submitText="注册并登录"
    >
      <Form.Item name="username" required label="用户名" rules={[schemaRule(usernameSchema)]}>
        <Input
          size="large"
          placeholder="4–32位字母、数字或下划线，以字母开头"
          autoComplete="username"
          maxLength={32}
        />
      </Form.Item>
      <NewPasswordFields label="密码" />
      <Form.Item name="phone" required label="手机号" rules={[schemaRule(mobileSchema)]}>
        <Input
          size="large"
          placeholder="请输入11位手机号"
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      <SmsCodeInput sender={sender} label="验证码" />
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value) => {
              if (!value) throw new Error('请阅读并同意《用户协议》和《隐私政策》');
            },
          },
        ]}
      >
        <Checkbox>
          我已阅读并同意{renderAgreementLink({ status: 2, label: '《用户协议》' })}和
          {renderAgreementLink({ status: 1, label: '《隐私政策》' })}
        </Checkbox>
      </Form.Item>
    </FormFrame>
  );
}
