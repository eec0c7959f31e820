import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import {
  loginPasswordSchema,
  passwordSchema,
  verificationCodeSchema,
} from '@qyfw/portal-sdk/validators';
import { CountdownButton } from '@qyfw/ui';
import { Form, Input, Space } from 'antd';
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { useCodeSender } from '../use-code-sender';

interface PasswordValues {
  current_password?: string;
  code?: string;
  password: string;
  confirm: string;
}

export interface PasswordFormProps {
  /** False for a member from an SMS sign-up: a code to their phone replaces the current password. */
  readonly hasPassword: boolean;
}

/** 修改密码 (设置密码 without one): every other session of the member ends on success. */
export function PasswordForm({ hasPassword }: PasswordFormProps) {
  const [form] = Form.useForm<PasswordValues>();
  const sender = useCodeSender();
  return (
    <FormFrame
      title={hasPassword ? '修改密码' : '设置密码'}
      call={accountCalls.password_change}
      form={form}
      toBody={(values: PasswordValues) =>
        hasPassword
          ? { current_password: values.current_password ?? '', password: values.password }
          : { code: (values.code ?? '').trim(), password: values.password }
      }
      invalidates={[accountCalls.security_overview, accountCalls.login_history]}
      onSuccess={() => {
        form.resetFields();
        void notify.success('密码已保存，其它设备上的登录已退出');
      }}
      submitText={hasPassword ? '修改密码' : '设置密码'}
      guardUnsaved={false}
    >
      {hasPassword ? (
        <Form.Item
          name="current_password"
          label="当前密码"
          required
          rules={[schemaRule(loginPasswordSchema)]}
        >
          <Input.Password autoComplete="current-password" placeholder="请输入当前密码" />
        </Form.Item>
      ) : (
        <Form.Item
          label="手机验证码"
          required
          extra="您的账号尚未设置密码，验证码将发送到绑定的手机"
        >
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[schemaRule(verificationCodeSchema)]}>
              <Input
                aria-label="手机验证码"
                placeholder="请输入验证码"
                maxLength={6}
                inputMode="numeric"
              />
            </Form.Item>
            <CountdownButton
              secondsLeft={sender.secondsLeft}
              sending={sender.sending}
              onClick={() =>
                void sender.send(() => sdk.call(accountCalls.reauth_send, { purpose: 'password' }))
              }
            />
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item
        name="password"
        label="新密码"
        required
        rules={[schemaRule(passwordSchema)]}
        extra="8–32位，须同时包含字母和数字"
      >
        <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        required
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (!value) throw new Error('请再次输入新密码');
              if (value !== getFieldValue('password')) throw new Error('两次输入的新密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
    </FormFrame>
  );
}
