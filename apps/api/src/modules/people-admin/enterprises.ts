// 企业管理 (read only): the directory searched by name or credit code, by status — 已认证 (some
// member authenticated it), 认证审核中 (a request naming it waits for a decision) or 未认证 — and
// one enterprise with its members and every authentication request naming it.
import { ENTERPRISE_STATUS_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import type {
  EnterpriseDetail,
  EnterpriseItem,
  EnterpriseStatus,
} from '@qyfw/portal-sdk/calls/people-admin';
import { enterpriseAuthFlow } from '@qyfw/portal-sdk/flows';
import { and, asc, count, desc, eq, exists, ilike, inArray, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enterpriseAuthentications,
  enterpriseEdits,
  enterprises,
  users,
} from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { accountState, displayName, masked, qualified } from './views.js';
import { ACCOUNT_STATE_LABELS } from '@qyfw/portal-sdk/calls/people-admin';

export interface EnterpriseFilters {
  readonly page: number;
  readonly pageSize: number;
  readonly keyword?: string | undefined;
  readonly status?: EnterpriseStatus | undefined;
}

/** How many requests an enterprise's history shows (a real one has a handful). */
const REQUESTS_SHOWN = 50;

/** A request names the enterprise by its id, or by its credit code before it was linked. */
const namesEnterprise = () =>
  or(
    eq(enterpriseEdits.enterpriseId, enterprises.id),
    eq(enterpriseEdits.creditCode, enterprises.creditCode),
  );

const memberCount = sql<number>`(select count(*)::int from ${enterpriseAuthentications} where ${qualified(enterpriseAuthentications.enterpriseId)} = ${qualified(enterprises.id)})`;

function authenticated(db: Db): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(enterpriseAuthentications)
      .where(eq(enterpriseAuthentications.enterpriseId, enterprises.id)),
  );
}

function inReview(db: Db): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(enterpriseEdits)
      .where(
        and(inArray(enterpriseEdits.state, ['pending', 'awaiting_enterprise']), namesEnterprise()),
      ),
  );
}

function statusCondition(db: Db, status: EnterpriseStatus | undefined): SQL | undefined {
  if (status === 'authenticated') return authenticated(db);
  if (status === 'pending') return and(not(authenticated(db)), inReview(db));
  if (status === 'none') return and(not(authenticated(db)), not(inReview(db)));
  return undefined;
}

const columns = (db: Db) => ({
  id: enterprises.id,
  name: enterprises.name,
  creditCode: enterprises.creditCode,
  district: enterprises.district,
  industry: enterprises.industry,
  memberCount,
  inReview: sql<boolean>`${inReview(db)}`,
});

type Row = { memberCount: number | string; inReview: boolean } & Pick<
  typeof enterprises.$inferSelect,
  'id' | 'name' | 'creditCode' | 'district' | 'industry'
>;

function toItem(row: Row): EnterpriseItem {
  const members = Number(row.memberCount);
  const status: EnterpriseStatus =
    members > 0 ? 'authenticated' : row.inReview ? 'pending' : 'none';
  return {
    id: row.id,
    name: row.name,
    credit_code: row.creditCode,
    district: row.district,
    industry: row.industry,
    status,
    status_label: ENTERPRISE_STATUS_LABELS[status],
    member_count: members,
  };
}

export async function listEnterprises(
  db: Db,
  filters: EnterpriseFilters,
): Promise<PagedAnswer<EnterpriseItem>> {
  const pattern = filters.keyword ? containsPattern(filters.keyword) : undefined;
  const where = and(
    pattern
      ? or(ilike(enterprises.name, pattern), ilike(enterprises.creditCode, pattern))
      : undefined,
    statusCondition(db, filters.status),
  );
  return pagedAnswer(
    filters,
    async () => (await db.select({ n: count() }).from(enterprises).where(where))[0]!.n,
    async (limit, offset) =>
      (
        await db
          .select(columns(db))
          .from(enterprises)
          .where(where)
          .orderBy(asc(enterprises.name), asc(enterprises.id))
          .limit(limit)
          .offset(offset)
      ).map(toItem),
  );
}

export async function enterpriseDetail(db: Db, id: number): Promise<EnterpriseDetail> {
  const [row] = await db
    .select({
      ...columns(db),
      legalPerson: enterprises.legalPerson,
      scale: enterprises.scale,
      establishedOn: enterprises.establishedOn,
    })
    .from(enterprises)
    .where(eq(enterprises.id, id));
  if (!row) throw ApiError.notFound('企业不存在');
  const members = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      mobile: users.mobile,
      disabledAt: users.disabledAt,
    })
    .from(enterpriseAuthentications)
    .innerJoin(users, eq(users.id, enterpriseAuthentications.userId))
    .where(eq(enterpriseAuthentications.enterpriseId, id))
    .orderBy(asc(enterpriseAuthentications.createdAt), asc(users.id));
  const requests = await db
    .select({
      id: enterpriseEdits.id,
      state: enterpriseEdits.state,
      reason: enterpriseEdits.reason,
      submittedAt: enterpriseEdits.submittedAt,
      reviewedAt: enterpriseEdits.reviewedAt,
      userId: users.id,
      nickname: users.nickname,
      username: users.username,
      mobile: users.mobile,
    })
    .from(enterpriseEdits)
    .innerJoin(enterprises, eq(enterprises.id, id))
    .innerJoin(users, eq(users.id, enterpriseEdits.userId))
    .where(namesEnterprise())
    .orderBy(desc(enterpriseEdits.submittedAt), desc(enterpriseEdits.id))
    .limit(REQUESTS_SHOWN);
  return {
    ...toItem(row),
    legal_person: row.legalPerson,
    scale: row.scale,
    established_on: row.establishedOn,
    members: members.map((member) => {
      const state = accountState(member.disabledAt);
      return {
        id: member.id,
        name: displayName(member),
        username: member.username,
        mobile: masked(member.mobile),
        state,
        state_label: ACCOUNT_STATE_LABELS[state],
      };
    }),
    requests: requests.map((request) => ({
      id: request.id,
      applicant: {
        id: request.userId,
        name: displayName({ ...request, id: request.userId }),
      },
      state: request.state,
      state_label: enterpriseAuthFlow.states[request.state],
      submitted_at: epochSeconds(request.submittedAt),
      reviewed_at: request.reviewedAt === null ? null : epochSeconds(request.reviewedAt),
      reason: request.reason,
    })),
  };
}
