// workflow_events: an operator reads a QR sign's state and history through the real call; members
// are refused (403), callers without a session too (401).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrLoginSigns } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.js';
import { buildAuthKit } from '../../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';

const HISTORY = '/api/console/workflow_events';

describeEachDatabase('workflow_events (operators only)', (db) => {
  let kit: AuthKit;
  let member: { token: string; userId: number };
  let operator: { token: string; userId: number };
  let signId: number;

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    member = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
    // The seeded operator account (design §6).
    operator = await kit.consoleSession('demo_operator');

    // A QR login the member confirms on the phone and the PC collects.
    const qr = (await kit.get('/api/indexnew/web_login')).json<{
      data: { sign: string; poll_key: string };
    }>().data;
    await kit.post('/api/indexnew/qr_confirm', { sign: qr.sign }, { token: member.token });
    kit.clock.advance(2000);
    await kit.post('/api/indexnew/checkStatus', { sign: qr.sign, poll_key: qr.poll_key });
    const signHash = createHash('sha256').update(qr.sign).digest('base64url');
    const [row] = await kit.db
      .select({ id: qrLoginSigns.id })
      .from(qrLoginSigns)
      .where(eq(qrLoginSigns.signHash, signHash));
    signId = row!.id;
  });
  afterAll(() => kit.app.close());

  const history = (body: object, token?: string) => kit.post(HISTORY, body, { token });

  it('shows an operator the sign’s state, version and every move: who, when, from and to', async () => {
    const res = await history({ entity_type: 'qr_login_sign', entity_id: signId }, operator.token);
    expect(res.statusCode).toBe(200);
    const start = Math.floor(kit.clock.current.getTime() / 1000) - 2;
    expect(res.json()).toEqual({
      code: 200,
      msg: '成功',
      data: {
        entity_type: 'qr_login_sign',
        entity_id: signId,
        state: 'delivered',
        version: 2,
        list: [
          {
            id: expect.any(Number),
            from: 'waiting',
            to: 'confirmed',
            event: 'confirm',
            actor: 'scanner',
            actor_user_id: member.userId,
            reason: null,
            version: 1,
            createtime: start,
          },
          {
            id: expect.any(Number),
            from: 'confirmed',
            to: 'delivered',
            event: 'deliver',
            actor: 'requester',
            actor_user_id: null,
            reason: null,
            version: 2,
            createtime: start + 2,
          },
        ],
      },
    });
  });

  it('refuses a member and a handler with 403 and a caller without a token with 401', async () => {
    const body = { entity_type: 'qr_login_sign', entity_id: signId };
    const asMember = await history(body, member.token);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ code: 403, msg: '没有权限：该操作仅限平台运营' });
    const handler = await kit.consoleSession('demo_handler');
    expect((await history(body, handler.token)).statusCode).toBe(403);
    const anonymous = await history(body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, msg: '请先登录' });
  });

  describe('bad input', () => {
    it('answers 404 in Chinese for an entity that does not exist', async () => {
      const res = await history(
        { entity_type: 'qr_login_sign', entity_id: 2_000_000_000 },
        operator.token,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '扫码登录不存在' });
    });

    it.each([
      ['an entity type without a flow', { entity_type: 'appeal', entity_id: 1 }, 'entity_type'],
      ['no entity id', { entity_type: 'qr_login_sign' }, 'entity_id'],
      ['a negative id', { entity_type: 'qr_login_sign', entity_id: -1 }, 'entity_id'],
      ['an id beyond int4', { entity_type: 'qr_login_sign', entity_id: 2 ** 31 }, 'entity_id'],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const res = await history(body, operator.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(new RegExp(`^参数 ${field} 有误`)),
      });
    });

    it('checks who is calling before the input: a member learns nothing from validation', async () => {
      const res = await history({ entity_type: 'appeal' }, member.token);
      expect(res.statusCode).toBe(403);
    });
  });
});
