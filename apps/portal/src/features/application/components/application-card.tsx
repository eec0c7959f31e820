import type { ApplicationItem } from '@qyfw/portal-sdk/calls/application';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { formatDate, formatWanYuan } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { Button, Collapse } from 'antd';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { APPLICATION_INVALIDATES, applicationCalls } from '../api';
import { APPLICATION_STATE_TONES, applicationStateLabel } from '../application-text';
import styles from './application.module.css';
import { ApplicationTimeline } from './case-timeline';
import { PolicyLink } from './policy-link';
import { StatusTag } from '@qyfw/ui';

/**
 * One live application on /sbNow: where it stands, what is expected of the member now (去补正,
 * 继续填写, 确认到账), and its timeline — who did what, when and why — when opened.
 */
export function ApplicationCard({
  item,
  member,
}: {
  readonly item: ApplicationItem;
  readonly member: string;
}) {
  const receipt = useCallMutation(applicationCalls.application_confirm_receipt, {
    client: sdk,
    invalidates: APPLICATION_INVALIDATES,
  });
  const titleId = `application-${item.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {item.call.title}
        </h3>
        <StatusTag tone={APPLICATION_STATE_TONES[item.state]}>
          {applicationStateLabel(item.state)}
        </StatusTag>
      </div>
      <ul className={styles.facts}>
        <li>{DELIVERY_MODE_LABELS[item.call.delivery_mode]}</li>
        <li>
          所属政策：<PolicyLink id={item.policy.id}>{item.policy.title}</PolicyLink>
        </li>
        {item.serial_number && <li>申报编号：{item.serial_number}</li>}
        {item.submittime !== null && (
          <li>提交时间：{formatDate(item.submittime, 'YYYY-MM-DD HH:mm')}</li>
        )}
        {item.amount !== null && <li>扶持金额：{formatWanYuan(item.amount)}</li>}
        {item.deadline && (
          <li>
            {item.deadline.label}期限：{item.deadline.due_on}
            {item.deadline.overdue && (
              <>
                {' '}
                <StatusTag tone="red">已逾期</StatusTag>
              </>
            )}
          </li>
        )}
      </ul>
      <p>
        <strong>下一步：</strong>
        {item.next_step}
      </p>
      <div className={styles.actions}>
        {/* A 补正 past its period can no longer be resubmitted (the server refuses it): no 去补正. */}
        {item.state === 'correction' && !item.deadline?.overdue && (
          <Link to="/apply" search={{ id: item.call.id }} className={styles.primaryLink}>
            去补正（{item.corrections_count} 项）
          </Link>
        )}
        {item.state === 'draft' && (
          <Link to="/apply" search={{ id: item.call.id }}>
            继续填写
          </Link>
        )}
        {item.state === 'paid' && (
          <Button
            type="primary"
            loading={receipt.isPending}
            onClick={() =>
              void receipt
                .mutateAsync({ id: item.id, version: item.version })
                .then(() => notify.success('已确认到账'))
                .catch(() => undefined)
            }
          >
            确认到账
          </Button>
        )}
      </div>
      <Collapse
        size="small"
        items={[
          {
            key: 'timeline',
            label: '办理进度',
            children: <ApplicationTimeline id={item.id} member={member} />,
          },
        ]}
      />
    </li>
  );
}
