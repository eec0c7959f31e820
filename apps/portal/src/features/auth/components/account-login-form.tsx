import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_TYPES } from '@qyfw/portal-sdk/constants';
import { accountSchema, loginPasswordSchema } from '@qyfw/portal-sdk/validators';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { Form, Input } from 'antd';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { LoginFormFrame } from './login-form-frame';

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

/** 账号登录 (contract §4, §5): account (username, phone or email) and password. */
export function AccountLoginForm({ onLoggedIn, showLabels = false }: AccountLoginFormProps) {
  return (
    <LoginFormFrame
      title="账号登录"
      toBody={({ account, password }: AccountLoginFormValues) => ({
        type: LOGIN_TYPES.account,
        account: account.trim(),
        password,
      })}
      onSuccess={onLoggedIn}
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
    </LoginFormFrame>
  );
}
