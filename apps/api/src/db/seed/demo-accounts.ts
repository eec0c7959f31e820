// The demo accounts of design §2 and §6 (README lists them; tests and demos log in with them).
// The content seed runs after this one and links demo_enterprise to its enterprise.
import { ROLES } from '@qyfw/portal-sdk/constants';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.js';
import type { Db } from '../client.js';
import { consoleTotp, users } from '../schema/index.js';
import { demoUnitIds } from './units.js';
import type { DemoUnit } from './units.js';

export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ACCOUNTS = {
  /** Enterprise member: renewal counts non-zero (content seed), email bound (password reset by email). */
  enterprise: {
    username: 'demo_enterprise',
    mobile: '13800000001',
    email: 'chenjing@yunqi-zz.com.cn',
    nickname: '陈静',
    password: DEMO_PASSWORD,
  },
  /** Member without an enterprise. */
  member: {
    username: 'demo_member',
    mobile: '13800000002',
    email: null,
    nickname: '林雨桐',
    password: DEMO_PASSWORD,
  },
  /** Phone only: no username, no password → /bindInfo after an SMS login. */
  phoneOnly: { username: null, mobile: '13800000003', email: null, nickname: null, password: null },
  /** 平台运营: the operator calls (workflow_events) and, later, the console. */
  operator: {
    username: 'demo_operator',
    mobile: '13800000004',
    email: null,
    nickname: '周晓峰',
    password: DEMO_PASSWORD,
    role: ROLES.operator,
    totpSecret: 'QYFWDEMOOPERATORSECRETKEYAAAAAAA',
  },
  /** A second 平台运营: the colleague demo_operator hands work-queue items to (转办). */
  operator2: {
    username: 'demo_operator2',
    mobile: '13800000007',
    email: null,
    nickname: '李婷',
    password: DEMO_PASSWORD,
    role: ROLES.operator,
    totpSecret: 'QYFWDEMOOPERATORSECRETKEYDDDDDDD',
  },
  /** Staff of a handling unit (杭州市西湖区市场监督管理局), for the rows assigned to it. */
  handler: {
    username: 'demo_handler',
    mobile: '13800000005',
    email: null,
    nickname: '王立平',
    password: DEMO_PASSWORD,
    role: ROLES.handler,
    unit: 'xihuMarket',
    totpSecret: 'QYFWDEMOHANDLERSECRETKEYBBBBBBBB',
  },
  /**
   * 系统管理员 (人员与角色), enrolled like the other demo staff. The enrolment at a first sign-in is
   * shown by any account an administrator creates in 工作人员 (or after 重置二次验证).
   */
  admin: {
    username: 'demo_admin',
    mobile: '13800000006',
    email: null,
    nickname: '赵敏',
    password: DEMO_PASSWORD,
    role: ROLES.admin,
    totpSecret: 'QYFWDEMOADMINSECRETKEYCCCCCCCCCC',
  },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

const demoRows = () => Object.values(DEMO_ACCOUNTS);

/** Inserts the demo accounts that are missing; existing ones (and any password change) are kept. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  // The units seeder runs first: a handler is placed in a unit as the account is made.
  const unitIds = await demoUnitIds(db);
  for (const { password, ...fields } of demoRows()) {
    const {
      unit,
      totpSecret,
      ...account
    }: { unit?: DemoUnit; totpSecret?: string } & typeof fields = fields;
    await db
      .insert(users)
      .values({
        ...account,
        unitId: unit === undefined ? null : unitIds[unit],
        passwordHash: password === null ? null : await hashPassword(password),
      })
      // Either unique index (username, mobile) says the account is there already.
      .onConflictDoNothing();
    if (totpSecret !== undefined) await enrolDemoAuthenticator(db, account.mobile, totpSecret);
  }
}

/**
 * Demo only: the console's demo staff are enrolled with the fixed secret the README prints, so a
 * demo (and the e2e journey) can compute their codes. Real staff enrol at their first sign-in; a
 * database that never ran the demo seed has no secret at all.
 */
async function enrolDemoAuthenticator(db: Db, mobile: string, secret: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  if (!user) return;
  await db
    .insert(consoleTotp)
    .values({ userId: user.id, secret, enrolledAt: new Date() })
    .onConflictDoNothing();
}

export async function resetDemoAccounts(db: Db): Promise<void> {
  const usernames = demoRows().flatMap((account) => (account.username ? [account.username] : []));
  await db.delete(users).where(
    or(
      inArray(
        users.mobile,
        demoRows().map((account) => account.mobile),
      ),
      inArray(sql`lower(${users.username})`, usernames),
    ),
  );
}

/** The ids of the demo accounts, for seeds and tests that attach rows to them. */
export async function demoAccountIds(db: Db): Promise<Record<DemoAccount, number>> {
  const rows = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        demoRows().map((account) => account.mobile),
      ),
    );
  const idOf = (account: DemoAccount): number => {
    const row = rows.find((candidate) => candidate.mobile === DEMO_ACCOUNTS[account].mobile);
    if (!row) throw new Error(`demo account ${account} is not seeded`);
    return row.id;
  };
  return Object.fromEntries(
    (Object.keys(DEMO_ACCOUNTS) as DemoAccount[]).map((account) => [account, idOf(account)]),
  ) as Record<DemoAccount, number>;
}
