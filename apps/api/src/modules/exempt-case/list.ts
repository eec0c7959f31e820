// Lists of 免申即享 cases: the enterprise's (those awaiting its answer first) and the operators'.
import { eventsFor, exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import type { ExemptCase, ExemptCaseStateName } from '@qyfw/portal-sdk/schemas';
import type { AdminExemptCaseItem } from '@qyfw/portal-sdk/schemas';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprises, exemptCases, policies, policyCalls } from '../../db/schema/index.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { caseView } from './views.js';

export async function enterpriseCases(
  db: Db,
  enterpriseId: number,
  states: readonly ExemptCaseStateName[] | undefined,
  now: Date,
): Promise<ExemptCase[]> {
  const rows = await db
    .select({ row: exemptCases, call: policyCalls, policy: policies })
    .from(exemptCases)
    .innerJoin(policyCalls, eq(policyCalls.id, exemptCases.callId))
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(
      and(
        eq(exemptCases.enterpriseId, enterpriseId),
        // 系统比对符合 but not yet told: the enterprise hears of a case only once notified.
        sql`${exemptCases.state} <> 'matched'`,
        states && states.length > 0 ? inArray(exemptCases.state, [...states]) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${exemptCases.state} = 'notified' then 0 else 1 end`,
      desc(exemptCases.updatedAt),
      desc(exemptCases.id),
    );
  return rows.map(({ row, call, policy }) => caseView(row, { call, policy }, now));
}

export interface AdminCaseFilters {
  readonly state?: ExemptCaseStateName | undefined;
  readonly call_id?: number | undefined;
  readonly keyword?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export async function adminCases(
  db: Db,
  request: AdminCaseFilters,
  now: Date,
): Promise<PagedAnswer<AdminExemptCaseItem>> {
  const where = and(
    request.state === undefined ? undefined : eq(exemptCases.state, request.state),
    request.call_id === undefined ? undefined : eq(exemptCases.callId, request.call_id),
    // The enterprise as staff name it: its name, or its 统一社会信用代码 (a part of either).
    request.keyword
      ? or(
          ilike(enterprises.name, containsPattern(request.keyword)),
          ilike(enterprises.creditCode, containsPattern(request.keyword)),
        )
      : undefined,
  );
  return pagedAnswer(
    request,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(exemptCases)
        .innerJoin(enterprises, eq(enterprises.id, exemptCases.enterpriseId))
        .where(where);
      return row!.n;
    },
    async (limit, offset) => {
      const rows = await db
        .select({ row: exemptCases, call: policyCalls, policy: policies, enterprise: enterprises })
        .from(exemptCases)
        .innerJoin(enterprises, eq(enterprises.id, exemptCases.enterpriseId))
        .innerJoin(policyCalls, eq(policyCalls.id, exemptCases.callId))
        .innerJoin(policies, eq(policies.id, policyCalls.policyId))
        .where(where)
        .orderBy(desc(exemptCases.updatedAt), desc(exemptCases.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ row, call, policy, enterprise }) => ({
        ...caseView(row, { call, policy }, now, 'operator'),
        enterprise: {
          id: enterprise.id,
          name: enterprise.name,
          credit_code: enterprise.creditCode ?? '',
        },
        operator_actions: eventsFor(exemptCaseFlow, row.state, 'operator'),
      }));
    },
  );
}
