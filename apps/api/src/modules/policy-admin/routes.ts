// Operators' authoring of the policy library (平台运营): documents, calls with their conditions,
// publishing, validity and the 免申即享 batch. Every call is role-checked by its SDK definition
// (`auth: { roles: ['operator'] }`) and every change is audited in its own transaction.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { listCalls, publishCall, runAuditedBatch, saveCall } from './calls.js';
import { listPolicies, publishPolicy, savePolicy, setPolicyValidity } from './policies.js';

export function registerPolicyAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const act = (userId: number, ip: string) => ({ userId, ip, now: now() });

  registerCall(app, calls.admin_policy_save, async ({ body, session, request }) =>
    savePolicy(db, body, act(session.userId, request.ip)),
  );
  registerCall(app, calls.admin_policy_publish, async ({ body, session, request }) =>
    publishPolicy(db, body, act(session.userId, request.ip)),
  );
  registerCall(app, calls.admin_policy_set_validity, async ({ body, session, request }) =>
    setPolicyValidity(db, body, act(session.userId, request.ip)),
  );
  registerCall(app, calls.admin_policy_list, async ({ body }) => listPolicies(db, body));

  registerCall(app, calls.admin_call_save, async ({ body, session, request }) =>
    saveCall(db, body, act(session.userId, request.ip)),
  );
  registerCall(app, calls.admin_call_publish, async ({ body, session, request }) =>
    publishCall(db, body, act(session.userId, request.ip)),
  );
  registerCall(app, calls.admin_exempt_batch, async ({ body, session, request }) =>
    runAuditedBatch(db, body.call_id, act(session.userId, request.ip)),
  );
  registerCall(app, calls.admin_call_list, async ({ body }) => listCalls(db, body));
}
