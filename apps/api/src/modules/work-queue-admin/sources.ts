// The work queue's sources: one per workflow an operator acts in. Each names its table, the
// columns the queue shows, and the states that wait on an operator — read off the flow (a state
// with a transition `by` operator), so a new operator transition shows up here without an edit.
import { enterpriseAuthFlow, exemptCaseFlow, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { WorkQueueKind } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
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
}

export interface QueueSource {
  readonly kind: WorkQueueKind;
  readonly flow: Flowish;
  /** Rows matching `where` (on the state and ids), oldest first, at most `limit`. */
  rows(db: Db, where: Filter, limit: number): Promise<QueueRow[]>;
  count(db: Db, where: Filter): Promise<number>;
}

/** Which rows: those in `states`, or with `ids`, or either. */
export interface Filter {
  readonly states?: readonly string[];
  readonly ids?: readonly number[];
}

function condition(state: AnyPgColumn, idColumn: AnyPgColumn, filter: Filter): SQL {
  const parts: SQL[] = [];
  // Empty lists match nothing (drizzle writes `false` for them).
  if (filter.states) parts.push(inArray(sql`${state}`, [...filter.states]));
  if (filter.ids) parts.push(inArray(sql`${idColumn}`, [...filter.ids]));
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0]! : sql`(${parts[0]} or ${parts[1]})`;
}

const authSource: QueueSource = {
  kind: 'enterprise_auth',
  flow: enterpriseAuthFlow,
  rows: (db, filter, limit) =>
    db
      .select({
        id: enterpriseEdits.id,
        title: enterpriseEdits.enterpriseName,
        state: enterpriseEdits.state,
        since: enterpriseEdits.submittedAt,
      })
      .from(enterpriseEdits)
      .where(condition(enterpriseEdits.state, enterpriseEdits.id, filter))
      .orderBy(asc(enterpriseEdits.submittedAt), asc(enterpriseEdits.id))
      .limit(limit),
  count: async (db, filter) =>
    (
      await db
        .select({ n: count() })
        .from(enterpriseEdits)
        .where(condition(enterpriseEdits.state, enterpriseEdits.id, filter))
    )[0]!.n,
};

const applicationSource: QueueSource = {
  kind: 'policy_application',
  flow: policyApplicationFlow,
  rows: (db, filter, limit) =>
    db
      .select({
        id: policyApplications.id,
        title: sql<string>`${enterprises.name} || ' · ' || ${policyCalls.title}`,
        state: policyApplications.state,
        since: policyApplications.updatedAt,
      })
      .from(policyApplications)
      .innerJoin(enterprises, eq(enterprises.id, policyApplications.enterpriseId))
      .innerJoin(policyCalls, eq(policyCalls.id, policyApplications.callId))
      .where(condition(policyApplications.state, policyApplications.id, filter))
      .orderBy(asc(policyApplications.updatedAt), asc(policyApplications.id))
      .limit(limit),
  count: async (db, filter) =>
    (
      await db
        .select({ n: count() })
        .from(policyApplications)
        .where(condition(policyApplications.state, policyApplications.id, filter))
    )[0]!.n,
};

const exemptSource: QueueSource = {
  kind: 'exempt_case',
  flow: exemptCaseFlow,
  rows: (db, filter, limit) =>
    db
      .select({
        id: exemptCases.id,
        title: sql<string>`${enterprises.name} || ' · ' || ${policyCalls.title}`,
        state: exemptCases.state,
        since: exemptCases.updatedAt,
      })
      .from(exemptCases)
      .innerJoin(enterprises, eq(enterprises.id, exemptCases.enterpriseId))
      .innerJoin(policyCalls, eq(policyCalls.id, exemptCases.callId))
      .where(condition(exemptCases.state, exemptCases.id, filter))
      .orderBy(asc(exemptCases.updatedAt), asc(exemptCases.id))
      .limit(limit),
  count: async (db, filter) =>
    (
      await db
        .select({ n: count() })
        .from(exemptCases)
        .where(condition(exemptCases.state, exemptCases.id, filter))
    )[0]!.n,
};

export const QUEUE_SOURCES: readonly QueueSource[] = [authSource, applicationSource, exemptSource];

/** The ids of the kind's entities the user moved (已办), from the workflow history. */
export async function idsMovedBy(db: Db, entity: string, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: workflowEvents.entityId })
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entityType, entity), eq(workflowEvents.actorUserId, userId)));
  return rows.map((row) => row.id);
}
