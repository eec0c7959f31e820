import { isPortalError } from '@qyfw/portal-sdk';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { ScanConfirmCard, type ScanConfirmState } from '@qyfw/ui';
import { Tabs } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { cancelQrLogin, confirmQrLogin } from '../api';
import { AccountLoginForm } from './account-login-form';
import { SmsLoginForm } from './sms-login-form';
import styles from './scan-confirm.module.css';

export interface ScanConfirmProps {
  /** The sign from the QR's address; missing when the page was opened without scanning. */
  sign: string | undefined;
  /** The member logged in on this phone, or null: then they log in here first. */
  member: { name: string } | null;
  onLoggedIn: (session: Session) => void | Promise<void>;
}

type Outcome = Exclude<ScanConfirmState, { step: 'confirm' }>;

/** A refused sign (used, expired, never issued) answers 4xx; anything else may work on a retry. */
function outcomeOf(error: unknown): Outcome {
  if (
    isPortalError(error) &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500
  ) {
    return { step: 'invalid', message: error.message };
  }
  return { step: 'error', message: isPortalError(error) ? error.message : MESSAGES.unknown };
}

/**
 * /m/scan (DESIGN §2): the phone's half of QR login. A visitor logs in here first (account or
 * SMS); the member then confirms or cancels logging in on the computer, and sees the outcome.
 */
export function ScanConfirm({ sign, member, onLoggedIn }: ScanConfirmProps) {
  const [busy, setBusy] = useState<'confirming' | 'cancelling'>();
  const [outcome, setOutcome] = useState<Outcome>();

  if (!sign) {
    return (
      <ScanConfirmCard
        state={{ step: 'invalid', message: '未识别到登录二维码，请使用手机扫描电脑上的二维码。' }}
        onConfirm={noop}
        onCancel={noop}
      />
    );
  }

  if (!member) {
    return (
      <section className={styles.login} aria-labelledby="scan-login-title">
        <h1 id="scan-login-title" className={styles.title}>
          登录后确认电脑端登录
        </h1>
        <p className={styles.hint}>请先在手机上登录您的账号</p>
        <Tabs
          centered
          items={[
            {
              key: 'account',
              label: '账号登录',
              children: <AccountLoginForm onLoggedIn={onLoggedIn} showLabels />,
            },
            {
              key: 'sms',
              label: '短信登录',
              children: <SmsLoginForm onLoggedIn={onLoggedIn} showLabels />,
            },
          ]}
        />
      </section>
    );
  }

  const act = async (kind: 'confirming' | 'cancelling') => {
    setBusy(kind);
    try {
      if (kind === 'confirming') await confirmQrLogin(sign);
      else await cancelQrLogin(sign);
      setOutcome({ step: kind === 'confirming' ? 'confirmed' : 'cancelled' });
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <ScanConfirmCard
      state={outcome ?? { step: 'confirm', accountName: member.name, busy }}
      onConfirm={() => void act('confirming')}
      onCancel={() => void act('cancelling')}
      onRetry={() => setOutcome(undefined)}
    />
  );
}

function noop() {}
