import * as authCalls from '@qyfw/portal-sdk/calls/auth';
import { accountSchema } from '@qyfw/portal-sdk/validators';
import { SMS_COUNTDOWN_SECONDS } from '@qyfw/portal-sdk/constants';
import { CountdownButton, useCountdown } from '@qyfw/ui';
import { Alert, Button, Form, Input, Radio, Result, Steps } from 'antd';
import { useState } from 'react';
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { showCallFailure } from '@qyfw/app-kit/call-errors';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { notify } from '../../../lib/notify';
import { verificationCodeSchema } from '@qyfw/portal-sdk/validators';
import { sendResetCode, type ResetChannel } from '../api';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-forms.module.css';

interface ResetFormValues {
  channel: ResetChannel;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ForgetPasswordFlowProps {
  /** After the reset: log in with the new password. */
  onLogin: () => void;
  /** The site's service hotline (服务热线), for members with nothing bound. */
  hotline?: string | undefined;
}

const CHANNEL_LABELS: Record<ResetChannel, string> = { mobile: '手机号', email: '邮箱' };

/**
 * /forgetPassWord (contract §2, §5): the account, then a code to the bound phone or email and a new
 * password, then done. The server answers every account alike (it does not tell whether the
 * account exists or what it has bound), so after a send the page says where the code went only
 * as "if": and what to do when nothing arrives — check the account, try the other contact, or
 * call the hotline when nothing is bound.
 */
export function ForgetPasswordFlow({ onLogin, hotline }: ForgetPasswordFlowProps) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [account, setAccount] = useState('');

  return (
    <>
      <Steps
        size="small"
        current={step}
        items={[{ title: '填写账号' }, { title: '验证身份并重置' }, { title: '完成' }]}
        style={{ marginBottom: 32 }}
      />
      {step === 0 && (
        <AccountStep
          initialAccount={account}
          onNext={(next) => {
            setAccount(next);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <ResetStep
          account={account}
          hotline={hotline}
          onBack={() => setStep(0)}
          onDone={() => setStep(2)}
        />
      )}
      {step === 2 && (
        <Result
          status="success"
          title="密码已重置"
          subTitle="原有登录已全部失效，请使用新密码登录。"
          extra={
            <Button type="primary" size="large" onClick={onLogin}>
              去登录
            </Button>
          }
        />
      )}
    </>
  );
}

function AccountStep({
  initialAccount,
  onNext,
}: {
  initialAccount: string;
  onNext: (account: string) => void;
}) {
  return (
    <Form
      layout="vertical"
      initialValues={{ account: initialAccount }}
      onFinish={({ account }: { account: string }) => onNext(account.trim())}
      aria-label="填写账号"
    >
      <Form.Item
        name="account"
        required
        label="账号"
        rules={[schemaRule(accountSchema)]}
        extra="请输入用户名、绑定的手机号或邮箱"
      >
        <Input
          size="large"
          placeholder="用户名 / 手机号 / 邮箱"
          autoComplete="username"
          maxLength={64}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block>
        下一步
      </Button>
    </Form>
  );
}

function ResetStep({
  account,
  hotline,
  onBack,
  onDone,
}: {
  account: string;
  hotline: string | undefined;
  onBack: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<ResetFormValues>();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const [sending, setSending] = useState(false);
  // The channel of the last send that the server accepted: the notice below the code field.
  const [sentVia, setSentVia] = useState<ResetChannel | null>(null);

  const send = async () => {
    if (sending || countdown.secondsLeft > 0) return;
    // Read at the click: a watched value may lag one render behind the radio just chosen.
    const channel: ResetChannel = form.getFieldValue('channel') ?? 'mobile';
    setSending(true);
    try {
      await sendResetCode(account, channel);
      countdown.start();
      setSentVia(channel);
      void notify.success(sentNotice(channel));
    } catch (error) {
      showCallFailure(error, notify.error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormFrame
      title="验证身份并重置"
      call={authCalls.forget_reset}
      form={form}
      initialValues={{ channel: 'mobile' }}
      toBody={(values: ResetFormValues) => ({
        account,
        channel: values.channel,
        code: values.code.trim(),
        password: values.password,
      })}
      onSuccess={onDone}
      submitText="重置密码"
      actions={
        <Button type="link" block onClick={onBack}>
          返回上一步
        </Button>
      }
    >
      <Form.Item label="账号">
        <Input size="large" value={account} disabled aria-label="账号" />
      </Form.Item>
      <Form.Item name="channel" label="找回方式">
        <Radio.Group
          options={[
            { value: 'mobile', label: '绑定的手机号' },
            { value: 'email', label: '绑定的邮箱' },
          ]}
          onChange={() => {
            countdown.reset();
            setSentVia(null);
          }}
        />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div className={styles.codeRow}>
          <Form.Item name="code" noStyle rules={[schemaRule(verificationCodeSchema)]}>
            <Input
              size="large"
              placeholder="请输入验证码"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-label="验证码"
            />
          </Form.Item>
          <CountdownButton
            size="large"
            secondsLeft={countdown.secondsLeft}
            sending={sending}
            onClick={() => void send()}
          />
        </div>
      </Form.Item>
      {sentVia && (
        <Alert
          type="info"
          showIcon
          role="status"
          className={styles.sentNotice}
          title={sentNotice(sentVia)}
          description={notArrivedAdvice(sentVia, hotline)}
        />
      )}
      <NewPasswordFields label="新密码" />
    </FormFrame>
  );
}

/** What the page may say after a send: the server's answer is the same for every account. */
function sentNotice(channel: ResetChannel): string {
  return `如账号存在且已绑定所选${CHANNEL_LABELS[channel]}，验证码已发送，请注意查收`;
}

function notArrivedAdvice(channel: ResetChannel, hotline: string | undefined): string {
  const other = CHANNEL_LABELS[channel === 'mobile' ? 'email' : 'mobile'];
  const call = hotline ? `请拨打服务热线 ${hotline}` : '请联系平台客服';
  return `验证码5分钟内有效。没有收到？请核对账号是否填写正确，或改用绑定的${other}找回；账号未绑定手机号和邮箱时无法自助找回，${call}。`;
}
