// Bulk steps over the queue's ticked cases (批量公示, 批量拨付 …): the events every ticked case
// allows (as the server listed them) that may be made in bulk (EXEMPT_BULK_EVENTS: those needing
// no 复核意见), one confirmation with an optional note, then the server's answer case by case —
// the ones refused (moved by someone else, in another state) named with why.
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import type {
  AdminExemptCaseItem,
  ExemptBulkEvent,
  ExemptBulkResult,
} from '@qyfw/portal-sdk/calls/application-admin';
import { exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';

const BULK_EVENTS: readonly string[] = applicationAdminCalls.EXEMPT_BULK_EVENTS;

const isBulkEvent = (event: string): event is ExemptBulkEvent => BULK_EVENTS.includes(event);

/** The bulk events a case allows now (what its row's checkbox is for). */
export const bulkEventsOf = (row: AdminExemptCaseItem): ExemptBulkEvent[] =>
  row.operator_actions.filter(isBulkEvent);

/** The events every ticked case allows, in the flow's order. */
function commonEvents(rows: readonly AdminExemptCaseItem[]): ExemptBulkEvent[] {
  if (rows.length === 0) return [];
  return applicationAdminCalls.EXEMPT_BULK_EVENTS.filter((event) =>
    rows.every((row) => row.operator_actions.includes(event)),
  );
}

interface Outcome {
  readonly event: ExemptBulkEvent;
  readonly succeeded: number;
  readonly failed: readonly (ExemptBulkResult & { readonly name: string })[];
}

export interface CasesBulkProps {
  /** The ticked cases as the list showed them (their versions are what the step names). */
  readonly selected: readonly AdminExemptCaseItem[];
  readonly onDone: () => void;
}

export function CasesBulk({ selected, onDone }: CasesBulkProps) {
  const { client } = useAppKit();
  const [event, setEvent] = useState<ExemptBulkEvent>();
  const [outcome, setOutcome] = useState<Outcome>();
  const mutation = useCallMutation(applicationAdminCalls.admin_exempt_case_bulk_transition, {
    client,
    invalidates: [
      applicationAdminCalls.admin_exempt_case_list,
      applicationAdminCalls.admin_exempt_case_detail,
    ],
  });
  const events = commonEvents(selected);
  const label = (name: ExemptBulkEvent) => exemptCaseFlow.events[name];

  async function run(name: ExemptBulkEvent, reason: string | undefined) {
    const names = new Map(selected.map((row) => [row.id, row.enterprise.name]));
    const answer = await mutation.mutateAsync({
      event: name,
      items: selected.map((row) => ({ id: row.id, version: row.version })),
      ...(reason ? { reason } : {}),
    });
    setOutcome({
      event: name,
      succeeded: answer.succeeded,
      failed: answer.results
        .filter((result) => !result.ok)
        .map((result) => ({ ...result, name: names.get(result.id) ?? `事项 ${result.id}` })),
    });
    onDone();
  }

  return (
    <section aria-label="批量办理">
      <Space wrap>
        <Typography.Text>已选 {selected.length} 项</Typography.Text>
        {selected.length > 0 && events.length === 0 ? (
          <Typography.Text type="secondary">所选事项没有共同的可批量操作</Typography.Text>
        ) : (
          events.map((name) => (
            <Button key={name} onClick={() => setEvent(name)}>
              批量{label(name)}（{selected.length}）
            </Button>
          ))
        )}
      </Space>
      {/* A live region present before the answer, so a screen reader reads the answer out. */}
      <div role="status" aria-label="批量办理结果">
        {outcome ? (
          <Alert
            style={{ marginTop: 12 }}
            type={outcome.failed.length === 0 ? 'success' : 'warning'}
            showIcon
            closable={{ 'aria-label': '关闭批量办理结果', onClose: () => setOutcome(undefined) }}
            title={`批量${label(outcome.event)}：成功 ${outcome.succeeded} 项，未办理 ${outcome.failed.length} 项`}
            description={
              outcome.failed.length === 0 ? undefined : (
                <ul aria-label="未办理的事项">
                  {outcome.failed.map((row) => (
                    <li key={row.id}>
                      {row.name}：{row.message}
                    </li>
                  ))}
                </ul>
              )
            }
          />
        ) : null}
      </div>
      {event ? (
        <ModalForm
          open
          title={`批量${label(event)}`}
          okText={`批量${label(event)}`}
          description={`将对已选的 ${selected.length} 项逐项执行“${label(event)}”，金额按各项现有金额；已被他人处理或状态已变的事项不会办理，办理后逐项列出结果。`}
          needs={{ reason: 'optional' }}
          reasonLabel="批次说明"
          reasonPlaceholder="如：2026年第一批拨付（记入每一项的处理记录）"
          check={{
            schema: applicationAdminCalls.admin_exempt_case_bulk_transition.body,
            body: {
              event,
              items: selected.map((row) => ({ id: row.id, version: row.version })),
            },
          }}
          onSubmit={(values) => run(event, values.reason)}
          onClose={() => setEvent(undefined)}
        />
      ) : null}
    </section>
  );
}
