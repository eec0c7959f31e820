// The agreement pages of /ysMent: privacy policy, user agreement, company profile.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getAgreement } from './service.js';

export function registerAgreementRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  registerCall(app, calls.agreement, ({ body }) => getAgreement(db, body.status));
}
