import type { ApplicationDetail } from '@qyfw/portal-sdk/calls/application';
import { Alert } from 'antd';
import styles from './application.module.css';

/**
 * 补正: every item the operator asked for, at once, with the note on each. Only these reopen; the
 * rest of the application stays as submitted (the form shows it, locked).
 */
export function CorrectionBanner({ application }: { readonly application: ApplicationDetail }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`主管部门要求补正以下 ${application.corrections.length} 项，修改后请重新提交`}
      description={
        <>
          {application.reason && <p>补正说明：{application.reason}</p>}
          <ol className={styles.corrections} aria-label="需要补正的项">
            {application.corrections.map((item) => (
              <li key={`${item.kind}:${item.key}`}>
                <strong>
                  {item.kind === 'material' ? '材料' : '填报项'}：{item.label}
                </strong>
                ——{item.note}
              </li>
            ))}
          </ol>
          {application.deadline && (
            <p>
              请于 {application.deadline.due_on} 前完成{application.deadline.label}。
            </p>
          )}
        </>
      }
    />
  );
}
