import { passwordSchema } from '@qyfw/portal-sdk/validators';
import { Form, Input } from 'antd';
import { schemaRule } from '@qyfw/app-kit/form-rules';

/**
 * A new password and its confirmation (fields `password` and `confirmPassword`): 8–32
 * characters with letters and digits, typed twice alike. `label` names it: 密码 when
 * registering, 新密码 when resetting.
 */
export function NewPasswordFields({ label }: { label: string }) {
  return (
    <>
      <Form.Item name="password" required label={label} rules={[schemaRule(passwordSchema)]}>
        <Input.Password
          size="large"
          placeholder="8–32位，须同时包含字母和数字"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={`确认${label}`}
        dependencies={['password']}
        rules={[
          { required: true, message: `请再次输入${label}` },
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
          placeholder={`请再次输入${label}`}
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
    </>
  );
}
