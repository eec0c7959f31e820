import type { AuthRequest } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Timeline } from 'antd';
import { actorText, eventLabel, stateLabel } from '../request-text';
import styles from './identity.module.css';

const TIME = 'YYYY-MM-DD HH:mm';

/** 办理记录: the first submission, then every state change (workflow events), oldest first. */
export function HistoryTimeline({ request }: { readonly request: AuthRequest }) {
  const items = [
    {
      key: 'filed',
      content: (
        <p>
          <strong>提交申请</strong> · {formatDate(request.createtime, TIME)}
        </p>
      ),
    },
    ...request.history.map((event) => ({
      key: String(event.id),
      color: event.to === 'returned' ? 'orange' : event.to === 'approved' ? 'green' : 'blue',
      content: (
        <>
          <p>
            <strong>{eventLabel(event.event)}</strong> · {formatDate(event.createtime, TIME)} ·{' '}
            {actorText(event.actor)}
          </p>
          <p className={styles.muted}>
            状态：{stateLabel(event.to as AuthRequest['state'])}
            {event.reason ? `；原因：${event.reason}` : ''}
          </p>
        </>
      ),
    })),
  ];
  return (
    <section className={styles.section} aria-labelledby="identity-history">
      <h2 id="identity-history" className={styles.sectionTitle}>
        办理记录
      </h2>
      <Timeline items={items} />
    </section>
  );
}
