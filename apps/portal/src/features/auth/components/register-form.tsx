import { mobileSchema, passwordSchema, usernameSchema } from '@qyfw/portal-sdk/validators';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../../lib/call-errors';
import { schemaRule } from '../../../lib/form-rules';
import { registerAccount } from '../api';
import { useSendSmsCode } from '../use-send-sms-code';
import { FormFailure } from './form-failure';
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
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: RegisterFormValues) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const session = await registerAccount({
        username: values.username.trim(),
        password: values.password,
        phone: values.phone.trim(),
        code: values.code.trim(),
      });
      await onRegistered(session);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} aria-label="注册" requiredMark>
      <Form.Item name="username" required label="用户名" rules={[schemaRule(usernameSchema)]}>
        <Input
          size="large"
          placeholder="4–32位字母、数字或下划线，以字母开头"
          autoComplete="username"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item name="password" required label="密码" rules={[schemaRule(passwordSchema)]}>
        <Input.Password
          size="large"
          placeholder="8–32位，须同时包含字母和数字"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('password'))
                throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password
          size="large"
          placeholder="请再次输入密码"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
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
      <FormFailure message={failure} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        注册并登录
      </Button>
    </Form>
  );
}
