// The member's enterprise records: renewal-warning counts and the enterprise record
// (/information) with its history. The enterprise is always the caller's own (from the
// session); no body names one.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { memberEnterpriseId } from './member-enterprise.js';
import { recordHistory } from './record-history.js';
import { readRecord } from './record-read.js';
import { saveRecord } from './record-save.js';
import { renewalCounts } from './renewal-counts.js';

const NOT_YOUR_ENTERPRISE = '无权查看该企业的信息';
const NO_ENTERPRISE = '您尚未完成企业认证，请先到“企业认证”提交认证，通过后即可查看和维护企业信息';

async function ownEnterprise(db: ModuleDeps['db'], userId: number): Promise<number> {
  const own = await memberEnterpriseId(db, userId);
  if (own === undefined) throw ApiError.forbidden(NO_ENTERPRISE);
  return own;
}

export function registerEnterpriseRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  // Per member and cheap (five indexed counts): not cached.
  registerCall(app, calls.list_count, async ({ body, session }) => {
    const own = await memberEnterpriseId(db, session.userId);
    if (own === undefined || own !== body.enterprise_id)
      throw ApiError.forbidden(NOT_YOUR_ENTERPRISE);
    return renewalCounts(db, own, now());
  });

  registerCall(app, calls.enterprise_record, async ({ session }) =>
    readRecord(db, await ownEnterprise(db, session.userId)),
  );

  registerCall(app, calls.enterprise_record_save, async ({ body, session, request }) => {
    const enterpriseId = await ownEnterprise(db, session.userId);
    await saveRecord(db, {
      enterpriseId,
      userId: session.userId,
      version: body.version,
      fields: body.fields,
      ip: request.ip,
      now: now(),
    });
    return readRecord(db, enterpriseId);
  });

  registerCall(app, calls.enterprise_record_history, async ({ body, session }) =>
    recordHistory(db, await ownEnterprise(db, session.userId), body),
  );
}
