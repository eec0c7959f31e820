// 转办's present state (work_queue_assignments): who an item was handed to, read as the queue
// needs it. A hand-over counts only while its assignee may still act on the kind — not disabled,
// still of a role that acts on it. Otherwise the item is back in the role's pool without anyone
// having to clean up after a departure or a role change (the row stays until the item moves).
import { CONSOLE_ROLES } from '@qyfw/portal-sdk/constants';
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';
import type { WorkQueueKind } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { and, eq, getTableName, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users, workQueueAssignments } from '../../db/schema/index.js';

interface Flowish {
  readonly transitions: readonly { readonly by: readonly string[] }[];
}

/** The staff roles that act on a flow's entities (today: operators for every queue kind). */
export function actingRoles(flow: Flowish): ConsoleRole[] {
  return CONSOLE_ROLES.filter((role) => flow.transitions.some((row) => row.by.includes(role)));
}

/** A user may hold a hand-over of the kind: an account not disabled, of a role that acts. */
function mayHold(roles: readonly ConsoleRole[]): SQL {
  return and(isNull(users.disabledAt), inArray(users.role, [...roles]))!;
}

/** Staff's name as the console shows it (the nickname, else the account). */
export function staffName(row: {
  id: number;
  nickname: string | null;
  username: string | null;
}): string {
  return row.nickname?.trim() || row.username || `用户${row.id}`;
}

/**
 * The id of the colleague the row with `id` (of `kind`) is handed to, or null: a correlated
 * subquery over the primary key, for a queue source's WHERE and ORDER BY.
 */
export function liveAssignee(
  kind: WorkQueueKind,
  id: AnyPgColumn,
  roles: readonly ConsoleRole[],
): SQL<number | null> {
  // Named with its table: a query over one table writes its columns bare, and a bare "id" here
  // would be the subquery's own users.id.
  const outer = sql`${sql.identifier(getTableName(id.table))}.${sql.identifier(id.name)}`;
  return sql<number | null>`(select ${workQueueAssignments.assigneeId} from ${workQueueAssignments}
    inner join ${users} on ${users.id} = ${workQueueAssignments.assigneeId}
    where ${workQueueAssignments.kind} = ${kind} and ${workQueueAssignments.itemId} = ${outer}
    and ${mayHold(roles)})`;
}

export interface LiveAssignment {
  readonly kind: WorkQueueKind;
  readonly itemId: number;
  readonly assigneeId: number;
  readonly assigneeName: string;
  readonly reason: string;
  readonly byName: string;
  readonly at: Date;
}

const assigner = alias(users, 'assigner');

/** The live hand-overs of these items (one query), keyed `kind:id`. */
export async function liveAssignments(
  db: Db,
  items: readonly { kind: WorkQueueKind; id: number; roles: readonly ConsoleRole[] }[],
): Promise<Map<string, LiveAssignment>> {
  if (items.length === 0) return new Map();
  const rows = await db
    .select({
      kind: workQueueAssignments.kind,
      itemId: workQueueAssignments.itemId,
      assigneeId: users.id,
      nickname: users.nickname,
      username: users.username,
      role: users.role,
      reason: workQueueAssignments.reason,
      byId: assigner.id,
      byNickname: assigner.nickname,
      byUsername: assigner.username,
      at: workQueueAssignments.assignedAt,
    })
    .from(workQueueAssignments)
    .innerJoin(users, eq(users.id, workQueueAssignments.assigneeId))
    .leftJoin(assigner, eq(assigner.id, workQueueAssignments.assignedBy))
    .where(
      and(
        isNull(users.disabledAt),
        or(
          ...items.map((item) =>
            and(
              eq(workQueueAssignments.kind, item.kind),
              eq(workQueueAssignments.itemId, item.id),
              inArray(users.role, [...item.roles]),
            ),
          ),
        ),
      ),
    );
  return new Map(
    rows.map((row) => [
      `${row.kind}:${row.itemId}`,
      {
        kind: row.kind as WorkQueueKind,
        itemId: row.itemId,
        assigneeId: row.assigneeId,
        assigneeName: staffName({ id: row.assigneeId, ...row }),
        reason: row.reason,
        // The one who handed it over may have left since (assigned_by is set null then).
        byName:
          row.byId === null
            ? '已删除的账号'
            : staffName({ id: row.byId, nickname: row.byNickname, username: row.byUsername }),
        at: row.at,
      },
    ]),
  );
}
