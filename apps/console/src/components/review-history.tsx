// 处理记录 on a review: who did what, when and why, oldest first, as plain text (a reason is
// member- or staff-written and never markup). One frame for every review whose detail answers the
// flow's timeline (政策申报, 免申即享); the event's label comes from the review's own flow.
import type { TimelineEntry } from '@qyfw/portal-sdk/calls/application';
import { formatDate } from '@qyfw/ui';
import { Timeline, Typography } from 'antd';

const TIME = 'YYYY-MM-DD HH:mm';

export interface ReviewHistoryProps {
  readonly timeline: readonly TimelineEntry[];
  /** The flow's label of an event name (受理, 拨付资金 …). */
  readonly eventLabel: (event: string) => string;
}

export function ReviewHistory({ timeline, eventLabel }: ReviewHistoryProps) {
  return (
    <section aria-labelledby="history-title">
      <Typography.Title level={2} id="history-title">
        处理记录
      </Typography.Title>
      {timeline.length === 0 ? (
        <Typography.Text type="secondary">暂无处理记录</Typography.Text>
      ) : (
        <Timeline
          items={timeline.map((step) => ({
            key: step.id,
            content: `${formatDate(step.createtime, TIME)} ${step.actor_name} ${eventLabel(step.event)}${
              step.reason ? `：${step.reason}` : ''
            }`,
          }))}
        />
      )}
    </section>
  );
}
