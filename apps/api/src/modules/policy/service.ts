import type { BulletinDetail, BulletinItem, PolicyGroup } from '@qyfw/portal-sdk/schemas';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { ALL_LEVELS } from '@qyfw/portal-sdk/constants';
import { and, asc, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  BULLETIN_TYPES,
  bulletins,
  policyAwardCompanies,
  policyAwardGroups,
} from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds, shanghaiDate } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';
import { sanitizeRichText } from './rich-text.js';

/** How many award lists of a level the home page's newest-policy table gets. */
export const NEWEST_POLICY_GROUPS = 5;

/** The newest award lists of `level`, newest first, each with its companies by amount. */
export async function getNewestPolicyGroups(db: Db, level: PolicyLevel): Promise<PolicyGroup[]> {
  const groups = await db
    .select({
      id: policyAwardGroups.id,
      entryName: policyAwardGroups.entryName,
      createdAt: policyAwardGroups.createdAt,
    })
    .from(policyAwardGroups)
    .where(eq(policyAwardGroups.level, level))
    .orderBy(desc(policyAwardGroups.createdAt), desc(policyAwardGroups.id))
    .limit(NEWEST_POLICY_GROUPS);
  if (groups.length === 0) return [];
  const companies = await db
    .select({
      id: policyAwardCompanies.id,
      groupId: policyAwardCompanies.groupId,
      enterpriseName: policyAwardCompanies.enterpriseName,
      topicName: policyAwardCompanies.topicName,
      level: policyAwardCompanies.level,
      unit: policyAwardCompanies.unit,
      totalMoney: policyAwardCompanies.totalMoney,
    })
    .from(policyAwardCompanies)
    .where(
      inArray(
        policyAwardCompanies.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(
      asc(policyAwardCompanies.groupId),
      desc(policyAwardCompanies.totalMoney),
      asc(policyAwardCompanies.id),
    );
  return groups.map((group) => ({
    id: group.id,
    createtime: epochSeconds(group.createdAt),
    entry_name: group.entryName,
    level,
    list: companies
      .filter((company) => company.groupId === group.id)
      .map((company) => ({
        id: company.id,
        enterprise_name: company.enterpriseName,
        topic_name: company.topicName,
        level: company.level as PolicyLevel,
        unit: company.unit,
        total_money: company.totalMoney,
      })),
  }));
}

export interface BulletinQuery extends PageRequest {
  readonly level: number;
  /** Absent: the 正在申报 tab — declaration notices whose deadline is today or later. */
  readonly type?: number | undefined;
}

/** Announcements, newest first. */
export async function listBulletins(
  db: Db,
  query: BulletinQuery,
  now: Date,
): Promise<PagedAnswer<BulletinItem>> {
  // A draft (published_at null) is the console's until an operator publishes it.
  const conditions: SQL[] = [isNotNull(bulletins.publishedAt)];
  if (query.type === undefined) {
    conditions.push(
      eq(bulletins.type, BULLETIN_TYPES.declaration),
      gte(bulletins.deadline, shanghaiDate(now)),
    );
  } else {
    conditions.push(eq(bulletins.type, query.type));
  }
  if (query.level !== ALL_LEVELS) conditions.push(eq(bulletins.level, query.level));
  const where = and(...conditions);
  return pagedAnswer(
    query,
    () => db.$count(bulletins, where),
    (limit, offset) =>
      db
        .select({
          id: bulletins.id,
          title: bulletins.title,
          source: bulletins.issuingUnit,
          policyId: bulletins.policyId,
          callId: bulletins.callId,
          createdAt: bulletins.createdAt,
        })
        .from(bulletins)
        .where(where)
        .orderBy(desc(bulletins.createdAt), desc(bulletins.id))
        .limit(limit)
        .offset(offset)
        .then((rows) =>
          rows.map((row) => ({
            id: row.id,
            title: row.title,
            source: row.source,
            createtime: epochSeconds(row.createdAt),
            policy_id: row.policyId,
            call_id: row.callId,
          })),
        ),
  );
}

/**
 * One announcement, with its deadline when it is a declaration notice. The body is cleaned again
 * on the way out, as information articles are (see getInformationArticle).
 */
export async function getBulletin(db: Db, id: number): Promise<BulletinDetail> {
  const [row] = await db
    .select({
      title: bulletins.title,
      issuingUnit: bulletins.issuingUnit,
      content: bulletins.content,
      deadline: bulletins.deadline,
      policyId: bulletins.policyId,
      callId: bulletins.callId,
      createdAt: bulletins.createdAt,
    })
    .from(bulletins)
    .where(and(eq(bulletins.id, id), isNotNull(bulletins.publishedAt)))
    .limit(1);
  if (!row) throw ApiError.notFound('该公告不存在或已删除');
  return {
    id,
    title: row.title,
    source: row.issuingUnit,
    createtime: epochSeconds(row.createdAt),
    content: sanitizeRichText(row.content),
    deadline: row.deadline,
    // The policy document and call it announces: /policyDetail links to them.
    policy_id: row.policyId,
    call_id: row.callId,
  };
}
