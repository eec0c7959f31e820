import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import type { ContactPurpose, UserInfo } from '@qyfw/portal-sdk/schemas';
import {
  emailSchema,
  loginPasswordSchema,
  mobileSchema,
  verificationCodeSchema,
} from '@qyfw/portal-sdk/validators';
import { CountdownButton } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input, Radio, Result, Space, Steps } from 'antd';
import { useState } from 'react';
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { sdk } from '../../../lib/sdk';
import { PROFILE_INVALIDATES } from '../api';
import { maskEmail, maskPhone } from '../mask';
import { useCodeSender } from '../use-code-sender';
import styles from './account-security.module.css';

const WORDS = {
  phone: {
    name: '手机号',
    newName: '新手机',
    newLabel: '新手机号',
    schema: mobileSchema,
    mask: maskPhone,
  },
  email: {
    name: '邮箱',
    newName: '新邮箱',
    newLabel: '新邮箱',
    schema: emailSchema,
    mask: maskEmail,
  },
} as const;

interface ProofValues {
  method: 'password' | 'code';
  password?: string;
  code?: string;
}

interface NewContactValues {
  contact: string;
  code: string;
}

export interface ContactChangeFlowProps {
  readonly purpose: ContactPurpose;
  readonly user: UserInfo;
  readonly hasPassword: boolean;
}

/**
 * /email and /phone: 验证身份 (the current password, or a code to the contact being changed) →
 * 验证新邮箱/手机 (a code to the new one) → 完成. The grant of step 1 lives only in this component:
 * leaving the page starts over.
 */
export function ContactChangeFlow({ purpose, user, hasPassword }: ContactChangeFlowProps) {
  const words = WORDS[purpose];
  const current = purpose === 'phone' ? user.mobile : user.email;
  const [grant, setGrant] = useState<string>();
  // What changed, with whether there was a contact before: user_detail is refetched after the
  // change, so `current` then already names the new one.
  const [changed, setChanged] = useState<{ to: string; replaced: boolean }>();
  const step = changed ? 2 : grant ? 1 : 0;

  return (
    <div className={styles.form}>
      <Steps
        className={styles.steps}
        current={step}
        size="small"
        items={[{ title: '验证身份' }, { title: `验证${words.newName}` }, { title: '完成' }]}
      />
      {step === 0 && (
        <ProofStep
          purpose={purpose}
          current={current}
          hasPassword={hasPassword}
          onGranted={setGrant}
        />
      )}
      {step === 1 && grant && (
        <NewContactStep
          purpose={purpose}
          grant={grant}
          onChanged={(to) => setChanged({ to, replaced: current !== null })}
        />
      )}
      {step === 2 && changed && (
        <Result
          status="success"
          title={`${words.name}已${changed.replaced ? '更换' : '绑定'}`}
          subTitle={`当前${words.name}：${words.mask(changed.to)}${changed.replaced ? `，原${words.name}已收到通知` : ''}`}
          extra={
            <Link to="/basics">
              <Button type="primary">返回基本信息</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}

function ProofStep({
  purpose,
  current,
  hasPassword,
  onGranted,
}: {
  readonly purpose: ContactPurpose;
  readonly current: string | null;
  readonly hasPassword: boolean;
  readonly onGranted: (grant: string) => void;
}) {
  const words = WORDS[purpose];
  const [form] = Form.useForm<ProofValues>();
  const method = Form.useWatch('method', form) ?? (current ? 'code' : 'password');
  const sender = useCodeSender();
  if (!current && !hasPassword)
    return (
      <Alert
        type="warning"
        showIcon
        title={`绑定${words.name}前需要验证身份`}
        description={
          <>
            您的账号尚未设置登录密码，请先在<Link to="/basics">基本信息</Link>
            中用手机验证码设置密码，再回来绑定{words.name}。
          </>
        }
      />
    );
  return (
    <FormFrame
      title="验证身份"
      call={accountCalls.reauth}
      form={form}
      initialValues={{ method: current ? 'code' : 'password' }}
      toBody={(values: ProofValues) =>
        values.method === 'password'
          ? ({ purpose, method: 'password', password: values.password ?? '' } as const)
          : ({ purpose, method: 'code', code: (values.code ?? '').trim() } as const)
      }
      onSuccess={(data) => onGranted(data.grant)}
      submitText="下一步"
      guardUnsaved={false}
    >
      <Form.Item name="method" label="验证方式">
        <Radio.Group>
          {current && (
            <Radio value="code">
              原{words.name}验证码（{words.mask(current)}）
            </Radio>
          )}
          {hasPassword && <Radio value="password">登录密码</Radio>}
        </Radio.Group>
      </Form.Item>
      {method === 'password' ? (
        <Form.Item
          name="password"
          label="登录密码"
          required
          rules={[schemaRule(loginPasswordSchema)]}
        >
          <Input.Password autoComplete="current-password" placeholder="请输入当前登录密码" />
        </Form.Item>
      ) : (
        <Form.Item label={`原${words.name}验证码`} required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[schemaRule(verificationCodeSchema)]}>
              <Input
                aria-label={`原${words.name}验证码`}
                placeholder="请输入验证码"
                maxLength={6}
                inputMode="numeric"
              />
            </Form.Item>
            <CountdownButton
              secondsLeft={sender.secondsLeft}
              sending={sender.sending}
              onClick={() =>
                void sender.send(() => sdk.call(accountCalls.reauth_send, { purpose }))
              }
            />
          </Space.Compact>
        </Form.Item>
      )}
    </FormFrame>
  );
}

function NewContactStep({
  purpose,
  grant,
  onChanged,
}: {
  readonly purpose: ContactPurpose;
  readonly grant: string;
  readonly onChanged: (contact: string) => void;
}) {
  const words = WORDS[purpose];
  const [form] = Form.useForm<NewContactValues>();
  const sender = useCodeSender();
  const body = (contact: string) =>
    purpose === 'phone'
      ? ({ grant, purpose, phone: contact } as const)
      : ({ grant, purpose, email: contact } as const);

  const sendCode = () =>
    sender.send(async () => {
      try {
        await form.validateFields(['contact']);
      } catch {
        return false;
      }
      const contact = String(form.getFieldValue('contact') ?? '').trim();
      return sdk.call(accountCalls.contact_send_code, body(contact));
    });

  return (
    <FormFrame
      title={`验证${words.newName}`}
      call={accountCalls.contact_change}
      form={form}
      toBody={(values: NewContactValues) => ({
        ...body(values.contact.trim()),
        code: values.code.trim(),
      })}
      invalidates={PROFILE_INVALIDATES}
      onSuccess={() => onChanged(String(form.getFieldValue('contact')).trim())}
      submitText={`确认${purpose === 'phone' ? '更换手机号' : '更换邮箱'}`}
      guardUnsaved={false}
    >
      <Form.Item name="contact" label={words.newLabel} required rules={[schemaRule(words.schema)]}>
        <Input
          placeholder={`请输入${words.newLabel}`}
          autoComplete={purpose === 'phone' ? 'tel' : 'email'}
          inputMode={purpose === 'phone' ? 'numeric' : 'email'}
        />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[schemaRule(verificationCodeSchema)]}>
            <Input
              aria-label="验证码"
              placeholder="请输入验证码"
              maxLength={6}
              inputMode="numeric"
            />
          </Form.Item>
          <CountdownButton
            secondsLeft={sender.secondsLeft}
            sending={sender.sending}
            onClick={() => void sendCode()}
          />
        </Space.Compact>
      </Form.Item>
    </FormFrame>
  );
}
