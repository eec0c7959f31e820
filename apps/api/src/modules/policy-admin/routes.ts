// Operators' authoring of the policy library (平台运营): documents, calls with their conditions,
// publishing, validity and the 免申即享 batch. Every call is role-checked by its SDK definition
// (`auth: { roles: ['operator'] }`) and every change is audited in its own transaction.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidateContent } from '../../cache/content-cache.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import { listCalls, publishCall, runAuditedBatch, saveCall } from './calls.js';
import { listPolicies, publishPolicy, savePolicy, setPolicyValidity } from './policies.js';
import { previewCall } from './preview.js';

export function registerPolicyAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const act = (userId: number, request: FastifyRequest) => ({
    userId,
    ...auditClient(request),
    now: now(),
  });
  /** A write to documents or calls: the cached searches and lists that read them go (issue 23). */
  const written = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      invalidateContent(db, 'policy');
    }
  };

  registerCall(app, calls.admin_policy_save, async ({ body, session, request }) =>
    written(savePolicy(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_policy_publish, async ({ body, session, request }) =>
    written(publishPolicy(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_policy_set_validity, async ({ body, session, request }) =>
    written(setPolicyValidity(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_policy_list, async ({ body }) => listPolicies(db, body));

  registerCall(app, calls.admin_call_save, async ({ body, session, request }) =>
    written(saveCall(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_call_publish, async ({ body, session, request }) =>
    written(publishCall(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_exempt_batch, async ({ body, session, request }) =>
    runAuditedBatch(db, body.call_id, act(session.userId, request)),
  );
  registerCall(app, calls.admin_call_list, async ({ body }) => listCalls(db, body));
  // Read-only: the draft's conditions against every enterprise, nothing written or audited.
  registerCall(app, calls.admin_call_preview, async ({ body }) => previewCall(db, body, now()));
}
