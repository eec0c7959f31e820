// The member's enterprise records: renewal-warning counts and the enterprise record
// (/information) with its history. The enterprise is always the caller's own (`auth:
// 'enterprise'`: registerCall resolves it); no body names one but list_count's, checked against it.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { registerCall } from '../../plugins/register-call.js';
import { registerDeadlineSource } from '../message/deadlines.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import { recordHistory } from './record-history.js';
import { readRecord } from './record-read.js';
import { saveRecord } from './record-save.js';
import { renewalCounts } from './renewal-counts.js';
import { renewalDeadlines } from './renewal-deadlines.js';

const NOT_YOUR_ENTERPRISE = '无权查看该企业的信息';

export function registerEnterpriseRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  // What the renewal warning counts is on /deadlines too, item by item (issue 25).
  registerDeadlineSource(renewalDeadlines);
  // Per member and cheap (five indexed counts): not cached.
  registerCall(app, calls.list_count, async ({ body, session }) => {
    // The spec's body names the enterprise; only the caller's own is answered.
    if (session.enterpriseId !== body.enterprise_id) throw ApiError.forbidden(NOT_YOUR_ENTERPRISE);
    return renewalCounts(db, session.enterpriseId, now());
  });

  registerCall(app, calls.enterprise_record, async ({ session }) =>
    readRecord(db, session.enterpriseId, now()),
  );

  registerCall(app, calls.enterprise_record_save, async ({ body, session, request }) => {
    const { enterpriseId } = session;
    await saveRecord(db, {
      enterpriseId,
      userId: session.userId,
      version: body.version,
      fields: body.fields,
      ...auditClient(request),
      now: now(),
    });
    return readRecord(db, enterpriseId, now());
  });

  registerCall(app, calls.enterprise_record_history, async ({ body, session }) =>
    recordHistory(db, session.enterpriseId, body),
  );
}
