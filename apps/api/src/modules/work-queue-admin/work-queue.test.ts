// admin_work_queue (issue 26): an operator's 待办 lists what waits on an operator, oldest first,
// with the time waited by the app's clock and the count per kind; a decided request leaves 待办;
// a handler's queue is empty (no kind belongs to a unit yet).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consoleTotp, enterpriseEdits, users } from '../../db/schema/index.js';
import { buildAuthKit, createMember, freshIp } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { newTotpSecret, totpCode } from '../console-auth/totp.js';

const PASSWORD = 'Staff@2026';
const HOUR = 60 * 60 * 1000;

interface Queue {
  list: { kind: string; id: number; title: string; waited_ms: number; state_label: string }[];
  total: number;
  counts: Record<string, number>;
}

describeEachDatabase('admin_work_queue: the console landing page (issue 26)', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  async function consoleToken(role: 'operator' | 'handler'): Promise<string> {
    const username = `queue_${role}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const id = await createMember(kit.db, { username, password: PASSWORD });
    await kit.db.update(users).set({ role }).where(eq(users.id, id));
    if (role === 'handler')
      await kit.db.update(users).set({ unitId: null }).where(eq(users.id, id));
    const secret = newTotpSecret();
    await kit.db.insert(consoleTotp).values({ userId: id, secret, enrolledAt: kit.clock.now() });
    const res = await kit.post(
      '/api/console/auth/sign-in',
      { account: username, password: PASSWORD, code: totpCode(secret, kit.clock.now()) },
      { ip: freshIp() },
    );
    return res.json<{ data: { token: string } }>().data.token;
  }

  const queue = async (token: string, tab = 'todo') =>
    (await kit.post('/api/console/work-queue/list', { tab, pageSize: 100 }, { token })).json<{
      data: Queue;
    }>().data;

  it('lists a pending authentication with the time it waited, oldest first, and counts it', async () => {
    const applicant = await createMember(kit.db);
    const name = `等待审核的企业${process.pid}`;
    const [row] = await kit.db
      .insert(enterpriseEdits)
      .values({
        userId: applicant,
        enterpriseName: name,
        creditCode: '91330106MA2XXXXX1X',
        state: 'pending',
        submittedAt: new Date(kit.clock.now().getTime() - 3 * HOUR),
      })
      .returning({ id: enterpriseEdits.id });
    const token = await consoleToken('operator');
    const before = await queue(token);
    const item = before.list.find(
      (entry) => entry.kind === 'enterprise_auth' && entry.id === row!.id,
    );
    expect(item).toMatchObject({ title: name, state_label: '待审核', waited_ms: 3 * HOUR });
    expect(before.counts.enterprise_auth).toBeGreaterThanOrEqual(1);
    const times = before.list.map((entry) => entry.waited_ms);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await kit.db
      .update(enterpriseEdits)
      .set({ state: 'approved' })
      .where(eq(enterpriseEdits.id, row!.id));
    const after = await queue(token);
    expect(
      after.list.some((entry) => entry.kind === 'enterprise_auth' && entry.id === row!.id),
    ).toBe(false);
    expect(after.counts.enterprise_auth).toBe(before.counts.enterprise_auth! - 1);
  });

  it("answers a handler's queue empty: no kind belongs to a unit yet", async () => {
    const token = await consoleToken('handler');
    const answer = await queue(token);
    expect(answer).toMatchObject({ list: [], total: 0 });
  });
});
