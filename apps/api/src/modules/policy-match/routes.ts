// 政策匹配 (/match): login and an enterprise are required (`auth: 'enterprise'`; the portal's
// guard says 请到个人中心补全企业信息 before calling). The enterprise is always the caller's own.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { runMatch } from './match.js';

export function registerPolicyMatchRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.policy_match, async ({ body, session }) => {
    return runMatch(db, {
      enterpriseId: session.enterpriseId,
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
