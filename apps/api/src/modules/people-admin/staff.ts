// 工作人员: operators, handlers and administrators — the list with their role, unit and second
// factor; a new account (the administrator types the first password or the server makes one,
// shown once; the authenticator is enrolled at the first console sign-in); a role change (role and
// unit together; a member without an enterprise may become staff, staff never become members);
// 重置二次验证. Every change is audited and ends the person's sessions, so it acts at once.
import { randomInt } from 'node:crypto';
import { CONSOLE_ROLES, ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';
import type { PeopleAction, StaffItem } from '@qyfw/portal-sdk/calls/people-admin';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consoleRecoveryCodes, consoleTotp, units, users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { revokeUserSessions } from '../../plugins/session.js';
import { uniqueViolation } from '../auth/accounts.js';
import { hashPassword } from '../auth/passwords.js';
import { recordAudit } from '../shared/audit.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { keepAnAdministrator, lockForChange } from './guard.js';
import type { UserRow } from './guard.js';
import { memberEnterprises } from './member-enterprise.js';
import { accountKeyword, stateCondition, staffIneligibility } from './members.js';
import { accountColumns, accountFacts, disabledFacts, masked } from './views.js';
import type { PeopleActor } from './views.js';

export const STAFF_NOT_FOUND = '工作人员不存在';
const UNIT_MISSING = '承办单位不存在';

const isStaff = (role: string): role is ConsoleRole =>
  (CONSOLE_ROLES as readonly string[]).includes(role);

export interface StaffFilters {
  readonly page: number;
  readonly pageSize: number;
  readonly keyword?: string | undefined;
  readonly role?: ConsoleRole | undefined;
  readonly unit_id?: number | undefined;
  readonly state?: 'active' | 'disabled' | undefined;
}

const staffColumns = {
  ...accountColumns,
  unitId: units.id,
  unitName: units.name,
  totpEnrolledAt: consoleTotp.enrolledAt,
};

type StaffRow = Awaited<ReturnType<typeof staffRows>>[number];

function staffRows(db: Db) {
  return db
    .select(staffColumns)
    .from(users)
    .leftJoin(units, eq(units.id, users.unitId))
    .leftJoin(consoleTotp, eq(consoleTotp.userId, users.id));
}

/**
 * What the caller may do: on their own account only 变更角色 (stepping down, guarded by the last
 * administrator rule); a disabled account only 启用; 重置二次验证 only once one is enrolled.
 */
function staffActions(row: StaffRow, actorId: number): PeopleAction[] {
  if (row.disabledAt !== null) return row.id === actorId ? [] : ['enable'];
  if (row.id === actorId) return ['change_role'];
  return [
    'change_role',
    ...(row.totpEnrolledAt !== null ? (['reset_totp'] as const) : []),
    'disable',
  ];
}

function toStaffItem(row: StaffRow, actorId: number): StaffItem {
  const role = row.role as ConsoleRole;
  return {
    ...accountFacts(row, staffActions(row, actorId)),
    role,
    role_label: ROLE_LABELS[role],
    unit:
      row.unitId === null || row.unitName === null ? null : { id: row.unitId, name: row.unitName },
    totp_enrolled: row.totpEnrolledAt !== null,
    ...disabledFacts(row),
  };
}

export async function listStaff(
  db: Db,
  filters: StaffFilters,
  actorId: number,
): Promise<PagedAnswer<StaffItem>> {
  const where = and(
    filters.role === undefined
      ? inArray(users.role, [...CONSOLE_ROLES])
      : eq(users.role, filters.role),
    filters.keyword ? accountKeyword(filters.keyword) : undefined,
    filters.unit_id === undefined ? undefined : eq(users.unitId, filters.unit_id),
    stateCondition(filters.state),
  );
  return pagedAnswer(
    filters,
    async () => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
    async (limit, offset) =>
      (
        await staffRows(db)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toStaffItem(row, actorId)),
  );
}

/** One member of staff as the list shows them (after a change). */
export async function staffItem(db: Db, id: number, actorId: number): Promise<StaffItem> {
  const [row] = await staffRows(db).where(eq(users.id, id));
  if (!row || !isStaff(row.role)) throw ApiError.notFound(STAFF_NOT_FOUND);
  return toStaffItem(row, actorId);
}

async function unitName(tx: Db, unitId: number | null): Promise<string | null> {
  if (unitId === null) return null;
  const [unit] = await tx.select({ name: units.name }).from(units).where(eq(units.id, unitId));
  if (!unit) throw ApiError.badRequest(UNIT_MISSING);
  return unit.name;
}

/** No 0/O, 1/l/I: the password is read off the screen and typed. Letters and digits both. */
const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const PASSWORD_DIGITS = '23456789';

/** 12 characters from a 55-character alphabet (≈ 69 bits), at least one letter and one digit. */
export function generatePassword(): string {
  const all = PASSWORD_LETTERS + PASSWORD_DIGITS;
  for (;;) {
    const password = Array.from({ length: 12 }, () => all[randomInt(all.length)]!).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export interface NewStaff {
  readonly username: string;
  readonly name: string;
  readonly mobile: string;
  readonly role: ConsoleRole;
  readonly unit_id?: number | null | undefined;
  readonly password?: string | undefined;
}

const TAKEN: Readonly<Record<string, string>> = {
  users_username_lower_unique: '该用户名已被使用',
  users_mobile_unique: '该手机号已被其他账号使用',
};

export async function createStaff(
  db: Db,
  actor: PeopleActor,
  body: NewStaff,
  now: Date,
): Promise<{ staff: StaffItem; initial_password: string | null }> {
  const generated = body.password === undefined ? generatePassword() : null;
  const passwordHash = await hashPassword(body.password ?? generated!);
  const unitId = body.role === 'handler' ? (body.unit_id ?? null) : null;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const unit = await unitName(tx, unitId);
      const [row] = await tx
        .insert(users)
        .values({
          username: body.username,
          nickname: body.name,
          mobile: body.mobile,
          role: body.role,
          unitId,
          passwordHash,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        actorRole: 'admin',
        action: 'staff.create',
        entityType: 'user',
        entityId: row!.id,
        after: {
          username: body.username,
          name: body.name,
          mobile: masked(body.mobile),
          role: body.role,
          unit,
          initial_password: generated === null ? '管理员设置' : '系统生成',
        },
        ip: actor.ip,
        userAgent: actor.userAgent,
        at: now,
      });
      return row!.id;
    });
  } catch (error) {
    // The unique indexes answer for a name or number already taken, also in a race.
    const index = uniqueViolation(error);
    if (index !== undefined) throw new ApiError(409, 409, TAKEN[index] ?? '用户名或手机号已被使用');
    throw error;
  }
  return { staff: await staffItem(db, id, actor.userId), initial_password: generated };
}

export interface RoleChange {
  readonly id: number;
  readonly role: ConsoleRole;
  readonly unit_id?: number | null | undefined;
}

/** Whether a member may become staff (no enterprise, a username and a password), or why not. */
async function refuseIneligibleMember(tx: Db, target: UserRow): Promise<void> {
  const enterprise = (await memberEnterprises(tx, [target.id])).get(target.id);
  const problem = staffIneligibility(target, enterprise);
  if (problem) throw ApiError.badRequest(problem);
}

export async function changeRole(
  db: Db,
  actor: PeopleActor,
  body: RoleChange,
  now: Date,
): Promise<StaffItem> {
  const unitId = body.role === 'handler' ? (body.unit_id ?? null) : null;
  await db.transaction(async (tx) => {
    const target = await lockForChange(tx, actor.userId, body.id);
    if (target.disabledAt !== null) throw ApiError.badRequest('该账号已停用，请先启用再变更角色');
    if (target.role === 'member') await refuseIneligibleMember(tx, target);
    if (target.role === body.role && target.unitId === unitId) {
      throw ApiError.badRequest('角色与承办单位均未变化');
    }
    const unit = await unitName(tx, unitId);
    if (body.role !== 'admin') await keepAnAdministrator(tx, target);
    const before = { role: target.role, unit: await unitName(tx, target.unitId) };
    await tx
      .update(users)
      .set({ role: body.role, unitId, updatedAt: now })
      .where(eq(users.id, target.id));
    // The new role acts at once: whatever the old one had open is closed.
    await revokeUserSessions(tx, target.id, now);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'admin',
      action: 'staff.role',
      entityType: 'user',
      entityId: target.id,
      before,
      after: { role: body.role, unit },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: now,
    });
  });
  return staffItem(db, body.id, actor.userId);
}

export async function resetTotp(
  db: Db,
  actor: PeopleActor,
  id: number,
  now: Date,
): Promise<StaffItem> {
  if (id === actor.userId) {
    throw ApiError.badRequest('不能重置自己的二次验证，请由其他系统管理员操作');
  }
  await db.transaction(async (tx) => {
    const target = await lockForChange(tx, actor.userId, id);
    if (!isStaff(target.role)) throw ApiError.notFound(STAFF_NOT_FOUND);
    const [totp] = await tx
      .select({ enrolledAt: consoleTotp.enrolledAt })
      .from(consoleTotp)
      .where(eq(consoleTotp.userId, id));
    if (!totp) throw ApiError.badRequest('该工作人员尚未绑定动态验证码，无需重置');
    await tx.delete(consoleTotp).where(eq(consoleTotp.userId, id));
    await tx.delete(consoleRecoveryCodes).where(eq(consoleRecoveryCodes.userId, id));
    // Whoever holds the lost phone may hold a session too: it ends with the secret.
    await revokeUserSessions(tx, id, now);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'admin',
      action: 'staff.totp_reset',
      entityType: 'user',
      entityId: id,
      before: { totp: totp.enrolledAt === null ? '绑定中（未确认）' : '已绑定' },
      after: { totp: '未绑定（下次登录重新绑定）' },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: now,
    });
  });
  return staffItem(db, id, actor.userId);
}
