// Award lists as operators see them: newest first by name keyword and level, each with its
// document, call, company count, 未匹配 count and total; one list with its companies by amount.
import type { AwardCompany, AwardList } from '@qyfw/portal-sdk/calls/award-list-admin';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enterprises,
  policies,
  policyAwardCompanies,
  policyAwardGroups,
  policyCalls,
} from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';

export const AWARD_LIST_MISSING = '获扶持名单不存在或已删除';

/** The list's row with its counts; the total summed in 分 so it adds up exactly. */
function summaryQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: policyAwardGroups.id,
      entryName: policyAwardGroups.entryName,
      level: policyAwardGroups.level,
      policyId: policyAwardGroups.policyId,
      policyTitle: policies.title,
      callId: policyAwardGroups.callId,
      callTitle: policyCalls.title,
      createdAt: policyAwardGroups.createdAt,
      companies: count(policyAwardCompanies.id),
      unmatched:
        sql<number>`count(*) filter (where ${policyAwardCompanies.id} is not null and ${policyAwardCompanies.enterpriseId} is null)`.mapWith(
          Number,
        ),
      cents: sql<number>`coalesce(sum(round(${policyAwardCompanies.totalMoney} * 100)), 0)`.mapWith(
        Number,
      ),
    })
    .from(policyAwardGroups)
    .leftJoin(policies, eq(policies.id, policyAwardGroups.policyId))
    .leftJoin(policyCalls, eq(policyCalls.id, policyAwardGroups.callId))
    .leftJoin(policyAwardCompanies, eq(policyAwardCompanies.groupId, policyAwardGroups.id))
    .where(where)
    .groupBy(policyAwardGroups.id, policies.title, policyCalls.title);
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

function awardListOf(row: SummaryRow): AwardList {
  return {
    id: row.id,
    entry_name: row.entryName,
    level: row.level as PolicyLevel,
    policy_id: row.policyId,
    policy_title: row.policyTitle,
    call_id: row.callId,
    call_title: row.callTitle,
    companies: row.companies,
    unmatched: row.unmatched,
    total_money: row.cents / 100,
    created_at: epochSeconds(row.createdAt),
  };
}

export interface AwardListQuery extends PageRequest {
  readonly keyword?: string | undefined;
  readonly level?: number | undefined;
}

export async function awardLists(db: Db, query: AwardListQuery): Promise<PagedAnswer<AwardList>> {
  const keyword = query.keyword?.trim();
  const where = and(
    keyword ? ilike(policyAwardGroups.entryName, containsPattern(keyword)) : undefined,
    query.level !== undefined ? eq(policyAwardGroups.level, query.level) : undefined,
  );
  return pagedAnswer(
    query,
    () => db.$count(policyAwardGroups, where),
    async (limit, offset) =>
      (
        await summaryQuery(db, where)
          .orderBy(desc(policyAwardGroups.createdAt), desc(policyAwardGroups.id))
          .limit(limit)
          .offset(offset)
      ).map(awardListOf),
  );
}

/** One list's summary, or the 404 of a missing one. */
export async function awardListById(db: Db, id: number): Promise<AwardList> {
  const [row] = await summaryQuery(db, eq(policyAwardGroups.id, id));
  if (!row) throw ApiError.notFound(AWARD_LIST_MISSING);
  return awardListOf(row);
}

export async function awardListDetail(
  db: Db,
  request: PageRequest & { readonly id: number },
): Promise<{ award_list: AwardList; companies: PagedAnswer<AwardCompany> }> {
  const awardList = await awardListById(db, request.id);
  const mine = eq(policyAwardCompanies.groupId, request.id);
  const companies = await pagedAnswer(
    request,
    async () => awardList.companies,
    async (limit, offset) =>
      (
        await db
          .select({
            company: policyAwardCompanies,
            creditCode: enterprises.creditCode,
          })
          .from(policyAwardCompanies)
          .leftJoin(enterprises, eq(enterprises.id, policyAwardCompanies.enterpriseId))
          .where(mine)
          .orderBy(desc(policyAwardCompanies.totalMoney), asc(policyAwardCompanies.id))
          .limit(limit)
          .offset(offset)
      ).map(({ company, creditCode }) => ({
        id: company.id,
        enterprise_id: company.enterpriseId,
        enterprise_name: company.enterpriseName,
        credit_code: creditCode ?? null,
        topic_name: company.topicName,
        unit: company.unit,
        total_money: company.totalMoney,
      })),
  );
  return { award_list: awardList, companies };
}
