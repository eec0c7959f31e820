// The member's own account: user info, the renewal-warning snooze, completing account info.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { bindInfo, snoozeRenewalNotice } from './service.js';
import { loadUserInfo } from './user-info.js';
import { usernameCheckGuard } from './username-throttle.js';

export function registerPersonRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.user_detail, ({ session }) => loadUserInfo(db, session.userId));
  registerCall(app, calls.edit_notice_time, ({ session }) =>
    snoozeRenewalNotice(db, session.userId, now()),
  );
  const usernameCheck = usernameCheckGuard(app);
  registerCall(app, calls.bind_info, async ({ body, session, request }) => {
    await usernameCheck(request, session.userId);
    await bindInfo(db, session.userId, body, now());
    return null;
  });
}
