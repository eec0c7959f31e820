// The decision dialog of 政策申报审核: one event of the flow, asking exactly what its row needs
// (needsOf: a reason, an amount in 万元, the items of a 补正), each field judged by the transition
// call's own schema (the SDK's transitionBodySchema), the server's refusal in the dialog.
import { ModalForm, type ModalFormItemOption } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import { needsOf, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { CallBody } from '@qyfw/portal-sdk/schemas';

type TransitionBody = CallBody<typeof applicationAdminCalls.admin_application_transition>;

/** The event's label in the flow table (the server lists events by their names). */
export function eventLabel(event: string): string {
  return (policyApplicationFlow.events as Record<string, string>)[event] ?? event;
}

export interface ApplicationsDecisionProps {
  /** The record and the version the operator saw (a stale one is refused with 409). */
  readonly record: { readonly id: number; readonly version: number };
  /** The event chosen; undefined keeps the dialog closed. */
  readonly event: string | undefined;
  /** What an event needing items (补正) may list: the record's own materials. */
  readonly itemOptions?: readonly ModalFormItemOption[];
  readonly onClose: () => void;
}

export function ApplicationsDecision({
  record,
  event,
  itemOptions,
  onClose,
}: ApplicationsDecisionProps) {
  const { client } = useAppKit();
  const mutation = useCallMutation(applicationAdminCalls.admin_application_transition, {
    client,
    invalidates: [
      applicationAdminCalls.admin_application_list,
      applicationAdminCalls.admin_application_detail,
    ],
  });
  if (event === undefined) return null;
  const label = eventLabel(event);
  const target = { id: record.id, version: record.version, event };
  const check = { schema: applicationAdminCalls.admin_application_transition.body, body: target };
  return (
    <ModalForm
      open
      title={label}
      okText={label}
      description={`确认对该记录执行“${label}”？`}
      needs={needsOf(policyApplicationFlow, event)}
      reasonLabel={policyApplicationFlow.reasonLabel}
      itemOptions={itemOptions ?? []}
      check={check}
      // The server listed this event for the record; the call checks it once more.
      onSubmit={(values) => mutation.mutateAsync({ ...target, ...values } as TransitionBody)}
      onClose={onClose}
    />
  );
}
