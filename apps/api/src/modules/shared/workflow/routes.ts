// Operators' calls over the entities with states (the SDK's calls/workflow domain). The role check
// is the call's own `auth` ({ roles: ['operator'] }), made by registerCall before the handler.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/register-call.js';
import type { ModuleDeps } from '../../module-deps.js';
import { workflowHistory } from './history.js';

export function registerWorkflowRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  registerCall(app, calls.workflow_events, ({ body }) =>
    workflowHistory(db, body.entity_type, body.entity_id),
  );
}
