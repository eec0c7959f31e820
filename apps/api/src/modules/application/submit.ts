// application_submit: a draft is submitted (the first time it gets its 申报编号) or a 补正 is
// resubmitted. Every required field and material is checked first and all missing ones are
// listed at once. Idempotent by the client's submit_key: a retry with the key that succeeded
// answers the same application and changes nothing; another key after success is a double
// submit (409 已提交). Materials the member marked go to the enterprise's library too.
import { and, eq, inArray } from 'drizzle-orm';
import { serialNumberOf } from './serial-number.js';
import { shanghaiDate } from '../shared/dates.js';
import type { Db } from '../../db/client.js';
import { enterpriseMaterials } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { policyApplicationEntity } from './workflow.js';
import { transition } from '../shared/workflow/transition.js';
import { callWithPolicy, windowRefusal } from './call.js';
import { correctionOverdue, correctionOverdueRefusal } from './due.js';
import type { CallRow } from './call.js';
import { missingItems, valueProblems } from './form-check.js';
import { noticeApplication } from './notices.js';
import { enterpriseApplication } from './rows.js';
import type { ApplicationRow } from './rows.js';

export interface SubmitInput {
  readonly id: number;
  readonly version: number;
  readonly submitKey: string;
  readonly saveToLibrary: readonly string[];
}

export const ALREADY_SUBMITTED = '申报已提交，请勿重复提交';

async function saveToLibrary(
  tx: Db,
  row: ApplicationRow,
  call: CallRow,
  userId: number,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  const unknown = keys.filter((key) => !call.materials.some((material) => material.key === key));
  if (unknown.length > 0)
    throw ApiError.badRequest(`材料清单中没有这些材料：${unknown.join('、')}`);
  const ids = keys.flatMap((key) => row.materials[key] ?? []);
  const present =
    ids.length === 0
      ? []
      : await tx
          .select({ uploadId: enterpriseMaterials.uploadId })
          .from(enterpriseMaterials)
          .where(
            and(
              eq(enterpriseMaterials.enterpriseId, row.enterpriseId),
              inArray(enterpriseMaterials.uploadId, ids),
            ),
          );
  const known = new Set(present.map((entry) => entry.uploadId));
  for (const key of keys) {
    const material = call.materials.find((item) => item.key === key)!;
    for (const uploadId of new Set(row.materials[key] ?? [])) {
      if (known.has(uploadId)) continue;
      known.add(uploadId);
      await tx.insert(enterpriseMaterials).values({
        enterpriseId: row.enterpriseId,
        kind: material.libraryKind ?? 'other',
        name: material.name,
        uploadId,
        addedBy: userId,
        createdAt: now,
      });
    }
  }
}

export async function submitApplication(
  db: Db,
  enterpriseId: number,
  userId: number,
  input: SubmitInput,
  now: Date,
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    // Locked: a concurrent retry waits and then finds this one's key.
    const row = await enterpriseApplication(tx, enterpriseId, input.id, true);
    if (row.submitKey === input.submitKey && row.state !== 'draft' && row.state !== 'correction') {
      return row;
    }
    if (row.state !== 'draft' && row.state !== 'correction') {
      throw new ApiError(409, 409, ALREADY_SUBMITTED);
    }
    const found = await callWithPolicy(tx, row.callId);
    const call = found!.call;
    if (row.state === 'draft') {
      const refusal = windowRefusal(call, now);
      if (refusal !== undefined) throw ApiError.badRequest(refusal);
    }
    // A 补正 is resubmitted within its period (due.ts); after it, nothing is transitioned.
    if (correctionOverdue(row, shanghaiDate(now))) {
      throw ApiError.badRequest(correctionOverdueRefusal(row));
    }
    const problems = valueProblems(call, row.form);
    if (problems.length > 0) throw ApiError.badRequest(problems.join('；'));
    const missing = missingItems(call, row.form, row.materials);
    if (missing.length > 0) {
      throw ApiError.badRequest(`以下必填项尚未填写或上传：${missing.join('、')}`);
    }
    const { after } = await transition(tx, {
      entity: policyApplicationEntity,
      id: row.id,
      event: row.state === 'draft' ? 'submit' : 'resubmit',
      actor: { as: 'applicant', userId },
      expectedVersion: input.version,
      now,
      changes: (_inner, locked) => ({
        submitKey: input.submitKey,
        serialNumber: locked.serialNumber ?? serialNumberOf(locked.id, now),
        submittedAt: locked.submittedAt ?? now,
        corrections: [],
        updatedAt: now,
      }),
    });
    await saveToLibrary(tx, after, call, userId, input.saveToLibrary, now);
    await noticeApplication(tx, after, call, now);
    return after;
  });
}
