// 政策申报 (DOMAIN §3): the member's applications for their enterprise (form, draft, submit,
// withdraw, confirm receipt, detail, lists and the .xlsx export), the support obtained, the
// material library. Identity comes from the session only; the enterprise is always the caller's
// own (`auth: 'enterprise'`: registerCall resolves it and refuses a member without one). The
// operators' review and award lists are registered by modules/application-admin.
import {
  APPLICATION_EXPORT_PATH,
  applicationExportBodySchema,
  calls,
} from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { perMinute } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import { registerFileRoute } from '../../plugins/register-file-route.js';
import { registerDeadlineSource } from '../message/deadlines.js';
import type { ModuleDeps } from '../module-deps.js';
import { sendXlsx } from '../shared/export/xlsx.js';
import { registerUploadReader } from '../upload/access.js';
import { correctionDeadlines } from './deadlines.js';
import { applicationExport } from './export.js';
import { applicationForm } from './form.js';
import { addToLibrary, listLibrary, removeFromLibrary } from './library.js';
import { memberApplications } from './list.js';
import { materialReader } from './material-reader.js';
import { policyObtained } from './obtained.js';
import { enterpriseApplication } from './rows.js';
import { saveDraft } from './save.js';
import { memberTransition } from './member-steps.js';
import { submitApplication } from './submit.js';
import { applicationDetail, applicationView } from './views.js';
import { callWithPolicy } from './call.js';

/** An export reads up to 10 000 rows: a few a minute per client is plenty. */
const EXPORT_RATE = perMinute(6);

export function registerApplicationRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerUploadReader(materialReader);
  registerDeadlineSource(correctionDeadlines);

  const viewOf = async (row: Parameters<typeof applicationView>[1]) =>
    applicationView(db, row, (await callWithPolicy(db, row.callId))!.call);

  registerCall(app, calls.application_form, async ({ body, session }) =>
    applicationForm(db, session.enterpriseId, body.call_id, now()),
  );

  registerCall(app, calls.application_save, async ({ body, session }) => {
    const { enterpriseId } = session;
    const row = await saveDraft(
      db,
      enterpriseId,
      session.userId,
      { callId: body.call_id, version: body.version, form: body.form, materials: body.materials },
      now(),
    );
    return viewOf(row);
  });

  registerCall(app, calls.application_submit, async ({ body, session }) => {
    const { enterpriseId } = session;
    const row = await submitApplication(
      db,
      enterpriseId,
      session.userId,
      {
        id: body.id,
        version: body.version,
        submitKey: body.submit_key,
        saveToLibrary: body.save_to_library,
      },
      now(),
    );
    return viewOf(row);
  });

  registerCall(app, calls.application_withdraw, async ({ body, session }) => {
    const { enterpriseId } = session;
    return viewOf(
      await memberTransition(db, enterpriseId, session.userId, body, 'withdraw', now()),
    );
  });

  registerCall(app, calls.application_confirm_receipt, async ({ body, session }) => {
    const { enterpriseId } = session;
    return viewOf(
      await memberTransition(db, enterpriseId, session.userId, body, 'confirm_receipt', now()),
    );
  });

  registerCall(app, calls.application_detail, async ({ body, session }) => {
    const { enterpriseId } = session;
    return applicationDetail(db, await enterpriseApplication(db, enterpriseId, body.id), now());
  });

  registerCall(app, calls.application_list, async ({ body, session }) =>
    memberApplications(db, session.enterpriseId, body, now()),
  );

  registerFileRoute(app, {
    method: 'POST',
    url: APPLICATION_EXPORT_PATH,
    auth: 'enterprise',
    body: applicationExportBodySchema,
    rateLimit: EXPORT_RATE,
    handler: async ({ body, reply, session }) =>
      sendXlsx(reply, await applicationExport(db, session.enterpriseId, body, now())),
  });

  registerCall(app, calls.policy_obtained, async ({ session }) =>
    policyObtained(db, session.enterpriseId),
  );

  registerCall(app, calls.material_library_list, async ({ body, session }) =>
    listLibrary(db, session.enterpriseId, body.kind, now()),
  );
  registerCall(app, calls.material_library_add, async ({ body, session }) =>
    addToLibrary(
      db,
      session.enterpriseId,
      session.userId,
      { kind: body.kind, name: body.name, uploadId: body.upload_id, validUntil: body.valid_until },
      now(),
    ),
  );
  registerCall(app, calls.material_library_remove, async ({ body, session }) => {
    await removeFromLibrary(db, session.enterpriseId, body.id);
    return { id: body.id };
  });
}
