import { formatDate } from '@qyfw/ui';
import { Timeline } from 'antd';
import { actorText, eventText } from '../application-text';
import styles from './application.module.css';

const TIME = 'YYYY-MM-DD HH:mm';

/** One recorded transition, as the application and case answers carry them (oldest first). */
export interface TimelineEvent {
  readonly id: number;
  readonly to: string;
  readonly event: string;
  readonly actor: string;
  readonly reason: string | null;
  readonly createtime: number;
}

/** Colours by where a step leads: a refusal red, a request to the member orange, money green. */
const STOP = new Set(['rejected', 'failed', 'withdrawn', 'declined', 'closed']);
const ASK = new Set(['correction', 'notified', 'disputed']);
const DONE = new Set(['paid', 'received']);

export interface FlowTimelineProps {
  readonly flow: 'application' | 'exempt';
  /** Oldest first. */
  readonly events: readonly TimelineEvent[];
  /** The heading's accessible name. */
  readonly label: string;
  /** The state labels of the flow. */
  readonly stateLabel: (state: string) => string;
}

/** 办理进度: every transition with who made it, when and why, in the flow table's Chinese words. */
export function FlowTimeline({ flow, events, label, stateLabel }: FlowTimelineProps) {
  if (events.length === 0) return <p className={styles.muted}>暂无办理记录</p>;
  const items = events.map((event) => ({
    key: String(event.id),
    color: STOP.has(event.to)
      ? 'red'
      : ASK.has(event.to)
        ? 'orange'
        : DONE.has(event.to)
          ? 'green'
          : 'blue',
    content: (
      <>
        <p>
          <strong>{eventText(flow, event.event)}</strong> · {formatDate(event.createtime, TIME)} ·{' '}
          {actorText(flow, event.actor)}
        </p>
        <p className={styles.muted}>
          状态：{stateLabel(event.to)}
          {event.reason ? `；说明：${event.reason}` : ''}
        </p>
      </>
    ),
  }));
  return (
    <div aria-label={label} role="group">
      <Timeline items={items} />
    </div>
  );
}
