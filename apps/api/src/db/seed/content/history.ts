// A seeded entity's workflow history (workflow_events), walked through its flow table: every step
// must be a transition the table allows, so the history the seed writes is one the server could
// have written, and its last row ends in the entity's state.
import type { AnyFlow } from '@qyfw/portal-sdk/flows';
import type { workflowEvents } from '../../schema/index.js';

export interface PlannedStep {
  readonly event: string;
  readonly from: string;
  readonly to: string;
  /** Who the table lets make it: the first actor it names. */
  readonly role: string;
}

/** The steps of `events` from the flow's initial state; throws on a step the table refuses. */
export function walkFlow(flow: AnyFlow, events: readonly string[]): PlannedStep[] {
  let state = flow.initial;
  return events.map((event) => {
    const transition = flow.transitions.find(
      (candidate) => candidate.from === state && candidate.event === event,
    );
    if (!transition) throw new Error(`${flow.entity}: no ${event} from ${state}`);
    state = transition.to;
    return { event, from: transition.from, to: transition.to, role: transition.by[0] };
  });
}

/** The state the steps end in (the initial state when there are none). */
export function finalState(flow: AnyFlow, steps: readonly PlannedStep[]): string {
  return steps.at(-1)?.to ?? flow.initial;
}

/**
 * The history rows: step i at `moments[i]`, made by the user `actorOf` names for its role, with
 * the reason `reasonOf` gives; versions count from 1.
 */
export function historyRows(
  flow: AnyFlow,
  entityId: number,
  steps: readonly PlannedStep[],
  moments: readonly Date[],
  actorOf: (role: string) => number | null,
  reasonOf: (event: string) => string | null,
): (typeof workflowEvents.$inferInsert)[] {
  return steps.map((step, index) => ({
    entityType: flow.entity,
    entityId,
    fromState: step.from,
    toState: step.to,
    event: step.event,
    actorUserId: actorOf(step.role),
    actorRole: step.role,
    reason: reasonOf(step.event),
    version: index + 1,
    at: moments[index]!,
  }));
}

/** `count` moments spread over the `days` before `end`, in order, at working hours. */
export function spread(end: Date, days: number, count: number, jitter: () => number): Date[] {
  const day = 86_400_000;
  const start = end.getTime() - days * day;
  const moments = Array.from({ length: count }, (_, index) => {
    const base = start + ((index + 1) * days * day) / (count + 1);
    const moment = new Date(base);
    moment.setUTCHours(1 + ((index * 3 + jitter()) % 9), jitter() % 60, 0, 0);
    return moment;
  });
  // Strictly in order, even when two steps fall on one day.
  for (let index = 1; index < moments.length; index += 1)
    if (moments[index]!.getTime() <= moments[index - 1]!.getTime())
      moments[index] = new Date(moments[index - 1]!.getTime() + 3_600_000);
  return moments;
}
