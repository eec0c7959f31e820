// A send-code button's behaviour (like the login dialog's): after the server accepts, the count
// runs from 59 and the button is blocked; a refusal shows the server's msg and frees the button.
import { SMS_COUNTDOWN_SECONDS } from '@qyfw/portal-sdk/constants';
import { useCountdown } from '@qyfw/ui';
import { useState } from 'react';
import { showCallFailure } from '@qyfw/app-kit/call-errors';
import { notify } from '../../lib/notify';

export interface CodeSender {
  readonly secondsLeft: number;
  readonly sending: boolean;
  /** Runs `deliver`; when it answers false (a field failed its rules) nothing was sent: no count. */
  readonly send: (deliver: () => Promise<unknown>) => Promise<void>;
}

export function useCodeSender(): CodeSender {
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const [sending, setSending] = useState(false);
  const send = async (deliver: () => Promise<unknown>) => {
    if (sending || countdown.secondsLeft > 0) return;
    setSending(true);
    try {
      if ((await deliver()) === false) return;
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
