// Operators' edits of policy documents: create (a draft) and edit with a version check, publish,
// and validity (revised → a published successor, repealed, current). Each in one transaction with
// its audit row; the text is sanitized and the search vector recomputed on every save; a change
// of validity tells the document's subscribers.
import type { AdminPolicy, adminPolicyInputShape } from '@qyfw/portal-sdk/calls/policy-admin';
import { ADMIN_VALIDITY_LABELS } from '@qyfw/portal-sdk/calls/policy-admin';
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import { isDistrict } from '@qyfw/portal-sdk/districts';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { policies, policyCalls, policySubscriptions } from '../../db/schema/index.js';
import type { PolicyValidity } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';
import { notifyMany } from '../policy-match/notify-many.js';
import { searchVector } from '../search/tokens.js';
import { recordOperatorAudit } from '../shared/audit.js';
import type { OperatorAct } from '../shared/audit.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { adminPolicyOf } from './rows.js';

export const STALE = '数据已被他人修改，请刷新后再试';

type PolicyInput = z.output<z.ZodObject<typeof adminPolicyInputShape>>;
type PolicyRow = typeof policies.$inferSelect;

/** What the audit keeps of a document: everything but the long texts. */
function audited(row: PolicyRow) {
  const { body: _body, interpretation: _interpretation, searchVector: _vector, ...rest } = row;
  return rest;
}

async function callCount(db: Db, policyId: number): Promise<number> {
  return db.$count(policyCalls, eq(policyCalls.policyId, policyId));
}

function checkInput(input: PolicyInput): void {
  if (input.level === POLICY_LEVELS.district && !isDistrict(input.region)) {
    throw ApiError.badRequest('区县级政策的适用地区须为杭州市的一个区，如“西湖区”');
  }
  if (input.valid_until !== null && input.valid_until < input.published_on) {
    throw ApiError.badRequest('有效期至不能早于发布日期');
  }
  if (input.written_on !== null && input.written_on > input.published_on) {
    throw ApiError.badRequest('成文日期不能晚于发布日期');
  }
}

function columnsOf(input: PolicyInput) {
  const body = sanitizeRichText(input.body);
  return {
    title: input.title,
    documentNumber: input.document_number,
    issuingUnit: input.issuing_unit,
    level: input.level,
    region: input.region,
    industryCodes: [...new Set(input.industry_codes)],
    themes: [...new Set(input.themes)],
    publishedOn: input.published_on,
    writtenOn: input.written_on,
    validUntil: input.valid_until,
    summary: input.summary,
    body,
    interpretation: sanitizeRichText(input.interpretation),
    consultPhone: input.consult_phone,
    verifiedOn: input.verified_on,
    searchVector: searchVector({
      title: input.title,
      names: [input.document_number, input.issuing_unit],
      body: [input.summary, body],
    }),
  };
}

/** Locks a document and checks the version the operator read. */
async function lockPolicy(tx: Db, id: number, version: number | undefined): Promise<PolicyRow> {
  const [row] = await tx.select().from(policies).where(eq(policies.id, id)).for('update');
  if (!row) throw ApiError.notFound('政策不存在');
  if (version === undefined) throw ApiError.badRequest('编辑政策须带上读取时的版本号（version）');
  if (row.version !== version) throw new ApiError(409, 409, STALE);
  return row;
}

export async function savePolicy(
  db: Db,
  input: PolicyInput & { id?: number | undefined; version?: number | undefined },
  act: OperatorAct,
): Promise<AdminPolicy> {
  checkInput(input);
  return db.transaction(async (tx) => {
    let before: PolicyRow | undefined;
    let saved: PolicyRow;
    if (input.id === undefined) {
      [saved] = (await tx
        .insert(policies)
        .values({ ...columnsOf(input), state: 'draft', updatedAt: act.now, createdAt: act.now })
        .returning()) as [PolicyRow];
    } else {
      before = await lockPolicy(tx, input.id, input.version);
      [saved] = (await tx
        .update(policies)
        .set({ ...columnsOf(input), version: before.version + 1, updatedAt: act.now })
        .where(eq(policies.id, before.id))
        .returning()) as [PolicyRow];
    }
    await recordOperatorAudit(tx, act, {
      action: before ? 'policy.update' : 'policy.create',
      entityType: 'policy',
      entityId: saved.id,
      before: before ? audited(before) : null,
      after: audited(saved),
    });
    return adminPolicyOf(saved, await callCount(tx, saved.id));
  });
}

export async function publishPolicy(
  db: Db,
  body: { id: number; version: number },
  act: OperatorAct,
): Promise<AdminPolicy> {
  return db.transaction(async (tx) => {
    const before = await lockPolicy(tx, body.id, body.version);
    if (before.state === 'published') throw ApiError.badRequest('该政策已发布');
    const [saved] = (await tx
      .update(policies)
      .set({ state: 'published', version: before.version + 1, updatedAt: act.now })
      .where(eq(policies.id, before.id))
      .returning()) as [PolicyRow];
    await recordOperatorAudit(tx, act, {
      action: 'policy.publish',
      entityType: 'policy',
      entityId: saved.id,
      before: { state: before.state },
      after: { state: saved.state },
    });
    return adminPolicyOf(saved, await callCount(tx, saved.id));
  });
}

export interface ValidityChange {
  readonly id: number;
  readonly version: number;
  readonly validity: PolicyValidity;
  readonly successor_id?: number | undefined;
  readonly valid_until?: string | null | undefined;
  readonly reason: string;
}

export async function setPolicyValidity(
  db: Db,
  change: ValidityChange,
  act: OperatorAct,
): Promise<AdminPolicy> {
  return db.transaction(async (tx) => {
    const before = await lockPolicy(tx, change.id, change.version);
    let successorId: number | null = null;
    if (change.validity === 'revised') {
      if (change.successor_id === undefined) {
        throw ApiError.badRequest('标为已修订须指明替代它的新政策（successor_id）');
      }
      const [successor] = await tx
        .select({ id: policies.id, state: policies.state, title: policies.title })
        .from(policies)
        .where(eq(policies.id, change.successor_id));
      if (!successor || successor.id === before.id || successor.state !== 'published') {
        throw ApiError.badRequest('新政策须为另一份已发布的政策');
      }
      successorId = successor.id;
    } else if (change.successor_id !== undefined) {
      throw ApiError.badRequest('只有标为已修订时才能指明新政策');
    }
    const validUntil = change.valid_until === undefined ? before.validUntil : change.valid_until;
    if (validUntil !== null && validUntil < before.publishedOn) {
      throw ApiError.badRequest('有效期至不能早于发布日期');
    }
    const [saved] = (await tx
      .update(policies)
      .set({
        validity: change.validity,
        successorId,
        validUntil,
        version: before.version + 1,
        updatedAt: act.now,
      })
      .where(eq(policies.id, before.id))
      .returning()) as [PolicyRow];
    await recordOperatorAudit(tx, act, {
      action: 'policy.validity',
      entityType: 'policy',
      entityId: saved.id,
      before: {
        validity: before.validity,
        successorId: before.successorId,
        validUntil: before.validUntil,
      },
      after: { validity: saved.validity, successorId, validUntil, reason: change.reason },
    });
    const changed =
      before.validity !== saved.validity ||
      before.successorId !== saved.successorId ||
      before.validUntil !== saved.validUntil;
    if (changed && saved.state === 'published') {
      await tellSubscribers(tx, saved, change.reason, act.now);
    }
    return adminPolicyOf(saved, await callCount(tx, saved.id));
  });
}

async function tellSubscribers(
  tx: Db,
  policy: PolicyRow,
  reason: string,
  now: Date,
): Promise<void> {
  const subscribers = await tx
    .select({ userId: policySubscriptions.userId })
    .from(policySubscriptions)
    .where(eq(policySubscriptions.policyId, policy.id));
  const label = ADMIN_VALIDITY_LABELS[policy.validity];
  const successor = policy.successorId ? '，请查看替代它的新政策' : '';
  const until = policy.validUntil ? `，有效期至 ${policy.validUntil}` : '';
  await notifyMany(
    tx,
    subscribers.map(({ userId }) => ({
      userId,
      type: 'policy' as const,
      title: `您订阅的政策${label}`,
      body: `“${policy.title}”现为${label}${until}。原因：${reason}${successor}。`,
      link: `/policyDetailData?id=${policy.successorId ?? policy.id}`,
      entity: { type: 'policy', id: policy.id },
    })),
    now,
  );
}

export async function listPolicies(
  db: Db,
  body: {
    page: number;
    pageSize: number;
    id?: number | undefined;
    keyword?: string | undefined;
    state?: 'draft' | 'published' | undefined;
  },
): Promise<PagedAnswer<AdminPolicy>> {
  const where = and(
    body.id ? eq(policies.id, body.id) : undefined,
    body.keyword ? ilike(policies.title, containsPattern(body.keyword)) : undefined,
    body.state ? eq(policies.state, body.state) : undefined,
  );
  const calls = db
    .select({ policyId: policyCalls.policyId, n: count().as('n') })
    .from(policyCalls)
    .groupBy(policyCalls.policyId)
    .as('calls');
  return pagedAnswer(
    body,
    () => db.$count(policies, where),
    async (limit, offset) => {
      const rows = await db
        .select({ policy: policies, n: calls.n })
        .from(policies)
        .leftJoin(calls, eq(calls.policyId, policies.id))
        .where(where)
        .orderBy(sql`${policies.updatedAt} desc nulls last`, desc(policies.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => adminPolicyOf(row.policy, Number(row.n ?? 0)));
    },
  );
}
