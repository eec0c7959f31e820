// The work queue's sources: one per workflow an operator acts in. Each names its table, the
// columns the queue shows, and the states that wait on an operator — read off the flow (a state
// with a transition `by` operator), so a new operator transition shows up here without an edit.
// 转办 narrows 待办 to the rows handed to the caller or to nobody, the caller's first
// (assignments.ts: only hand-overs whose assignee may still act count).
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';
import { enterpriseAuthFlow, exemptCaseFlow, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { WorkQueueKind } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  enterpriseEdits,
  enterprises,
  exemptCases,
  policyApplications,
  policyCalls,
  workflowEvents,
} from '../../db/schema/index.js';
import { actingRoles, liveAssignee } from './assignments.js';

interface Flowish {
  readonly entity: string;
  readonly label: string;
  readonly states: Readonly<Record<string, string>>;
  readonly transitions: readonly { readonly from: string; readonly by: readonly string[] }[];
}

/** The states of a flow in which an operator may move the entity. */
export function operatorStates(flow: Flowish): string[] {
  return [
    ...new Set(
      flow.transitions.filter((row) => row.by.includes('operator')).map((row) => row.from),
    ),
  ];
}

export interface QueueRow {
  readonly id: number;
  readonly title: string;
  readonly state: string;
  readonly since: Date;
  /** The colleague it is handed to (a live hand-over), else null. */
  readonly assignee: number | null;
}

export interface QueueSource {
  readonly kind: WorkQueueKind;
  readonly flow: Flowish;
  /** Who acts on this kind: who may receive its hand-overs. */
  readonly roles: readonly ConsoleRole[];
  /**
   * Rows matching `where` (on the state and ids), oldest first — with `waitingOn`, the rows
   * handed to that user first — at most `limit`.
   */
  rows(db: Db, where: Filter, limit: number): Promise<QueueRow[]>;
  count(db: Db, where: Filter): Promise<number>;
}

/** Which rows: those in `states`, or with `ids`, or either. */
export interface Filter {
  readonly states?: readonly string[];
  readonly ids?: readonly number[];
  /** 待办's rule for this user: of those, only rows handed to them or to nobody. */
  readonly waitingOn?: number;
}

/** A source's columns and its hand-over, as the filter and the order use them. */
interface Columns {
  readonly id: AnyPgColumn;
  readonly state: AnyPgColumn;
  readonly since: AnyPgColumn;
  readonly assignee: SQL<number | null>;
}

function columnsOf(
  kind: WorkQueueKind,
  flow: Flowish,
  table: { id: AnyPgColumn; state: AnyPgColumn },
  since: AnyPgColumn,
): Columns {
  return {
    id: table.id,
    state: table.state,
    since,
    assignee: liveAssignee(kind, table.id, actingRoles(flow)),
  };
}

function condition(columns: Columns, filter: Filter): SQL {
  const parts: SQL[] = [];
  // Empty lists match nothing (drizzle writes `false` for them).
  if (filter.states) parts.push(inArray(sql`${columns.state}`, [...filter.states]));
  if (filter.ids) parts.push(inArray(sql`${columns.id}`, [...filter.ids]));
  if (parts.length === 0) return sql`false`;
  const rows = parts.length === 1 ? parts[0]! : sql`(${parts[0]} or ${parts[1]})`;
  if (filter.waitingOn === undefined) return rows;
  return sql`${rows} and (${columns.assignee} is null or ${columns.assignee} = ${filter.waitingOn})`;
}

/** Oldest first; in 待办, what was handed to the caller before everything else. */
function order(columns: Columns, filter: Filter): SQL[] {
  const byAge = [asc(columns.since), asc(columns.id)];
  if (filter.waitingOn === undefined) return byAge;
  return [desc(sql`coalesce(${columns.assignee} = ${filter.waitingOn}, false)`), ...byAge];
}

const authColumns = columnsOf(
  'enterprise_auth',
  enterpriseAuthFlow,
  enterpriseEdits,
  enterpriseEdits.submittedAt,
);

const authSource: QueueSource = {
  kind: 'enterprise_auth',
  flow: enterpriseAuthFlow,
  roles: actingRoles(enterpriseAuthFlow),
  rows: (db, filter, limit) =>
    db
      .select({
        id: enterpriseEdits.id,
        title: enterpriseEdits.enterpriseName,
        state: enterpriseEdits.state,
        since: enterpriseEdits.submittedAt,
        assignee: authColumns.assignee,
      })
      .from(enterpriseEdits)
      .where(condition(authColumns, filter))
      .orderBy(...order(authColumns, filter))
      .limit(limit),
  count: async (db, filter) =>
    (
      await db.select({ n: count() }).from(enterpriseEdits).where(condition(authColumns, filter))
    )[0]!.n,
};

const applicationColumns = columnsOf(
  'policy_application',
  policyApplicationFlow,
  policyApplications,
  policyApplications.updatedAt,
);

const applicationSource: QueueSource = {
  kind: 'policy_application',
  flow: policyApplicationFlow,
  roles: actingRoles(policyApplicationFlow),
  rows: (db, filter, limit) =>
    db
      .select({
        id: policyApplications.id,
        title: sql<string>`${enterprises.name} || ' · ' || ${policyCalls.title}`,
        state: policyApplications.state,
        since: policyApplications.updatedAt,
        assignee: applicationColumns.assignee,
      })
      .from(policyApplications)
      .innerJoin(enterprises, eq(enterprises.id, policyApplications.enterpriseId))
      .innerJoin(policyCalls, eq(policyCalls.id, policyApplications.callId))
      .where(condition(applicationColumns, filter))
      .orderBy(...order(applicationColumns, filter))
      .limit(limit),
  count: async (db, filter) =>
    (
      await db
        .select({ n: count() })
        .from(policyApplications)
        .where(condition(applicationColumns, filter))
    )[0]!.n,
};

const exemptColumns = columnsOf('exempt_case', exemptCaseFlow, exemptCases, exemptCases.updatedAt);

const exemptSource: QueueSource = {
  kind: 'exempt_case',
  flow: exemptCaseFlow,
  roles: actingRoles(exemptCaseFlow),
  rows: (db, filter, limit) =>
    db
      .select({
        id: exemptCases.id,
        title: sql<string>`${enterprises.name} || ' · ' || ${policyCalls.title}`,
        state: exemptCases.state,
        since: exemptCases.updatedAt,
        assignee: exemptColumns.assignee,
      })
      .from(exemptCases)
      .innerJoin(enterprises, eq(enterprises.id, exemptCases.enterpriseId))
      .innerJoin(policyCalls, eq(policyCalls.id, exemptCases.callId))
      .where(condition(exemptColumns, filter))
      .orderBy(...order(exemptColumns, filter))
      .limit(limit),
  count: async (db, filter) =>
    (await db.select({ n: count() }).from(exemptCases).where(condition(exemptColumns, filter)))[0]!
      .n,
};

export const QUEUE_SOURCES: readonly QueueSource[] = [authSource, applicationSource, exemptSource];

export function queueSource(kind: WorkQueueKind): QueueSource {
  return QUEUE_SOURCES.find((source) => source.kind === kind)!;
}

/** The ids of the kind's entities the user moved (已办), from the workflow history. */
export async function idsMovedBy(db: Db, entity: string, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: workflowEvents.entityId })
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entityType, entity), eq(workflowEvents.actorUserId, userId)));
  return rows.map((row) => row.id);
}
