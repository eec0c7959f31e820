import type { ApplicationDetail } from '@qyfw/portal-sdk/calls/application';
import { Alert } from 'antd';
import styles from './application.module.css';

/**
 * 补正: every item the operator asked for, at once, with the note on each. Only these reopen; the
 * rest of the application stays as submitted (the form shows it, locked).
 */
export function CorrectionBanner({ application }: { readonly application: ApplicationDetail }) {
  // Past its period a 补正 can no longer be resubmitted (the server refuses it): say so first.
  const overdue = application.deadline?.overdue === true;
  return (
    <Alert
      type={overdue ? 'error' : 'warning'}
      showIcon
      title={
        overdue
          ? `补正已逾期：补正期限 ${application.deadline!.due_on} 已过，不能再重新提交`
          : `主管部门要求补正以下 ${application.corrections.length} 项，修改后请重新提交`
      }
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
          {application.deadline &&
            (overdue ? (
              <p>如仍需申报，可撤回后在申报期内重新申报，或联系受理部门。</p>
            ) : (
              <p>
                请于 {application.deadline.due_on} 前完成{application.deadline.label}。
              </p>
            ))}
        </>
      }
    />
  );
}
