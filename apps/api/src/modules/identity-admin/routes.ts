// The operators' review of enterprise authentication requests (SDK domain `identity-admin`, paths
// /api/console/identity/…): list, open, approve, return with a reason. Role-checked by each
// call's `auth`; the decision itself (identity/decide.ts) is one transitionStep, audited.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import { decideAuthRequest } from '../identity/decide.js';
import type { Decision } from '../identity/decide.js';
import { authRequestDetail, authRequestQueue } from '../identity/read.js';
import { requestView } from '../identity/requests.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import type { AuditClient } from '../shared/audit.js';

export function registerIdentityAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const decide = async (
    operator: { readonly userId: number } & AuditClient,
    target: { readonly id: number; readonly version: number },
    decision: Decision,
  ) =>
    requestView(
      db,
      await decideAuthRequest(db, { as: 'operator', ...operator }, target, decision, now()),
    );

  registerCall(app, calls.admin_auth_request_list, ({ body }) => authRequestQueue(db, body));
  registerCall(app, calls.admin_auth_request_detail, ({ body }) => authRequestDetail(db, body.id));
  registerCall(app, calls.admin_auth_request_approve, ({ body, request, session }) =>
    decide({ userId: session.userId, ...auditClient(request) }, body, { event: 'approve' }),
  );
  registerCall(app, calls.admin_auth_request_return, ({ body, request, session }) =>
    decide({ userId: session.userId, ...auditClient(request) }, body, {
      event: 'return',
      reason: body.reason,
    }),
  );
}
