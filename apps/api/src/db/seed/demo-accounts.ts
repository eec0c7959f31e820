// The demo accounts of design §2 and §6 (README lists them; tests and demos log in with them).
// The content seed runs after this one and links demo_enterprise to its enterprise.
import { ROLES } from '@qyfw/portal-sdk/constants';
import { inArray, or, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.js';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';

export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ACCOUNTS = {
  /** Enterprise member: renewal counts non-zero (content seed), email bound (password reset by email). */
  enterprise: {
    username: 'demo_enterprise',
    mobile: '13800000001',
    email: 'demo@qyfw.example.cn',
    nickname: '演示企业用户',
    password: DEMO_PASSWORD,
  },
  /** Member without an enterprise. */
  member: {
    username: 'demo_member',
    mobile: '13800000002',
    email: null,
    nickname: '演示个人用户',
    password: DEMO_PASSWORD,
  },
  /** Phone only: no username, no password → /bindInfo after an SMS login. */
  phoneOnly: { username: null, mobile: '13800000003', email: null, nickname: null, password: null },
  /** 平台运营: the operator calls (workflow_events) and, later, the console. */
  operator: {
    username: 'demo_operator',
    mobile: '13800000004',
    email: null,
    nickname: '演示平台运营',
    password: DEMO_PASSWORD,
    role: ROLES.operator,
  },
  /** Staff of a handling unit, for the appeals assigned to it. */
  handler: {
    username: 'demo_handler',
    mobile: '13800000005',
    email: null,
    nickname: '演示办理人员',
    password: DEMO_PASSWORD,
    role: ROLES.handler,
  },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

const demoRows = () => Object.values(DEMO_ACCOUNTS);

/** Inserts the demo accounts that are missing; existing ones (and any password change) are kept. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const { password, ...account } of demoRows()) {
    await db
      .insert(users)
      .values({ ...account, passwordHash: password === null ? null : await hashPassword(password) })
      // Either unique index (username, mobile) says the account is there already.
      .onConflictDoNothing();
  }
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
