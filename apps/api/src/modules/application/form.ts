// application_form: what /apply shows for a call — the call, the enterprise's live application,
// values prefilled from the enterprise record and the library files that fit each material.
import type { CallData } from '@qyfw/portal-sdk/schemas';
import type { calls } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { callForm, publishedCall, windowRefusal } from './call.js';
import type { CallWithPolicy } from './call.js';
import { usableLibrary } from './library.js';
import { prefillFor } from './prefill.js';
import { liveApplication } from './rows.js';
import { applicationDetail } from './views.js';

export const EXEMPT_NEEDS_NO_APPLICATION =
  '该政策为免申即享，无需申报：符合条件的企业由系统比对后推送告知，请在“申报中”查看并确认';

/** A call members may apply to: published and not 免申即享. */
export async function applicableCall(db: Db, callId: number): Promise<CallWithPolicy> {
  const found = await publishedCall(db, callId);
  if (found.call.deliveryMode === 'exempt') throw ApiError.badRequest(EXEMPT_NEEDS_NO_APPLICATION);
  return found;
}

export async function applicationForm(
  db: Db,
  enterpriseId: number,
  callId: number,
  now: Date,
): Promise<CallData<typeof calls.application_form>> {
  const found = await applicableCall(db, callId);
  const live = await liveApplication(db, enterpriseId, callId);
  // A closed window refuses new applications and drafts, not one already submitted: its 补正
  // and its progress stay reachable after the deadline.
  if (live === undefined || live.state === 'draft') {
    const refusal = windowRefusal(found.call, now);
    if (refusal !== undefined) throw ApiError.badRequest(refusal);
  }
  const materials = found.call.materials;
  const kinds = [
    ...new Set(materials.flatMap((item) => (item.libraryKind ? [item.libraryKind] : []))),
  ];
  const library = await usableLibrary(db, enterpriseId, kinds, now);
  return {
    call: callForm(found, now),
    application: live === undefined ? null : await applicationDetail(db, live, now, found),
    prefill: await prefillFor(db, enterpriseId, found.call.formFields, now),
    library: materials
      .filter((item) => item.libraryKind)
      .map((item) => ({
        material_key: item.key,
        items: library.filter((entry) => entry.kind === item.libraryKind),
      })),
  };
}
