import { formatWanYuan } from '@qyfw/ui';
import { ModalForm } from '@qyfw/app-kit/modal-form';
import type { ExemptCase } from '@qyfw/portal-sdk/calls/application';
import { exemptCaseFlow, needsOf } from '@qyfw/portal-sdk/flows';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { Button, Collapse } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { APPLICATION_INVALIDATES, applicationCalls } from '../api';
import { exemptStateLabel } from '../application-text';
import styles from './application.module.css';
import { ExemptTimeline } from './case-timeline';
import { ConfirmExemptDialog } from './confirm-exempt-dialog';
import { PolicyLink } from './policy-link';
import { SnapshotTable } from './snapshot-table';
import { StatusTag } from '@qyfw/ui';

type Dialog = 'confirm' | 'decline' | 'dispute' | undefined;

/**
 * One 免申即享 case (DOMAIN §3): what the system found and with which data, what is expected now,
 * and the member's answers — 确认享受 (with the receiving account), 放弃, 数据有误. (确认到账 of a paid case has no member call in the SDK yet.)
 */
export function ExemptCaseCard({
  exemptCase,
  member,
}: {
  readonly exemptCase: ExemptCase;
  readonly member: string;
}) {
  const [dialog, setDialog] = useState<Dialog>();
  const options = { client: sdk, invalidates: APPLICATION_INVALIDATES };
  const confirm = useCallMutation(applicationCalls.exempt_case_confirm, options);
  const decline = useCallMutation(applicationCalls.exempt_case_decline, options);
  const dispute = useCallMutation(applicationCalls.exempt_case_dispute, options);
  const target = { id: exemptCase.id, version: exemptCase.version };
  const can = (action: string) => exemptCase.actions.includes(action);
  const titleId = `exempt-${exemptCase.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {exemptCase.call.title}
        </h3>
        <StatusTag
          tone={
            exemptCase.state === 'notified'
              ? 'orange'
              : exemptCase.state === 'paid'
                ? 'green'
                : 'blue'
          }
        >
          {exemptStateLabel(exemptCase.state)}
        </StatusTag>
      </div>
      <ul className={styles.facts}>
        <li>免申即享</li>
        <li>
          所属政策：
          <PolicyLink id={exemptCase.call.policy.id}>{exemptCase.call.policy.title}</PolicyLink>
        </li>
        {exemptCase.amount !== null && <li>扶持金额：{formatWanYuan(exemptCase.amount)}</li>}
        {exemptCase.deadline && (
          <li>
            {exemptCase.deadline.label}期限：{exemptCase.deadline.due_on}
          </li>
        )}
        {exemptCase.bank_account && (
          <li>
            收款账户：{exemptCase.bank_account.bank} {exemptCase.bank_account.accountNumber}
          </li>
        )}
      </ul>
      <p>
        <strong>下一步：</strong>
        {exemptCase.next_step}
      </p>
      {exemptCase.member_note && <p className={styles.muted}>您的说明：{exemptCase.member_note}</p>}
      {exemptCase.reason && <p className={styles.muted}>复核意见：{exemptCase.reason}</p>}
      <SnapshotTable snapshot={exemptCase.snapshot} caption="系统比对所用的企业数据" />
      <div className={styles.actions}>
        {can('confirm') && (
          <Button type="primary" onClick={() => setDialog('confirm')}>
            确认享受
          </Button>
        )}
        {can('dispute') && <Button onClick={() => setDialog('dispute')}>数据有误</Button>}
        {can('decline') && (
          <Button danger onClick={() => setDialog('decline')}>
            放弃
          </Button>
        )}
      </div>
      <Collapse
        size="small"
        items={[
          {
            key: 'timeline',
            label: '办理进度',
            children: <ExemptTimeline id={exemptCase.id} member={member} />,
          },
        ]}
      />
      <ConfirmExemptDialog
        open={dialog === 'confirm'}
        exemptCase={exemptCase}
        onClose={() => setDialog(undefined)}
        onSubmit={async (account) => {
          await confirm.mutateAsync({ ...target, bank_account: account });
          void notify.success('已确认享受，等待公示');
        }}
      />
      {/* What each answer asks comes from the flow row (both need a reason); the decline call
          judges it, in its words (请填写放弃原因). The dispute's call names it `note`. */}
      <ModalForm
        open={dialog === 'decline'}
        title="放弃享受"
        needs={needsOf(exemptCaseFlow, 'decline')}
        reasonLabel="放弃原因"
        reasonPlaceholder="请说明放弃享受的原因"
        check={{ schema: applicationCalls.exempt_case_decline.body, body: target }}
        okText="确认放弃"
        danger
        onClose={() => setDialog(undefined)}
        onSubmit={async ({ reason = '' }) => {
          await decline.mutateAsync({ ...target, reason });
          void notify.success('已放弃享受');
        }}
      />
      <ModalForm
        open={dialog === 'dispute'}
        title="数据有误"
        needs={needsOf(exemptCaseFlow, 'dispute')}
        reasonLabel="异议说明"
        reasonPlaceholder="请说明哪项数据有误、正确的值是什么"
        okText="提交异议"
        onClose={() => setDialog(undefined)}
        onSubmit={async ({ reason = '' }) => {
          await dispute.mutateAsync({ ...target, note: reason });
          void notify.success('数据异议已提交，等待复核');
        }}
      />
    </li>
  );
}
