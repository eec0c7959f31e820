import { CountdownButton } from '@qyfw/ui';
import { Form, Input } from 'antd';
import { verificationCodeSchema } from '@qyfw/portal-sdk/validators';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import type { SendSmsCode } from '../use-send-sms-code';
import styles from './auth-forms.module.css';

interface SmsCodeInputProps {
  /** The form field holding the code. */
  name?: string;
  sender: SendSmsCode;
  size?: 'middle' | 'large';
  /** Shown above the field on pages; the login dialog goes without (placeholders, aria-label). */
  label?: string;
}

/** The verification-code field with its send-code button beside it (contract §4, §5: 请输入验证码). */
export function SmsCodeInput({ name = 'code', sender, size = 'large', label }: SmsCodeInputProps) {
  return (
    <Form.Item label={label} required={label !== undefined}>
      <div className={styles.codeRow}>
        <Form.Item name={name} noStyle rules={[schemaRule(verificationCodeSchema)]}>
          <Input
            size={size}
            placeholder="请输入验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-label="验证码"
          />
        </Form.Item>
        <CountdownButton
          size={size}
          secondsLeft={sender.secondsLeft}
          sending={sender.sending}
          onClick={() => void sender.send()}
        />
      </div>
    </Form.Item>
  );
}
