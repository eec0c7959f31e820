// What transition() needs to know about an entity: its flow table and the table of its rows,
// which must have an integer `id`, a text `state` holding the flow's state names and an integer
// `version` that every transition bumps.
import type { AnyFlow } from '@qyfw/portal-sdk/flows';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export type WorkflowTable = PgTable & {
  readonly id: AnyPgColumn;
  readonly state: AnyPgColumn;
  readonly version: AnyPgColumn;
};

export interface WorkflowEntity<
  F extends AnyFlow = AnyFlow,
  T extends WorkflowTable = WorkflowTable,
> {
  readonly flow: F;
  readonly table: T;
}

/** Pairs a flow with its table; the type check ties the table's states to the flow's. */
export function defineWorkflowEntity<F extends AnyFlow, T extends WorkflowTable>(
  flow: F,
  table: T &
    (T['$inferSelect'] extends { state: F['initial']; version: number; id: number }
      ? unknown
      : never),
): WorkflowEntity<F, T> {
  return { flow, table };
}
