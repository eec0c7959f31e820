// The step dialog of 免申即享办理: one event of the flow, asking exactly what its row needs
// (needsOf: a 复核意见 for a dispute's review, an optional amount in 万元 at 公示 and 拨付), each
// field judged by the transition call's own schema (the SDK's transitionBodySchema), the server's
// refusal in the dialog.
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import { exemptCaseFlow, needsOf } from '@qyfw/portal-sdk/flows';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { CallBody } from '@qyfw/portal-sdk/schemas';
import { formatWanYuan } from '@qyfw/ui';

type TransitionBody = CallBody<typeof applicationAdminCalls.admin_exempt_case_transition>;

/** The event's label in the flow table (the server lists events by their names). */
export function eventLabel(event: string): string {
  return (exemptCaseFlow.events as Record<string, string>)[event] ?? event;
}

/** What the operator is about to do, and what the enterprise will see. */
function descriptionOf(event: string, amount: number | null): string {
  const current =
    amount === null ? '比对时未定金额，请填写' : `不填则按现有金额 ${formatWanYuan(amount)}`;
  switch (event) {
    case 'notify':
      return '推送后企业全体成员收到告知，可确认享受、放弃或对比对数据提出异议。';
    case 'renotify':
      return '复核后仍符合：重新告知企业，企业可再次确认。请写明复核所依据的数据，企业会看到复核意见。';
    case 'close':
      return '复核后不符合：事项结束，企业会收到复核意见。';
    case 'publicize':
      return `进入公示。可调整金额（不超过通知的最高额度），${current}。`;
    case 'pay':
      return `确认资金已拨付到企业的收款账户，可填写实际拨付金额，${current}。`;
    case 'confirm_receipt':
      return '确认企业已收到资金，事项办结。';
    default:
      return `确认执行“${eventLabel(event)}”？`;
  }
}

const AMOUNT_LABELS: Readonly<Record<string, string>> = { publicize: '公示金额', pay: '拨付金额' };

export interface CasesDecisionProps {
  /** The case, the version the operator saw (a stale one is refused with 409) and its amount. */
  readonly record: {
    readonly id: number;
    readonly version: number;
    readonly amount: number | null;
  };
  /** The event chosen; undefined keeps the dialog closed. */
  readonly event: string | undefined;
  readonly onClose: () => void;
}

export function CasesDecision({ record, event, onClose }: CasesDecisionProps) {
  const { client } = useAppKit();
  const mutation = useCallMutation(applicationAdminCalls.admin_exempt_case_transition, {
    client,
    invalidates: [
      applicationAdminCalls.admin_exempt_case_list,
      applicationAdminCalls.admin_exempt_case_detail,
    ],
  });
  if (event === undefined) return null;
  const label = eventLabel(event);
  const target = { id: record.id, version: record.version, event };
  const check = { schema: applicationAdminCalls.admin_exempt_case_transition.body, body: target };
  return (
    <ModalForm
      open
      title={label}
      okText={label}
      danger={event === 'close'}
      description={descriptionOf(event, record.amount)}
      needs={needsOf(exemptCaseFlow, event)}
      reasonLabel={exemptCaseFlow.reasonLabel}
      reasonPlaceholder="如：已按 2025 年度汇算清缴数据核对，研发费用为 320.5 万元"
      amountLabel={AMOUNT_LABELS[event] ?? '金额'}
      check={check}
      // The server listed this event for the case; the call checks it once more.
      onSubmit={(values) => mutation.mutateAsync({ ...target, ...values } as TransitionBody)}
      onClose={onClose}
    />
  );
}
