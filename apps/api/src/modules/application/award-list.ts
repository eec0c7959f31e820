// admin_award_list_publish: an operator publishes the award list (获扶持企业公示) of a call — one
// policy_award_groups row at the document's level, with a company row per application or
// 免申即享 case of the call in 拟支持公示 or 已拨付 — which the home page's newest-policy table
// and the enterprises' 已获政策 then show.
import type { CallData, calls } from '@qyfw/portal-sdk/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enterprises,
  exemptCases,
  policyApplications,
  policyAwardCompanies,
  policyAwardGroups,
} from '../../db/schema/index.js';
import { invalidateContent } from '../../cache/content-cache.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit } from '../shared/audit.js';
import { callWithPolicy, CALL_MISSING } from './call.js';
import type { Operator } from './operator.js';

const LISTED_STATES = ['publicized', 'paid'] as const;

type Level = CallData<typeof calls.admin_award_list_publish>['level'];

export async function publishAwardList(
  db: Db,
  operator: Operator,
  input: { readonly callId: number; readonly entryName: string },
  now: Date,
): Promise<CallData<typeof calls.admin_award_list_publish>> {
  const found = await callWithPolicy(db, input.callId);
  if (!found) throw ApiError.notFound(CALL_MISSING);
  const { call, policy } = found;
  const answer = await db.transaction(async (tx) => {
    const applicants = await tx
      .select({
        enterpriseId: policyApplications.enterpriseId,
        name: enterprises.name,
        amount: policyApplications.amount,
      })
      .from(policyApplications)
      .innerJoin(enterprises, eq(enterprises.id, policyApplications.enterpriseId))
      .where(
        and(
          eq(policyApplications.callId, call.id),
          inArray(policyApplications.state, [...LISTED_STATES]),
        ),
      );
    const cases = await tx
      .select({
        enterpriseId: exemptCases.enterpriseId,
        name: enterprises.name,
        amount: exemptCases.amount,
      })
      .from(exemptCases)
      .innerJoin(enterprises, eq(enterprises.id, exemptCases.enterpriseId))
      .where(and(eq(exemptCases.callId, call.id), inArray(exemptCases.state, [...LISTED_STATES])));
    const companies = [...applicants, ...cases].sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0));
    if (companies.length === 0) {
      throw ApiError.badRequest('该通知暂无拟支持公示或已拨付的企业，不能发布公示名单');
    }
    const [group] = await tx
      .insert(policyAwardGroups)
      .values({
        entryName: input.entryName,
        level: policy.level,
        policyId: policy.id,
        callId: call.id,
        createdAt: now,
      })
      .returning();
    await tx.insert(policyAwardCompanies).values(
      companies.map((company) => ({
        groupId: group!.id,
        enterpriseId: company.enterpriseId,
        enterpriseName: company.name,
        topicName: call.title,
        level: policy.level,
        unit: call.handlingUnit || policy.issuingUnit,
        totalMoney: company.amount ?? 0,
      })),
    );
    const total = Math.round(companies.reduce((sum, c) => sum + (c.amount ?? 0), 0) * 100) / 100;
    await recordAudit(tx, {
      actorUserId: operator.userId,
      actorRole: 'operator',
      action: 'policy_award_group.publish',
      entityType: 'policy_award_group',
      entityId: group!.id,
      after: {
        call_id: call.id,
        entry_name: input.entryName,
        companies: companies.length,
        total_money: total,
      },
      ip: operator.ip,
      userAgent: operator.userAgent,
      at: now,
    });
    return {
      group_id: group!.id,
      entry_name: input.entryName,
      level: policy.level as Level,
      companies: companies.length,
      total_money: total,
    };
  });
  // The home page's newest-policy table reads award lists from the content cache.
  invalidateContent(db, 'award');
  return answer;
}
