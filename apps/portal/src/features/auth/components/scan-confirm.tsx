import { isPortalError } from '@qyfw/portal-sdk';
import type { QrInfo, Session } from '@qyfw/portal-sdk/schemas';
import { formatDate, ScanConfirmCard, type ScanConfirmState, type ScanRequester } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { confirmQrLogin, qrLoginInfoQueryOptions, refuseQrLogin } from '../api';
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

type Outcome = Exclude<ScanConfirmState, { step: 'confirm' } | { step: 'loading' }>;

/** '11月24日 10:32', Beijing time like every time the portal shows. */
function requesterOf(info: QrInfo): ScanRequester {
  return {
    browser: info.browser,
    place: info.place,
    ip: info.ip,
    time: formatDate(info.createtime, 'M月D日 HH:mm'),
  };
}

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
 * /m/scan (design §2): the phone's half of QR login. A visitor logs in here first (account or
 * SMS); the member then sees which computer asks (browser, place, time), confirms or refuses
 * logging in there, and sees the outcome.
 */
export function ScanConfirm({ sign, member, onLoggedIn }: ScanConfirmProps) {
  const [busy, setBusy] = useState<'confirming' | 'refusing'>();
  const [outcome, setOutcome] = useState<Outcome>();
  // Asked only once a member is logged in here: the server tells nobody else.
  const info = useQuery({ ...qrLoginInfoQueryOptions(sign ?? ''), enabled: !!sign && !!member });

  if (!sign) {
    return (
      <ScanConfirmCard
        state={{ step: 'invalid', message: '未识别到登录二维码，请使用手机扫描电脑上的二维码。' }}
        onConfirm={noop}
        onRefuse={noop}
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

  const act = async (kind: 'confirming' | 'refusing') => {
    setBusy(kind);
    try {
      if (kind === 'confirming') await confirmQrLogin(sign);
      else await refuseQrLogin(sign);
      setOutcome({ step: kind === 'confirming' ? 'confirmed' : 'refused' });
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  let state: ScanConfirmState;
  if (outcome) state = outcome;
  else if (info.isPending) state = { step: 'loading' };
  else if (info.isError) state = outcomeOf(info.error);
  else {
    state = { step: 'confirm', accountName: member.name, requester: requesterOf(info.data), busy };
  }

  return (
    <ScanConfirmCard
      state={state}
      onConfirm={() => void act('confirming')}
      onRefuse={() => void act('refusing')}
      onRetry={() => {
        setOutcome(undefined);
        if (info.isError) void info.refetch();
      }}
    />
  );
}

function noop() {}
