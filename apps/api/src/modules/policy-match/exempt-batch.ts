// The 免申即享 batch (DOMAIN §3): for one published exempt call, evaluate every enterprise its
// document applies to; for each 可申报 one without a case, open an exempt case with the snapshot
// of the data used (every condition with its value, source and date), move it 系统比对符合 →
// 待企业确认 (event notify, actor system) and message each member of the enterprise.
//
// Only data the platform trusts opens a case (conditions/trust.ts): the batch evaluates each
// profile without the values its members typed (企业填报), so a condition resting on one is
// 待确认 here even when /match shows the call 可申报 — and a member's record save re-checks
// nothing. The case's amount is the call's rule applied to the same trusted values, capped at
// the ceiling (conditions/amount.ts, which the seed uses too); a rule whose base is not trusted
// opens no case.
//
// Built for ≥ 50 000 enterprises in seconds: profiles are read in bulk (one query per table),
// cases are inserted, moved and messaged a chunk at a time, each chunk in one transaction so a
// case never exists without its event and messages. Re-runs and concurrent runs are safe: the
// insert skips enterprises that already have a case (unique call + enterprise, ON CONFLICT DO
// NOTHING; a concurrent insert of the same pair waits for the other transaction and then skips),
// and only the rows this run inserted are moved and messaged.
import { caseAmount, evaluateConditions, trustedProfile } from '@qyfw/portal-sdk/conditions';
import { exemptCaseFlow, findTransition } from '@qyfw/portal-sdk/flows';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enterpriseAuthentications,
  enterpriseEdits,
  exemptCases,
  workflowEvents,
} from '../../db/schema/index.js';
import type { SnapshotCondition } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { Notice } from '../message/notify.js';
import { callWindow } from '../policy-library/window.js';
import { shanghaiDate } from '../shared/dates.js';
import { appliesTo, callWithPolicy } from './open-calls.js';
import type { MatchableCall } from './open-calls.js';
import { notifyMany } from './notify-many.js';
import { loadProfiles } from './profile.js';
import type { EnterpriseProfile, ProfileScope } from './profile.js';

const CHUNK = 1000;

export interface ExemptBatchResult {
  readonly callId: number;
  readonly evaluated: number;
  readonly eligible: number;
  readonly created: number;
  readonly notified: number;
  readonly durationMs: number;
}

/**
 * The flow's rule for matched → notified, checked once for the batch exactly as transition()
 * checks it per row: the event must leave `matched` and the system must be allowed to make it.
 */
function notifyRule() {
  const rule = findTransition(exemptCaseFlow, 'matched', 'notify');
  if (!rule || !(rule.by as readonly string[]).includes('system')) {
    throw new Error('the exempt_case flow no longer lets the system notify a matched case');
  }
  return rule;
}

/** Why a call cannot be batched, or undefined when it can. */
function refusal(call: NonNullable<Awaited<ReturnType<typeof callWithPolicy>>>, today: string) {
  if (call.mode !== 'exempt') return '只有免申即享的申报通知才能比对企业';
  if (call.callState !== 'published') return '申报通知尚未发布，不能比对企业';
  if (call.policyState !== 'published') return '所属政策尚未发布，不能比对企业';
  if (call.validity !== 'current' || (call.validUntil !== null && call.validUntil < today)) {
    return '所属政策已不是现行有效，不能比对企业';
  }
  if (callWindow(call.startOn, call.endOn, today).window === 'closed') {
    return '申报通知已截止，不再比对企业';
  }
  return undefined;
}

function snapshotOf(evaluation: ReturnType<typeof evaluateConditions>): SnapshotCondition[] {
  return evaluation.leaves.map((leaf) => ({
    id: leaf.id,
    label: leaf.label,
    field: leaf.field,
    outcome: leaf.outcome,
    value: leaf.value,
    source: leaf.source ?? '',
    asOf: leaf.as_of,
  }));
}

/** The members of these enterprises (authentications and approved requests), by enterprise. */
async function membersOf(db: Db, enterpriseIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = [...enterpriseIds];
  const [authenticated, approved] = await Promise.all([
    db
      .select({
        enterpriseId: enterpriseAuthentications.enterpriseId,
        userId: enterpriseAuthentications.userId,
      })
      .from(enterpriseAuthentications)
      .where(inArray(enterpriseAuthentications.enterpriseId, ids)),
    db
      .select({ enterpriseId: enterpriseEdits.enterpriseId, userId: enterpriseEdits.userId })
      .from(enterpriseEdits)
      .where(
        and(inArray(enterpriseEdits.enterpriseId, ids), eq(enterpriseEdits.state, 'approved')),
      ),
  ]);
  const members = new Map<number, Set<number>>();
  for (const row of [...authenticated, ...approved]) {
    if (row.enterpriseId === null) continue;
    let set = members.get(row.enterpriseId);
    if (!set) members.set(row.enterpriseId, (set = new Set()));
    set.add(row.userId);
  }
  return new Map([...members].map(([id, set]) => [id, [...set]]));
}

function noticeFor(
  call: MatchableCall,
  enterpriseName: string,
  amount: number | null,
  caseId: number,
  userId: number,
): Notice {
  const support =
    call.supportText ||
    (call.supportCeiling !== null ? `最高 ${call.supportCeiling} 万元` : call.supportType);
  const sum = amount === null ? '' : ` ${amount} 万元`;
  return {
    userId,
    type: 'policy',
    title: `免申即享：${call.title}`,
    body: `经比对企业信息，${enterpriseName}符合“${call.title}”的全部可核验条件，无需申报即可享受${sum}（${support}）。请确认享受意愿并填写收款账户；如比对所用数据有误，可提出异议。`,
    link: '/sbNow',
    entity: { type: 'exempt_case', id: caseId },
  };
}

/** An enterprise the batch found eligible from trusted data, with what it used and its amount. */
interface Eligible {
  readonly profile: EnterpriseProfile;
  readonly snapshot: SnapshotCondition[];
  readonly amount: number | null;
}

/**
 * Whether trusted data alone makes the enterprise eligible for the call, and with what: the
 * snapshot of the trusted evaluation and the amount by the call's rule; undefined otherwise.
 */
function eligibleFromTrustedData(
  call: MatchableCall,
  profile: EnterpriseProfile,
  today: string,
): Omit<Eligible, 'profile'> | undefined {
  const trusted = trustedProfile(profile.profile);
  const evaluation = evaluateConditions(call.conditions, trusted, today);
  if (evaluation.level !== 'eligible') return undefined;
  const amount = caseAmount(call.amountRule, call.supportCeiling, trusted);
  if (!amount.computable) return undefined;
  return { snapshot: snapshotOf(evaluation), amount: amount.amount };
}

/** Opens, moves and messages the cases of one chunk of eligible enterprises, in one transaction. */
async function openChunk(
  db: Db,
  call: MatchableCall,
  chunk: readonly Eligible[],
  now: Date,
): Promise<{ created: number; notified: number }> {
  const rule = notifyRule();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(exemptCases)
      .values(
        chunk.map(({ profile, snapshot, amount }) => ({
          callId: call.id,
          enterpriseId: profile.enterpriseId,
          state: exemptCaseFlow.initial,
          snapshot,
          amount,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: [exemptCases.callId, exemptCases.enterpriseId] })
      .returning({ id: exemptCases.id, enterpriseId: exemptCases.enterpriseId });
    if (inserted.length === 0) return { created: 0, notified: 0 };

    const ids = inserted.map((row) => row.id);
    const moved = await tx
      .update(exemptCases)
      .set({
        state: rule.to,
        version: sql`${exemptCases.version} + 1`,
        notifiedAt: now,
        updatedAt: now,
      })
      .where(and(inArray(exemptCases.id, ids), eq(exemptCases.state, rule.from)))
      .returning({ id: exemptCases.id, version: exemptCases.version });
    await tx.insert(workflowEvents).values(
      moved.map((row) => ({
        entityType: exemptCaseFlow.entity,
        entityId: row.id,
        fromState: rule.from,
        toState: rule.to,
        event: rule.event,
        actorUserId: null,
        actorRole: 'system',
        reason: null,
        version: row.version,
        at: now,
      })),
    );

    const byEnterprise = new Map(chunk.map((item) => [item.profile.enterpriseId, item]));
    const members = await membersOf(
      tx,
      inserted.map((row) => row.enterpriseId),
    );
    const notices = inserted.flatMap((row) =>
      (members.get(row.enterpriseId) ?? []).map((userId) =>
        noticeFor(
          call,
          byEnterprise.get(row.enterpriseId)?.profile.name ?? '',
          byEnterprise.get(row.enterpriseId)?.amount ?? null,
          row.id,
          userId,
        ),
      ),
    );
    const notified = await notifyMany(tx, notices, now);
    return { created: inserted.length, notified };
  });
}

/** Evaluates the profiles and opens the cases of the eligible ones that have none. */
async function openCases(
  db: Db,
  call: MatchableCall,
  profiles: readonly EnterpriseProfile[],
  today: string,
  now: Date,
): Promise<Omit<ExemptBatchResult, 'callId' | 'durationMs'>> {
  const existing = new Set(
    (
      await db
        .select({ enterpriseId: exemptCases.enterpriseId })
        .from(exemptCases)
        .where(eq(exemptCases.callId, call.id))
    ).map((row) => row.enterpriseId),
  );
  let eligible = 0;
  const toOpen: Eligible[] = [];
  for (const profile of profiles) {
    if (!appliesTo(call.policyLevel, call.policyRegion, profile.district)) continue;
    const found = eligibleFromTrustedData(call, profile, today);
    if (!found) continue;
    eligible += 1;
    if (!existing.has(profile.enterpriseId)) toOpen.push({ profile, ...found });
  }
  let created = 0;
  let notified = 0;
  for (let start = 0; start < toOpen.length; start += CHUNK) {
    const done = await openChunk(db, call, toOpen.slice(start, start + CHUNK), now);
    created += done.created;
    notified += done.notified;
  }
  return { evaluated: profiles.length, eligible, created, notified };
}

/** Runs the batch for one call; a call that cannot be batched is refused (400 / 404). */
export async function runExemptBatch(
  db: Db,
  callId: number,
  now: Date,
): Promise<ExemptBatchResult> {
  const started = performance.now();
  const today = shanghaiDate(now);
  const call = await callWithPolicy(db, callId);
  if (!call) throw ApiError.notFound('申报通知不存在');
  const refused = refusal(call, today);
  if (refused) throw ApiError.badRequest(refused);
  // A district document reaches the enterprises registered there; the others reach everyone.
  const scope: ProfileScope = appliesTo(call.policyLevel, call.policyRegion, '')
    ? { all: true }
    : { district: call.policyRegion };
  const profiles = await loadProfiles(db, scope, today);
  const counts = await openCases(db, call, profiles, today, now);
  return { callId, ...counts, durationMs: Math.round(performance.now() - started) };
}
