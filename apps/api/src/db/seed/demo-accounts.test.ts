// The demo accounts of design §2: exactly as documented, idempotent, restored by reset.
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { verifyPassword } from '../../modules/auth/passwords.js';
import { units, users } from '../schema/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoAccountIds,
  resetDemoAccounts,
  seedDemoAccounts,
} from './demo-accounts.js';

const MOBILES = ['13800000001', '13800000002', '13800000003'];

describeEachDatabase('demo accounts seed', (db) => {
  const demoRows = async () =>
    (await db.database.db.select().from(users).where(inArray(users.mobile, MOBILES))).sort((a, b) =>
      a.mobile!.localeCompare(b.mobile!),
    );

  it('holds the three accounts of design §2', async () => {
    const [enterprise, member, phoneOnly] = await demoRows();
    expect(enterprise).toMatchObject({
      username: 'demo_enterprise',
      mobile: '13800000001',
      email: 'chenjing@yunqi-zz.com.cn',
    });
    expect(member).toMatchObject({ username: 'demo_member', mobile: '13800000002', email: null });
    expect(phoneOnly).toMatchObject({
      username: null,
      mobile: '13800000003',
      email: null,
      passwordHash: null,
    });
    expect(DEMO_PASSWORD).toBe('Demo@2026');
    for (const row of [enterprise!, member!]) {
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('Demo@2026', row.passwordHash)).toBe(true);
      expect(await verifyPassword('demo@2026', row.passwordHash)).toBe(false);
    }
  });

  it('adds nothing twice and keeps an operator’s edits', async () => {
    const before = await demoRows();
    await db.database.db
      .update(users)
      .set({ nickname: '改过的昵称' })
      .where(inArray(users.mobile, ['13800000002']));
    await seedDemoAccounts(db.database.db);
    const after = await demoRows();
    expect(after).toHaveLength(3);
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after[1]!.nickname).toBe('改过的昵称');
  });

  it('puts them back as shipped after a reset, and names their ids for other seeds', async () => {
    await resetDemoAccounts(db.database.db);
    expect(await demoRows()).toEqual([]);
    await seedDemoAccounts(db.database.db);
    const rows = await demoRows();
    expect(rows.map((row) => row.nickname)).toEqual([
      DEMO_ACCOUNTS.enterprise.nickname,
      DEMO_ACCOUNTS.member.nickname,
      null,
    ]);
    const ids = await demoAccountIds(db.database.db);
    expect([ids.enterprise, ids.member, ids.phoneOnly]).toEqual(rows.map((row) => row.id));
  });

  it('seeds demo_operator and demo_handler with their roles (design §6); everyone else is a member', async () => {
    const ids = await demoAccountIds(db.database.db);
    const rows = await db.database.db
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(inArray(users.id, Object.values(ids)));
    const roleOf = (id: number) => rows.find((row) => row.id === id)?.role;
    expect(roleOf(ids.operator)).toBe('operator');
    expect(roleOf(ids.handler)).toBe('handler');
    for (const id of [ids.enterprise, ids.member, ids.phoneOnly]) expect(roleOf(id)).toBe('member');
    const operator = rows.find((row) => row.id === ids.operator)!;
    expect(operator.username).toBe('demo_operator');
  });

  it('places demo_handler in 杭州市西湖区市场监督管理局 and nobody else in a unit', async () => {
    const ids = await demoAccountIds(db.database.db);
    const rows = await db.database.db
      .select({ id: users.id, unitId: users.unitId })
      .from(users)
      .where(inArray(users.id, Object.values(ids)));
    const handler = rows.find((row) => row.id === ids.handler)!;
    const [unit] = await db.database.db
      .select({ name: units.name, kind: units.kind })
      .from(units)
      .where(inArray(units.id, [handler.unitId ?? -1]));
    expect(unit).toEqual({ name: '杭州市西湖区市场监督管理局', kind: 'department' });
    expect(rows.filter((row) => row.unitId !== null).map((row) => row.id)).toEqual([ids.handler]);
  });
});
