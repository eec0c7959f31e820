// 政策申报 (DOMAIN §3): the member's applications for their enterprise (form, draft, submit,
// withdraw, confirm receipt, detail, lists and the .xlsx export), the support obtained, the
// material library, and the operators' review and award lists. Identity comes from the session
// only; the enterprise is always the caller's own; operator calls are role-checked by their
// `auth` before the handler runs and audited.
import {
  APPLICATION_EXPORT_PATH,
  applicationExportBodySchema,
  calls,
} from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../plugins/api-error.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import { describeIssues } from '../../plugins/validation-message.js';
import { registerDeadlineSource } from '../message/deadlines.js';
import type { ModuleDeps } from '../module-deps.js';
import { sendXlsx } from '../shared/export/xlsx.js';
import { registerUploadReader } from '../upload/access.js';
import { publishAwardList } from './award-list.js';
import { correctionDeadlines } from './deadlines.js';
import { ownEnterprise } from './enterprise.js';
import { applicationExport } from './export.js';
import { applicationForm } from './form.js';
import { addToLibrary, listLibrary, removeFromLibrary } from './library.js';
import { adminApplications, memberApplications } from './list.js';
import { materialReader } from './material-reader.js';
import { policyObtained } from './obtained.js';
import { operatorTransition } from './operator.js';
import { applicationById, enterpriseApplication } from './rows.js';
import { saveDraft } from './save.js';
import { memberTransition } from './member-steps.js';
import { submitApplication } from './submit.js';
import { adminApplicationDetail, applicationDetail, applicationView } from './views.js';
import { callWithPolicy } from './call.js';

/** An export reads up to 10 000 rows: a few a minute per client is plenty. */
const EXPORT_RATE = perMinute(6);

export function registerApplicationRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerUploadReader(materialReader);
  registerDeadlineSource(correctionDeadlines);

  const viewOf = async (row: Parameters<typeof applicationView>[1]) =>
    applicationView(db, row, (await callWithPolicy(db, row.callId))!.call);

  registerCall(app, calls.application_form, async ({ body, session }) =>
    applicationForm(db, await ownEnterprise(db, session.userId), body.call_id, now()),
  );

  registerCall(app, calls.application_save, async ({ body, session }) => {
    const enterpriseId = await ownEnterprise(db, session.userId);
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
    const enterpriseId = await ownEnterprise(db, session.userId);
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
    const enterpriseId = await ownEnterprise(db, session.userId);
    return viewOf(
      await memberTransition(db, enterpriseId, session.userId, body, 'withdraw', now()),
    );
  });

  registerCall(app, calls.application_confirm_receipt, async ({ body, session }) => {
    const enterpriseId = await ownEnterprise(db, session.userId);
    return viewOf(
      await memberTransition(db, enterpriseId, session.userId, body, 'confirm_receipt', now()),
    );
  });

  registerCall(app, calls.application_detail, async ({ body, session }) => {
    const enterpriseId = await ownEnterprise(db, session.userId);
    return applicationDetail(db, await enterpriseApplication(db, enterpriseId, body.id), now());
  });

  registerCall(app, calls.application_list, async ({ body, session }) =>
    memberApplications(db, await ownEnterprise(db, session.userId), body),
  );

  app.post(
    APPLICATION_EXPORT_PATH,
    { config: { rateLimit: { ...EXPORT_RATE } } },
    async (request, reply) => {
      // Who is calling comes first: a visitor learns nothing from validation messages.
      const userId = await requireSession(app, request);
      const enterpriseId = await ownEnterprise(db, userId);
      const parsed = z.safeParse(applicationExportBodySchema, request.body ?? {});
      if (!parsed.success) throw ApiError.badRequest(describeIssues(parsed.error.issues));
      return sendXlsx(reply, await applicationExport(db, enterpriseId, parsed.data, now()));
    },
  );

  registerCall(app, calls.policy_obtained, async ({ session }) =>
    policyObtained(db, await ownEnterprise(db, session.userId)),
  );

  registerCall(app, calls.material_library_list, async ({ body, session }) =>
    listLibrary(db, await ownEnterprise(db, session.userId), body.kind, now()),
  );
  registerCall(app, calls.material_library_add, async ({ body, session }) =>
    addToLibrary(
      db,
      await ownEnterprise(db, session.userId),
      session.userId,
      { kind: body.kind, name: body.name, uploadId: body.upload_id, validUntil: body.valid_until },
      now(),
    ),
  );
  registerCall(app, calls.material_library_remove, async ({ body, session }) => {
    await removeFromLibrary(db, await ownEnterprise(db, session.userId), body.id);
    return { id: body.id };
  });

  // Operators (平台运营).
  registerCall(app, calls.admin_application_list, ({ body }) => adminApplications(db, body));
  registerCall(app, calls.admin_application_detail, async ({ body }) =>
    adminApplicationDetail(db, await applicationById(db, body.id), now()),
  );
  registerCall(app, calls.admin_application_transition, async ({ body, request, session }) => {
    const row = await operatorTransition(
      db,
      { userId: session.userId, ip: request.ip },
      body,
      now(),
    );
    return adminApplicationDetail(db, row, now());
  });
  registerCall(app, calls.admin_award_list_publish, ({ body, request, session }) =>
    publishAwardList(
      db,
      { userId: session.userId, ip: request.ip },
      { callId: body.call_id, entryName: body.entry_name },
      now(),
    ),
  );
}

async function requireSession(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const resolution = await app.resolveSession(request);
  if (resolution.state === 'valid') return resolution.session.userId;
  throw resolution.state === 'ended'
    ? ApiError.sessionExpired('登录已过期，请重新登录')
    : ApiError.unauthorized();
}
