// 人员与角色 (SDK domain `people-admin`, paths /api/console/people/…): members and enterprises,
// staff and their units — for system administrators only (every call's `auth` says so, and the
// console session is required centrally). Every change is audited in its own transaction.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import { disableAccount, enableAccount } from './account-state.js';
import { enterpriseDetail, listEnterprises } from './enterprises.js';
import { listMembers, memberDetail } from './members.js';
import { changeRole, createStaff, listStaff, resetTotp } from './staff.js';
import { createUnit, listUnits, renameUnit } from './units.js';
import type { PeopleActor } from './views.js';

export function registerPeopleAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const actor = (userId: number, request: FastifyRequest): PeopleActor => ({
    userId,
    ...auditClient(request),
  });

  // 会员管理
  registerCall(app, calls.admin_member_list, ({ body }) => listMembers(db, body));
  registerCall(app, calls.admin_member_detail, ({ body }) => memberDetail(db, body.id, now()));
  // 停用 / 启用 (members and staff)
  registerCall(app, calls.admin_account_disable, ({ body, session, request }) =>
    disableAccount(db, actor(session.userId, request), body, now()),
  );
  registerCall(app, calls.admin_account_enable, ({ body, session, request }) =>
    enableAccount(db, actor(session.userId, request), body.id, now()),
  );
  // 企业管理 (read only)
  registerCall(app, calls.admin_enterprise_list, ({ body }) => listEnterprises(db, body));
  registerCall(app, calls.admin_enterprise_detail, ({ body }) => enterpriseDetail(db, body.id));
  // 工作人员
  registerCall(app, calls.admin_staff_list, ({ body, session }) =>
    listStaff(db, body, session.userId),
  );
  registerCall(app, calls.admin_staff_create, ({ body, session, request }) =>
    createStaff(db, actor(session.userId, request), body, now()),
  );
  registerCall(app, calls.admin_staff_role, ({ body, session, request }) =>
    changeRole(db, actor(session.userId, request), body, now()),
  );
  registerCall(app, calls.admin_staff_totp_reset, ({ body, session, request }) =>
    resetTotp(db, actor(session.userId, request), body.id, now()),
  );
  // 承办单位
  registerCall(app, calls.admin_unit_list, ({ body }) => listUnits(db, body));
  registerCall(app, calls.admin_unit_create, ({ body, session, request }) =>
    createUnit(db, actor(session.userId, request), body, now()),
  );
  registerCall(app, calls.admin_unit_rename, ({ body, session, request }) =>
    renameUnit(db, actor(session.userId, request), body, now()),
  );
}
