// 企业认证 (DOMAIN §7): the member's request and the requests to join the member's enterprise.
// Identity comes from the session only. The operators' review is modules/identity-admin.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import { registerUploadReader } from '../upload/access.js';
import { decideAuthRequest, withdrawAuthRequest } from './decide.js';
import { joinDocumentsReader } from './documents.js';
import type { Decision } from './decide.js';
import { joinRequests, myAuthRequest } from './read.js';
import { requestView } from './requests.js';
import { resubmitAuthRequest, submitAuthRequest } from './submit.js';

export function registerIdentityRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  // The enterprise's members see a join request's licence and authorisation letter.
  registerUploadReader(joinDocumentsReader);
  registerCall(app, calls.auth_request_mine, ({ session }) => myAuthRequest(db, session.userId));

  registerCall(app, calls.auth_request_submit, async ({ body, session }) => {
    const submission = {
      enterpriseName: body.enterprise_name,
      creditCode: body.credit_code,
      legalPerson: body.legal_person,
      licenceUploadId: body.licence_upload_id,
      authorisationUploadId: body.authorisation_upload_id,
    };
    const row =
      body.id === undefined
        ? await submitAuthRequest(db, session.userId, submission, now())
        : await resubmitAuthRequest(
            db,
            session.userId,
            { id: body.id, version: body.version },
            submission,
            now(),
          );
    return requestView(db, row);
  });

  registerCall(app, calls.auth_request_withdraw, async ({ body, session }) =>
    requestView(db, await withdrawAuthRequest(db, session.userId, body, now())),
  );

  registerCall(app, calls.auth_join_list, ({ session }) => joinRequests(db, session.userId));

  registerCall(app, calls.auth_join_decide, async ({ body, request, session }) => {
    const decision: Decision =
      body.decision === 'approve' ? { event: 'approve' } : { event: 'return', reason: body.reason };
    const row = await decideAuthRequest(
      db,
      { as: 'enterprise_member', userId: session.userId, ...auditClient(request) },
      body,
      decision,
      now(),
    );
    return { id: row.id, state: row.state, version: row.version };
  });
}
