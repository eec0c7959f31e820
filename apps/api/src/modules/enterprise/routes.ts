// The member's enterprise records: renewal-warning counts.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { memberEnterpriseId } from './member-enterprise.js';
import { renewalCounts } from './renewal-counts.js';

const NOT_YOUR_ENTERPRISE = '无权查看该企业的信息';

export function registerEnterpriseRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  // Per member and cheap (five indexed counts): not cached.
  registerCall(app, calls.list_count, async ({ body, session }) => {
    const own = await memberEnterpriseId(db, session.userId);
    if (own === undefined || own !== body.enterprise_id)
      throw ApiError.forbidden(NOT_YOUR_ENTERPRISE);
    return renewalCounts(db, own, now());
  });
}
