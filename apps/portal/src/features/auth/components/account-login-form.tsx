import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { accountSchema, loginPasswordSchema } from '@qyfw/portal-sdk/validators';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { Button, Form, Input } from 'antd';
import { schemaRule } from '../../../lib/form-rules';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { loginWithPassword } from '../api';
import { FormFailure } from './form-failure';

interface AccountLoginFormValues {
  account: string;
  password: string;
}

export interface AccountLoginFormProps {
  /** The session the server answered; the shell stores it and routes on. */
  onLoggedIn: (session: Session) => void | Promise<void>;
  /** Field labels above the inputs (pages); the dialog shows placeholders only. */
  showLabels?: boolean;
}

/** 账号登录 (§4, §5): account (username, phone or email) and password. */
export function AccountLoginForm({ onLoggedIn, showLabels = false }: AccountLoginFormProps) {
  const [form] = Form.useForm<AccountLoginFormValues>();
  const { submit, submitting, failure } = useFormSubmission(
    async ({ account, password }: AccountLoginFormValues) => {
      const session = await loginWithPassword(account.trim(), password);
      await onLoggedIn(session);
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      aria-label="账号登录"
    >
      <Form.Item
        name="account"
        label={showLabels ? '账号' : undefined}
        rules={[schemaRule(accountSchema)]}
      >
        <Input
          size="large"
          prefix={<UserOutlined aria-hidden="true" />}
          placeholder="用户名 / 手机号 / 邮箱"
          aria-label="账号"
          autoComplete="username"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={showLabels ? '密码' : undefined}
        rules={[schemaRule(loginPasswordSchema)]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden="true" />}
          placeholder="请输入密码"
          aria-label="密码"
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <FormFailure message={failure} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
