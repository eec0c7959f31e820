// The recovery codes, shown this once (the server keeps only their hashes).
import { Alert, Button, Typography } from 'antd';
import styles from './sign-in.module.css';

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <section aria-labelledby="recovery-title">
      <Typography.Title level={2} id="recovery-title" className={styles.subtitle}>
        恢复码
      </Typography.Title>
      <Alert
        type="warning"
        className={styles.alert}
        title="恢复码只显示这一次。手机丢失时，每个恢复码可代替动态验证码登录一次，请抄写或打印后妥善保存。"
      />
      <ul className={styles.codes} aria-label="恢复码">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ul>
      <Button type="primary" block onClick={onDone}>
        我已保存
      </Button>
    </section>
  );
}
