// An entity's state, version and history as operators see it (the workflow_events call).
import type { FlowEntity } from '@qyfw/portal-sdk/flows';
import type { WorkflowHistory } from '@qyfw/portal-sdk/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { workflowEvents } from '../../../db/schema/index.js';
import { ApiError } from '../../../plugins/api-error.js';
import { workflowEntity } from './entity.js';
import type { WorkflowTable } from './entity.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function workflowHistory(
  db: Db,
  entityType: FlowEntity,
  entityId: number,
): Promise<WorkflowHistory> {
  const registered = workflowEntity(entityType);
  // A flow the SDK knows but no module declared: nothing of it can exist.
  if (!registered) throw ApiError.notFound('该类记录不存在');
  const { flow, table: entityTable } = registered;
  // Every entity table has id, state and version (WorkflowTable); drizzle cannot type the union.
  const table = entityTable as PgTable & WorkflowTable;
  const [entity] = (await db
    .select({ state: table.state, version: table.version })
    .from(table)
    .where(eq(table.id, entityId))
    .limit(1)) as { state: string; version: number }[];
  if (!entity) throw ApiError.notFound(`${flow.label}不存在`);
  const rows = await db
    .select()
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entityType, entityType), eq(workflowEvents.entityId, entityId)))
    .orderBy(asc(workflowEvents.id));
  return {
    entity_type: entityType,
    entity_id: entityId,
    state: entity.state,
    version: entity.version,
    list: rows.map((row) => ({
      id: row.id,
      from: row.fromState,
      to: row.toState,
      event: row.event,
      actor: row.actorRole,
      actor_user_id: row.actorUserId,
      reason: row.reason,
      version: row.version,
      createtime: seconds(row.at),
    })),
  };
}
