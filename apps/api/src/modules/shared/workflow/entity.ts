// What transition() needs to know about an entity: its flow table and the table of its rows,
// which must have an integer `id`, a text `state` holding the flow's state names and an integer
// `version` that every transition bumps. Each area declares its entity in its own folder
// (`<module>/workflow.ts`); declaring registers it, so the operators' history finds it by its
// entity type and a new flow edits no shared list here.
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

const registered = new Map<string, WorkflowEntity>();

/** Pairs a flow with its table and registers it; the type check ties the table's states to the flow's. */
export function defineWorkflowEntity<F extends AnyFlow, T extends WorkflowTable>(
  flow: F,
  table: T &
    (T['$inferSelect'] extends { state: F['initial']; version: number; id: number }
      ? unknown
      : never),
): WorkflowEntity<F, T> {
  if (registered.has(flow.entity)) throw new Error(`workflow entity ${flow.entity} declared twice`);
  const entity: WorkflowEntity<F, T> = { flow, table };
  registered.set(flow.entity, entity);
  return entity;
}

/** The entity stored under `entityType`, once its module is loaded (every module is, in the server). */
export function workflowEntity(entityType: string): WorkflowEntity | undefined {
  return registered.get(entityType);
}

/** Every declared entity type. */
export function workflowEntityTypes(): string[] {
  return [...registered.keys()];
}
