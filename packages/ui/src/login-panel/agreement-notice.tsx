import type { ReactNode } from 'react';
import styles from './login-panel.module.css';

export interface AgreementNoticeProps {
  /** Renders a link to an agreement page; `status` is /ysMent's (1 privacy, 2 user agreement). */
  renderLink: (target: { status: 1 | 2; label: string }) => ReactNode;
}

/** contract §5: 登录即表示已阅读并同意《用户协议》和《隐私政策》, both linked. */
export function AgreementNotice({ renderLink }: AgreementNoticeProps) {
  return (
    <p className={styles.agreement}>
      登录即表示已阅读并同意{renderLink({ status: 2, label: '《用户协议》' })}和
      {renderLink({ status: 1, label: '《隐私政策》' })}
    </p>
  );
}
