// application_save: the enterprise's draft of an application to a call, created by the first
// save and changed by later ones (any member of the enterprise; the version they saw must be the
// latest, 409 otherwise). Keys sent replace the stored ones, keys not sent stay. During 补正
// only the items the operator listed may change. Material files must be the member's own
// 'material' uploads, files of the enterprise's material library, or files the application
// already holds (another member's upload to the same draft).
import type { FormValue } from '@qyfw/portal-sdk/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policyApplications } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { uniqueViolation } from '../auth/accounts.js';
import { STALE_MESSAGE } from '../shared/workflow/refusal.js';
import { ownedUpload } from '../upload/service.js';
import { itemLabel, windowRefusal } from './call.js';
import type { CallRow } from './call.js';
import { formProblems } from './form-check.js';
import { applicableCall } from './form.js';
import { libraryUploadIds } from './library.js';
import { liveApplication } from './rows.js';
import type { ApplicationRow } from './rows.js';

export interface DraftInput {
  readonly callId: number;
  readonly version?: number | undefined;
  readonly form: Readonly<Record<string, FormValue>>;
  readonly materials: Readonly<Record<string, readonly number[]>>;
}

const ALREADY_SUBMITTED = '申报已提交，当前不能修改；如需修改，请等待受理部门要求补正';
const HAS_LIVE = '本企业已有该通知的申报，请刷新后继续编辑';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** In 补正: the items sent with a new value that the request did not list. */
function lockedChanges(row: ApplicationRow, call: CallRow, input: DraftInput): string[] {
  const open = new Set(row.corrections.map((item) => `${item.kind}:${item.key}`));
  const changed: string[] = [];
  for (const [key, value] of Object.entries(input.form)) {
    if (!open.has(`field:${key}`) && !same(row.form[key], value)) {
      changed.push(itemLabel(call, 'field', key));
    }
  }
  for (const [key, ids] of Object.entries(input.materials)) {
    if (!open.has(`material:${key}`) && !same(row.materials[key] ?? [], ids)) {
      changed.push(itemLabel(call, 'material', key));
    }
  }
  return changed;
}

/** Refuses a file id the member may not attach, naming the material it was sent for. */
async function checkFiles(
  db: Db,
  enterpriseId: number,
  userId: number,
  call: CallRow,
  input: DraftInput,
  held: ReadonlySet<number>,
): Promise<void> {
  const sent = [...new Set(Object.values(input.materials).flat())].filter((id) => !held.has(id));
  const inLibrary = await libraryUploadIds(db, enterpriseId, sent);
  for (const [key, ids] of Object.entries(input.materials)) {
    for (const id of ids) {
      if (held.has(id) || inLibrary.has(id)) continue;
      try {
        await ownedUpload(db, userId, id, 'material');
      } catch {
        throw ApiError.badRequest(
          `“${itemLabel(call, 'material', key)}”的文件无效（须为您上传的申报材料或本企业材料库中的文件），请重新上传`,
        );
      }
    }
  }
}

export async function saveDraft(
  db: Db,
  enterpriseId: number,
  userId: number,
  input: DraftInput,
  now: Date,
): Promise<ApplicationRow> {
  const { call } = await applicableCall(db, input.callId);
  const problems = formProblems(call, input.form, input.materials);
  if (problems.length > 0) throw ApiError.badRequest(problems.join('；'));
  try {
    return await db.transaction(async (tx) => {
      const live = await liveApplication(tx, enterpriseId, call.id, true);
      if (live === undefined) {
        if (input.version !== undefined) throw new ApiError(409, 409, STALE_MESSAGE);
        const refusal = windowRefusal(call, now);
        if (refusal !== undefined) throw ApiError.badRequest(refusal);
        await checkFiles(tx, enterpriseId, userId, call, input, new Set());
        const [created] = await tx
          .insert(policyApplications)
          .values({
            callId: call.id,
            enterpriseId,
            userId,
            form: { ...input.form },
            materials: Object.fromEntries(
              Object.entries(input.materials).map(([key, ids]) => [key, [...new Set(ids)]]),
            ),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return created!;
      }
      if (input.version === undefined) throw new ApiError(409, 409, HAS_LIVE);
      if (live.state !== 'draft' && live.state !== 'correction') {
        throw new ApiError(409, 409, ALREADY_SUBMITTED);
      }
      if (live.version !== input.version) throw new ApiError(409, 409, STALE_MESSAGE);
      if (live.state === 'draft') {
        const refusal = windowRefusal(call, now);
        if (refusal !== undefined) throw ApiError.badRequest(refusal);
      }
      if (live.state === 'correction') {
        const locked = lockedChanges(live, call, input);
        if (locked.length > 0) {
          throw ApiError.badRequest(
            `补正期间只能修改要求补正的项，以下项不能修改：${locked.join('、')}`,
          );
        }
      }
      const held = new Set(Object.values(live.materials).flat());
      await checkFiles(tx, enterpriseId, userId, call, input, held);
      const materials = { ...live.materials };
      for (const [key, ids] of Object.entries(input.materials)) materials[key] = [...new Set(ids)];
      const [updated] = await tx
        .update(policyApplications)
        .set({
          form: { ...live.form, ...input.form },
          materials,
          version: live.version + 1,
          updatedAt: now,
        })
        .where(
          and(eq(policyApplications.id, live.id), eq(policyApplications.version, live.version)),
        )
        .returning();
      if (!updated) throw new ApiError(409, 409, STALE_MESSAGE);
      return updated;
    });
  } catch (error) {
    // Two members creating the enterprise's first draft at once: the live index lets one win.
    if (uniqueViolation(error) === 'policy_applications_live_idx') {
      throw new ApiError(409, 409, HAS_LIVE);
    }
    throw error;
  }
}
