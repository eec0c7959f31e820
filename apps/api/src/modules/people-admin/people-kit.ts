// Test-only: what the 人员与角色 suites share — the calls' paths, accounts of each role made for the
// suite (so suites never depend on each other's changes), and what a refused call must leave alone.
import type { AuditEntry } from '@qyfw/portal-sdk/calls/audit-admin';
import { calls } from '@qyfw/portal-sdk/schemas';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, consoleTotp, sessions, units, users } from '../../db/schema/index.js';
import { createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { newTotpSecret } from '../console-auth/totp.js';
import type { Answer } from '../shared/testing.js';

export const PASSWORD = 'People2026x';

/** An answer of the suites' calls; `data` loosely typed unless told. */
export type Envelope<T = Record<string, unknown>> = Answer<T>;

export const PEOPLE_CALLS = [
  calls.admin_member_list,
  calls.admin_member_detail,
  calls.admin_account_disable,
  calls.admin_account_enable,
  calls.admin_enterprise_list,
  calls.admin_enterprise_detail,
  calls.admin_staff_list,
  calls.admin_staff_create,
  calls.admin_staff_role,
  calls.admin_staff_totp_reset,
  calls.admin_unit_list,
  calls.admin_unit_create,
  calls.admin_unit_rename,
] as const;

let counter = 0;
/** A username no other test used (letters, digits, underscore; starts with a letter). */
export function freshUsername(prefix = 'ppl'): string {
  counter += 1;
  return `${prefix}_${process.pid % 10_000}_${counter}`;
}

export interface TestAccount {
  readonly userId: number;
  readonly username: string;
  /** The TOTP secret of a staff account (enrolled), for a sign-in through the console. */
  readonly secret?: string;
}

/** A member with a username and password (and a nickname when given). */
export async function newPerson(kit: AuthKit, nickname?: string): Promise<TestAccount> {
  const username = freshUsername();
  const userId = await createMember(kit.db, { username, password: PASSWORD });
  if (nickname !== undefined) {
    await kit.db.update(users).set({ nickname }).where(eq(users.id, userId));
  }
  return { userId, username };
}

/** Staff of a role (a handler in `unitId`), enrolled with a secret of their own. */
export async function newStaff(
  kit: AuthKit,
  role: 'operator' | 'handler' | 'admin',
  unitId: number | null = null,
): Promise<TestAccount> {
  const person = await newPerson(kit, `测试${role}`);
  await kit.db
    .update(users)
    .set({ role, unitId: role === 'handler' ? unitId : null })
    .where(eq(users.id, person.userId));
  const secret = newTotpSecret();
  await kit.db
    .insert(consoleTotp)
    .values({ userId: person.userId, secret, enrolledAt: kit.clock.now() });
  return { ...person, secret };
}

/** The rows a refused call must not change: accounts, sessions ended, units and audit rows. */
export async function peopleState(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      unitId: users.unitId,
      disabledAt: users.disabledAt,
      disabledReason: users.disabledReason,
    })
    .from(users)
    .orderBy(users.id);
  const [revoked] = await db.select({ n: count(sessions.revokedAt) }).from(sessions);
  return {
    users: rows,
    revoked: revoked!.n,
    units: await db.select().from(units).orderBy(units.id),
    totp: (await db.select({ n: count() }).from(consoleTotp))[0]!.n,
    audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

/** The audit rows of one account or unit, oldest first. */
export function auditOf(db: Db, entityType: 'user' | 'unit', entityId: number) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((row) => row.entityType === entityType));
}

/** 审计日志 of one account or unit as the console reads it (in words), newest first. */
export async function auditLogOf(
  kit: AuthKit,
  token: string,
  entityType: 'user' | 'unit',
  entityId: number,
): Promise<AuditEntry[]> {
  const res = await kit.post(
    calls.admin_audit_list.path,
    { entity_type: entityType, entity_id: entityId },
    { token },
  );
  return res.json<Answer<{ list: AuditEntry[] }>>().data.list;
}
