// The operators' calls over applications and 免申即享 cases (SDK domain `application-admin`,
// paths /api/console/application/… and /api/console/exempt-case/…): list, open, move them
// through their flows, publish award lists. Role-checked by each call's `auth` before the handler
// runs; every step is audited (transitionStep). The work itself stays in the areas' modules.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import { publishAwardList } from '../application/award-list.js';
import { adminApplications } from '../application/list.js';
import { operatorTransition } from '../application/operator.js';
import { applicationById } from '../application/rows.js';
import { adminApplicationDetail } from '../application/views.js';
import { bulkCaseTransition } from '../exempt-case/bulk.js';
import { adminCases } from '../exempt-case/list.js';
import { operatorCaseTransition } from '../exempt-case/operator.js';
import { caseById } from '../exempt-case/rows.js';
import { adminCaseDetail, adminCaseItem } from '../exempt-case/views.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';

export function registerApplicationAdminRoutes(
  app: FastifyInstance,
  { db, now }: ModuleDeps,
): void {
  registerCall(app, calls.admin_application_list, ({ body }) => adminApplications(db, body));
  registerCall(app, calls.admin_application_detail, async ({ body }) =>
    adminApplicationDetail(db, await applicationById(db, body.id), now()),
  );
  registerCall(app, calls.admin_application_transition, async ({ body, request, session }) => {
    const row = await operatorTransition(
      db,
      { userId: session.userId, ...auditClient(request) },
      body,
      now(),
    );
    return adminApplicationDetail(db, row, now());
  });
  registerCall(app, calls.admin_award_list_publish, ({ body, request, session }) =>
    publishAwardList(
      db,
      { userId: session.userId, ...auditClient(request) },
      { callId: body.call_id, entryName: body.entry_name },
      now(),
    ),
  );

  registerCall(app, calls.admin_exempt_case_list, ({ body }) => adminCases(db, body, now()));
  registerCall(app, calls.admin_exempt_case_detail, async ({ body }) =>
    adminCaseDetail(db, await caseById(db, body.id), now()),
  );
  registerCall(app, calls.admin_exempt_case_transition, async ({ body, request, session }) => {
    const row = await operatorCaseTransition(
      db,
      { userId: session.userId, ...auditClient(request) },
      body,
      now(),
    );
    return adminCaseItem(db, row, now());
  });
  registerCall(app, calls.admin_exempt_case_bulk_transition, ({ body, request, session }) =>
    bulkCaseTransition(db, { userId: session.userId, ...auditClient(request) }, body, now()),
  );
}
