// 政策匹配 (/match): login and an enterprise are required (the portal's guard says the same
// 请到个人中心补全企业信息). The enterprise is always the caller's own, from the session.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { registerCall } from '../../plugins/register-call.js';
import { memberEnterpriseId } from '../enterprise/member-enterprise.js';
import type { ModuleDeps } from '../module-deps.js';
import { runMatch } from './match.js';

export function registerPolicyMatchRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.policy_match, async ({ body, session }) => {
    const enterpriseId = await memberEnterpriseId(db, session.userId);
    if (enterpriseId === undefined) throw ApiError.forbidden(MESSAGES.enterpriseRequired);
    return runMatch(db, {
      enterpriseId,
      userId: session.userId,
      overrides: body.overrides,
      mode: body.mode,
      level: body.level,
      only: body.only,
      keyword: body.keyword,
      page: body.page,
      pageSize: body.pageSize,
      now: now(),
    });
  });
}
