import { SMS_COUNTDOWN_SECONDS } from '@qyfw/portal-sdk/constants';
import { useCountdown } from '@qyfw/ui';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { showCallFailure } from '@qyfw/app-kit/call-errors';
import { notify } from '../../lib/notify';
import { sendSmsCode } from './api';

export interface SendSmsCode {
  secondsLeft: number;
  sending: boolean;
  send: () => Promise<void>;
}

/**
 * The send-code button's behaviour (contract §4, §5): the phone field must pass its rules first (请输入手机号,
 * 手机号输入有误); after the server accepts, the count runs from 59 and the button is blocked;
 * a refusal shows the server's msg and leaves the button free.
 */
export function useSendSmsCode(form: FormInstance, phoneField: string): SendSmsCode {
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || countdown.secondsLeft > 0) return;
    let phone: string;
    try {
      const values = (await form.validateFields([phoneField])) as Record<string, string>;
      phone = String(values[phoneField] ?? '').trim();
    } catch {
      // The field shows its own message.
      return;
    }
    setSending(true);
    try {
      await sendSmsCode(phone);
      countdown.start();
      void notify.success('验证码已发送，请注意查收');
    } catch (error) {
      showCallFailure(error, notify.error);
    } finally {
      setSending(false);
    }
  };

  return { secondsLeft: countdown.secondsLeft, sending, send };
}
