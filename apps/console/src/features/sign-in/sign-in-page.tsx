// 登录: account and password, then the 动态验证码 — or, at the first sign-in, the enrolment (QR,
// secret, one code) and the recovery codes shown once.
import { admin_sign_in, admin_totp_enrol } from '@qyfw/portal-sdk/calls/console-auth';
import type { SignInAnswer } from '@qyfw/portal-sdk/calls/console-auth';
import { isPortalError } from '@qyfw/portal-sdk';
import { useAppKit } from '@qyfw/app-kit/provider';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { saveToken } from '../../session/console-session';
import { EnrolmentStep } from './enrolment-step';
import { RecoveryCodes } from './recovery-codes';
import styles from './sign-in.module.css';

/**
 * The server's reason, whatever the status: the calls are quiet (no global toast), and the
 * console's refusals come as 400 / 403 / 429 with the Chinese msg (wrong code, not staff, wait).
 */
function reasonOf(failure: unknown): string {
  return isPortalError(failure) ? failure.message : '登录失败，请稍后重试';
}

type Stage =
  | { readonly kind: 'password' }
  | { readonly kind: 'code' }
  | {
      readonly kind: 'enrol';
      readonly enrolToken: string;
      readonly qr: string;
      readonly secret: string;
    }
  | { readonly kind: 'recovery'; readonly codes: readonly string[] };

interface Credentials {
  account: string;
  password: string;
  code?: string;
}

export function SignInPage() {
  const { client } = useAppKit();
  const navigate = useNavigate();
  const { reason } = useSearch({ from: '/sign-in' });
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Credentials>();

  const enter = () => void navigate({ to: '/', search: { tab: 'todo', page: 1 } });

  function follow(answer: SignInAnswer) {
    if (answer.step === 'signed_in') {
      saveToken(answer.token);
      enter();
    } else if (answer.step === 'code') setStage({ kind: 'code' });
    else
      setStage({
        kind: 'enrol',
        enrolToken: answer.enrol_token,
        qr: answer.qr,
        secret: answer.secret,
      });
  }

  async function submit(values: Credentials) {
    setBusy(true);
    setError(undefined);
    try {
      follow(await client.call(admin_sign_in, values, { quiet: true }));
    } catch (failure) {
      setError(reasonOf(failure));
      form.setFieldValue('code', '');
    } finally {
      setBusy(false);
    }
  }

  async function confirm(enrolToken: string, code: string) {
    setError(undefined);
    try {
      const answer = await client.call(
        admin_totp_enrol,
        { enrol_token: enrolToken, code },
        { quiet: true },
      );
      saveToken(answer.token);
      setStage({ kind: 'recovery', codes: answer.recovery_codes });
    } catch (failure) {
      setError(reasonOf(failure));
    }
  }

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          企业服务门户管理后台
        </Typography.Title>
        {reason && stage.kind === 'password' && (
          <Alert type="info" title={reason} className={styles.alert} />
        )}
        {error && <Alert type="error" title={error} role="alert" className={styles.alert} />}
        {stage.kind === 'enrol' ? (
          <EnrolmentStep
            qr={stage.qr}
            secret={stage.secret}
            onConfirm={(code) => confirm(stage.enrolToken, code)}
          />
        ) : stage.kind === 'recovery' ? (
          <RecoveryCodes codes={stage.codes} onDone={enter} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => void submit(values)}
            requiredMark={false}
          >
            <Form.Item
              label="账号"
              name="account"
              rules={[{ required: true, message: '请输入账号' }]}
            >
              <Input autoComplete="username" disabled={stage.kind === 'code'} />
            </Form.Item>
            <Form.Item
              label="密码"
              name="password"
              rules={[{ required: true, message: '请输入密码' }]}
            >
              <Input.Password autoComplete="current-password" disabled={stage.kind === 'code'} />
            </Form.Item>
            {stage.kind === 'code' && (
              <Form.Item
                label="动态验证码"
                name="code"
                extra="打开验证器应用，输入显示的6位数字；手机丢失时可输入一个恢复码"
                rules={[{ required: true, message: '请输入动态验证码' }]}
              >
                <Input autoComplete="one-time-code" inputMode="numeric" autoFocus maxLength={9} />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" block loading={busy}>
              登录
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
