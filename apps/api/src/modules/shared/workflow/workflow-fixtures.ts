// Test-only: puts an entity of each flow into a chosen state, so the tests generated from the flow
// tables can start every (state, event) pair from its state. Each area keeps its fixture next to
// its entity (`<module>/workflow-fixture.ts`, exporting `workflowFixture`); this file collects
// them by that name, so a new flow edits nothing here — and transition.test.ts fails for a flow
// that has no fixture.
import type { FlowEntity } from '@qyfw/portal-sdk/flows';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { workflowEvents } from '../../../db/schema/index.js';
import type { WorkflowEntity, WorkflowTable } from './entity.js';
import type { Actor } from './transition.js';

export interface EntityRow {
  readonly state: string;
  readonly version: number;
}

export interface WorkflowFixture {
  /** The entity the area declared (its flow and table). */
  readonly entity: WorkflowEntity;
  /** A new entity in `state` at version 0; `memberId` is a member it may name. */
  create(db: Db, state: string, memberId: number, now: Date): Promise<number>;
  /** The columns the entity's module writes with `event` (what its own checks require). */
  changes(event: string, actor: Actor): Record<string, unknown>;
}

// Vite (vitest) expands the literal glob at transform time; the server never loads this file.
const modules = import.meta.glob<{ workflowFixture: WorkflowFixture }>(
  '../../*/workflow-fixture.ts',
  { eager: true },
);

/** Every area's fixture, by its entity type. */
export const WORKFLOW_FIXTURES: Partial<Record<FlowEntity, WorkflowFixture>> = Object.fromEntries(
  Object.values(modules).map(({ workflowFixture }) => [
    workflowFixture.entity.flow.entity,
    workflowFixture,
  ]),
);

/** The fixture of `entityType`; throws when its area has none (a new flow without one). */
export function fixtureOf(entityType: FlowEntity): WorkflowFixture {
  const fixture = WORKFLOW_FIXTURES[entityType];
  if (!fixture) throw new Error(`no workflow-fixture.ts declares ${entityType}`);
  return fixture;
}

/** The state and version of one entity, from its table. */
export async function readEntity(
  db: Db,
  entityType: FlowEntity,
  id: number,
): Promise<EntityRow | undefined> {
  const table = fixtureOf(entityType).entity.table as PgTable & WorkflowTable;
  const [row] = (await db
    .select({ state: table.state, version: table.version })
    .from(table)
    .where(eq(table.id, id))) as EntityRow[];
  return row;
}

/** The history rows of one entity, oldest first. */
export function eventsOf(db: Db, entityType: string, entityId: number) {
  return db
    .select()
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entityType, entityType), eq(workflowEvents.entityId, entityId)))
    .orderBy(workflowEvents.id);
}
