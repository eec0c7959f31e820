// 审计日志 (SDK domain `audit-admin`, paths /api/console/audit/…): the search and its Excel export,
// for operators and system administrators. Read only: no route here writes, updates or deletes
// an audit row — and the database refuses an UPDATE or DELETE of one (migration 0021's trigger).
import { AUDIT_EXPORT } from '@qyfw/portal-sdk/calls/audit-admin';
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { perMinute } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import { registerFileRoute } from '../../plugins/register-file-route.js';
import type { ModuleDeps } from '../module-deps.js';
import { sendXlsx } from '../shared/export/xlsx.js';
import { auditExport } from './export.js';
import { auditList } from './query.js';

/** An export reads up to ten thousand rows: a few a minute per address are plenty. */
const EXPORT_RATE = perMinute(6);

export function registerAuditAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.admin_audit_list, ({ body }) => auditList(db, body));

  registerFileRoute(app, {
    method: AUDIT_EXPORT.method,
    url: AUDIT_EXPORT.path,
    auth: AUDIT_EXPORT.auth,
    body: AUDIT_EXPORT.body,
    rateLimit: EXPORT_RATE,
    handler: async ({ body, reply }) => sendXlsx(reply, await auditExport(db, body, now())),
  });
}
