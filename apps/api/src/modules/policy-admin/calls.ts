// Operators' edits of calls for applications: create (a draft) and edit with a version check,
// publish (the document's subscribers are told; an exempt call runs the 免申即享 batch), list.
// The conditions arrive already checked by the SDK's conditionNodeSchema (known fields and
// operators only). The document's support_ceiling is kept equal to the largest ceiling of its
// published calls (the library sorts by it).
import type { AdminCall, ExemptBatch } from '@qyfw/portal-sdk/calls/policy-admin';
import type { adminCallInputShape } from '@qyfw/portal-sdk/calls/policy-admin';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { policies, policyCalls, policySubscriptions } from '../../db/schema/index.js';
import type { DeliveryMode, PublishState } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { callWindow } from '../policy-library/window.js';
import { runExemptBatch } from '../policy-match/exempt-batch.js';
import type { ExemptBatchResult } from '../policy-match/exempt-batch.js';
import { notifyMany } from '../policy-match/notify-many.js';
import { recordOperatorAudit } from '../shared/audit.js';
import type { OperatorAct } from '../shared/audit.js';
import { shanghaiDate } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { STALE } from './policies.js';
import { adminCallOf } from './rows.js';

type CallInput = z.output<z.ZodObject<typeof adminCallInputShape>>;
type CallRow = typeof policyCalls.$inferSelect;

async function policyTitle(db: Db, policyId: number): Promise<string> {
  const [row] = await db
    .select({ title: policies.title })
    .from(policies)
    .where(eq(policies.id, policyId));
  return row?.title ?? '';
}

/** policies.support_ceiling = the largest ceiling of the document's published calls. */
async function refreshCeiling(tx: Db, policyId: number): Promise<void> {
  await tx
    .update(policies)
    .set({
      supportCeiling: sql`(select max(${policyCalls.supportCeiling}) from ${policyCalls}
        where ${policyCalls.policyId} = ${policyId} and ${policyCalls.state} = 'published')`,
    })
    .where(eq(policies.id, policyId));
}

function columnsOf(input: CallInput) {
  return {
    policyId: input.policy_id,
    title: input.title,
    applyStartOn: input.start_on,
    applyEndOn: input.end_on,
    deliveryMode: input.mode,
    supportType: input.support_type,
    supportCeiling: input.support_ceiling,
    supportText: input.support_text,
    amountRule: input.amount_rule,
    conditions: input.conditions,
    checklist: input.checklist,
    formFields: input.form_fields,
    materials: input.materials.map(({ library_kind, ...material }) => ({
      ...material,
      ...(library_kind ? { libraryKind: library_kind } : {}),
    })),
    handlingUnit: input.handling_unit,
    consultPhone: input.consult_phone,
  };
}

async function lockCall(tx: Db, id: number, version: number | undefined): Promise<CallRow> {
  const [row] = await tx.select().from(policyCalls).where(eq(policyCalls.id, id)).for('update');
  if (!row) throw ApiError.notFound('申报通知不存在');
  if (version === undefined) {
    throw ApiError.badRequest('编辑申报通知须带上读取时的版本号（version）');
  }
  if (row.version !== version) throw new ApiError(409, 409, STALE);
  return row;
}

export async function saveCall(
  db: Db,
  input: CallInput & { id?: number | undefined; version?: number | undefined },
  act: OperatorAct,
): Promise<AdminCall> {
  if (input.start_on && input.end_on && input.start_on > input.end_on) {
    throw ApiError.badRequest('申报开始日期不能晚于截止日期');
  }
  return db.transaction(async (tx) => {
    const title = await policyTitle(tx, input.policy_id);
    if (!title) throw ApiError.badRequest('所属政策不存在');
    let before: CallRow | undefined;
    let saved: CallRow;
    if (input.id === undefined) {
      [saved] = (await tx
        .insert(policyCalls)
        .values({ ...columnsOf(input), state: 'draft', createdAt: act.now, updatedAt: act.now })
        .returning()) as [CallRow];
    } else {
      before = await lockCall(tx, input.id, input.version);
      [saved] = (await tx
        .update(policyCalls)
        .set({ ...columnsOf(input), version: before.version + 1, updatedAt: act.now })
        .where(eq(policyCalls.id, before.id))
        .returning()) as [CallRow];
      if (before.policyId !== saved.policyId) await refreshCeiling(tx, before.policyId);
    }
    await refreshCeiling(tx, saved.policyId);
    await recordOperatorAudit(tx, act, {
      action: before ? 'policy_call.update' : 'policy_call.create',
      entityType: 'policy_call',
      entityId: saved.id,
      before: before ?? null,
      after: saved,
    });
    return adminCallOf(saved, title);
  });
}

function batchOf(result: ExemptBatchResult): ExemptBatch {
  return {
    call_id: result.callId,
    evaluated: result.evaluated,
    eligible: result.eligible,
    created: result.created,
    notified: result.notified,
    duration_ms: result.durationMs,
  };
}

export async function publishCall(
  db: Db,
  body: { id: number; version: number },
  act: OperatorAct,
): Promise<{ call: AdminCall; exempt: ExemptBatch | null }> {
  const published = await db.transaction(async (tx) => {
    const before = await lockCall(tx, body.id, body.version);
    if (before.state === 'published') throw ApiError.badRequest('该申报通知已发布');
    const [policy] = await tx
      .select({ title: policies.title, state: policies.state })
      .from(policies)
      .where(eq(policies.id, before.policyId));
    if (policy?.state !== 'published') throw ApiError.badRequest('所属政策尚未发布，请先发布政策');
    const [saved] = (await tx
      .update(policyCalls)
      .set({
        state: 'published',
        publishedAt: act.now,
        version: before.version + 1,
        updatedAt: act.now,
      })
      .where(eq(policyCalls.id, before.id))
      .returning()) as [CallRow];
    await refreshCeiling(tx, saved.policyId);
    await recordOperatorAudit(tx, act, {
      action: 'policy_call.publish',
      entityType: 'policy_call',
      entityId: saved.id,
      before: { state: before.state },
      after: { state: saved.state },
    });
    const subscribers = await tx
      .select({ userId: policySubscriptions.userId })
      .from(policySubscriptions)
      .where(eq(policySubscriptions.policyId, saved.policyId));
    await notifyMany(
      tx,
      subscribers.map(({ userId }) => ({
        userId,
        type: 'policy' as const,
        title: '您订阅的政策有新的申报通知',
        body: `“${policy.title}”发布了申报通知“${saved.title}”，请查看申报条件与时间。`,
        link: `/policyDetailData?id=${saved.policyId}`,
        entity: { type: 'policy_call', id: saved.id },
      })),
      act.now,
    );
    return { call: adminCallOf(saved, policy.title), row: saved };
  });
  // The batch runs after the publish has committed (its chunks are transactions of their own): a
  // closed window has no one left to tell.
  const { row } = published;
  const closed =
    callWindow(row.applyStartOn, row.applyEndOn, shanghaiDate(act.now)).window === 'closed';
  if (row.deliveryMode !== 'exempt' || closed) return { call: published.call, exempt: null };
  const exempt = await runAuditedBatch(db, row.id, act);
  return { call: published.call, exempt };
}

/** The 免申即享 batch with its audit row (what it found and opened). */
export async function runAuditedBatch(
  db: Db,
  callId: number,
  act: OperatorAct,
): Promise<ExemptBatch> {
  const result = batchOf(await runExemptBatch(db, callId, act.now));
  await recordOperatorAudit(db, act, {
    action: 'policy_call.exempt_batch',
    entityType: 'policy_call',
    entityId: callId,
    after: result,
  });
  return result;
}

export async function listCalls(
  db: Db,
  body: {
    page: number;
    pageSize: number;
    id?: number | undefined;
    policy_id?: number | undefined;
    state?: PublishState | undefined;
    mode?: DeliveryMode | undefined;
  },
): Promise<PagedAnswer<AdminCall>> {
  const where = and(
    body.id ? eq(policyCalls.id, body.id) : undefined,
    body.policy_id ? eq(policyCalls.policyId, body.policy_id) : undefined,
    body.state ? eq(policyCalls.state, body.state) : undefined,
    body.mode ? eq(policyCalls.deliveryMode, body.mode) : undefined,
  );
  return pagedAnswer(
    body,
    () => db.$count(policyCalls, where),
    async (limit, offset) => {
      const rows = await db
        .select({ call: policyCalls, title: policies.title })
        .from(policyCalls)
        .innerJoin(policies, eq(policies.id, policyCalls.policyId))
        .where(where)
        .orderBy(sql`${policyCalls.updatedAt} desc nulls last`, desc(policyCalls.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => adminCallOf(row.call, row.title));
    },
  );
}
