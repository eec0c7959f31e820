// The first sign-in: scan the QR (drawn by the server) or type the secret, then confirm one code.
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import styles from './sign-in.module.css';

export function EnrolmentStep({
  qr,
  secret,
  onConfirm,
}: {
  qr: string;
  secret: string;
  onConfirm: (code: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }: { code: string }) => {
        setBusy(true);
        void onConfirm(code).finally(() => setBusy(false));
      }}
    >
      <Typography.Paragraph>
        首次登录请绑定动态验证码：用验证器应用扫描二维码，或手动输入密钥。
      </Typography.Paragraph>
      <img src={qr} alt="动态验证码绑定二维码" className={styles.qr} width={200} height={200} />
      <Typography.Paragraph>
        密钥：
        <Typography.Text code copyable>
          {secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form.Item
        label="动态验证码"
        name="code"
        rules={[
          { required: true, message: '请输入动态验证码' },
          { pattern: /^\d{6}$/, message: '请输入6位动态验证码' },
        ]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        绑定并登录
      </Button>
    </Form>
  );
}
