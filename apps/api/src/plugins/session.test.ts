// The session context registerCall hands to 'user' and 'optional' calls, through real requests.
import { defineCall } from '@qyfw/portal-sdk/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { sessions, users } from '../db/schema/index.js';
import { createLogger } from '../logger.js';
import { JSON_HEADERS } from '../../test/helpers/app.js';
import { describeEachDatabase } from '../../test/helpers/databases.js';
import { registerCall } from './register-call.js';
import { createSession, hashSessionToken, revokeSession, SESSION_TTL_MS } from './session.js';

const whoAmI = defineCall({
  name: 'whoAmI',
  method: 'POST',
  path: '/api/test/who-am-i',
  auth: 'user',
  summary: '测试：当前会话',
  body: z.object({}),
  data: z.object({ userId: z.number(), sessionId: z.number() }),
});

const maybeWho = defineCall({
  name: 'maybeWho',
  method: 'POST',
  path: '/api/test/maybe-who',
  auth: 'optional',
  summary: '测试：可选会话',
  body: z.object({}),
  data: z.object({ userId: z.number().nullable() }),
});

const operatorsOnly = defineCall({
  name: 'operatorsOnly',
  method: 'POST',
  path: '/api/test/operators-only',
  auth: { roles: ['operator', 'handler'] },
  summary: '测试：仅限平台运营与办理人员',
  body: z.object({}),
  data: z.object({ userId: z.number(), role: z.string() }),
});

describeEachDatabase('session context', (db) => {
  let app: FastifyInstance;
  let clock = new Date('2026-03-02T08:00:00Z');
  let alice: number;
  let bob: number;

  beforeAll(async () => {
    app = await buildApp(db.config(), {
      database: db.database,
      logger: createLogger({ logLevel: 'silent' }),
      now: () => clock,
    });
    registerCall(app, whoAmI, ({ session }) => ({
      userId: session.userId,
      sessionId: session.sessionId,
    }));
    registerCall(app, maybeWho, ({ session }) => ({ userId: session?.userId ?? null }));
    registerCall(app, operatorsOnly, ({ session }) => ({
      userId: session.userId,
      role: session.role,
    }));
    const created = await db.database.db
      .insert(users)
      .values([{ mobile: '13900000101' }, { mobile: '13900000102' }])
      .returning({ id: users.id });
    [alice, bob] = created.map((row) => row.id) as [number, number];
  });
  afterAll(async () => {
    await app.close();
    await db.database.db.delete(users).where(eq(users.mobile, '13900000101'));
    await db.database.db.delete(users).where(eq(users.mobile, '13900000102'));
  });

  const call = (path: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { ...JSON_HEADERS, ...(token ? { token } : {}) },
      payload,
    });

  it('gives a user call the session of its token, and stores only the token’s hash', async () => {
    const issued = await createSession(db.database.db, alice, clock);
    const res = await call('/api/test/who-am-i', { user_id: String(alice) }, issued.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ userId: alice, sessionId: issued.sessionId });
    const [row] = await db.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, issued.sessionId));
    expect(row!.tokenHash).toBe(hashSessionToken(issued.token));
    expect(row!.tokenHash).not.toContain(issued.token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SESSION_TTL_MS);
  });

  it('answers 401 请先登录 without a token or with one it never issued', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const res = await call('/api/test/who-am-i', {}, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
    }
  });

  it('answers 402 once the session is revoked or 6 h old', async () => {
    const revoked = await createSession(db.database.db, alice, clock);
    await revokeSession(db.database.db, revoked.sessionId, clock);
    const ended = await call('/api/test/who-am-i', {}, revoked.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });

    const old = await createSession(db.database.db, alice, clock);
    const start = clock;
    try {
      clock = new Date(start.getTime() + SESSION_TTL_MS - 1000);
      expect((await call('/api/test/who-am-i', {}, old.token)).statusCode).toBe(200);
      clock = new Date(start.getTime() + SESSION_TTL_MS);
      expect((await call('/api/test/who-am-i', {}, old.token)).json()).toMatchObject({ code: 402 });
    } finally {
      clock = start;
    }
  });

  it('refuses a body user_id naming someone else with 403, and accepts the client’s empty one', async () => {
    const issued = await createSession(db.database.db, alice, clock);
    const other = await call('/api/test/who-am-i', { user_id: bob }, issued.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 403, msg: '无权访问该用户的数据' });
    expect((await call('/api/test/who-am-i', { user_id: '' }, issued.token)).statusCode).toBe(200);
    expect((await call('/api/test/who-am-i', { user_id: alice }, issued.token)).statusCode).toBe(
      200,
    );
  });

  it('gives an optional call the session when the token is valid, and none otherwise', async () => {
    const issued = await createSession(db.database.db, bob, clock);
    expect((await call('/api/test/maybe-who', {}, issued.token)).json().data).toEqual({
      userId: bob,
    });
    expect((await call('/api/test/maybe-who', {})).json().data).toEqual({ userId: null });
    await revokeSession(db.database.db, issued.sessionId, clock);
    const stale = await call('/api/test/maybe-who', {}, issued.token);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toEqual({ userId: null });
  });

  it('lets only the listed roles make a role-restricted call, reading the role on every call', async () => {
    const setRole = (role: 'member' | 'operator' | 'handler') =>
      db.database.db.update(users).set({ role }).where(eq(users.id, alice));
    // A console session (staff-only calls need one: the second factor passed).
    const issued = await createSession(db.database.db, alice, clock, undefined, 'console');
    try {
      // A new user is a member.
      const member = await call('/api/test/operators-only', {}, issued.token);
      expect(member.statusCode).toBe(403);
      expect(member.json()).toEqual({ code: 403, msg: '没有权限：该操作仅限平台运营、办理人员' });

      await setRole('operator');
      const operator = await call('/api/test/operators-only', {}, issued.token);
      expect(operator.statusCode).toBe(200);
      expect(operator.json().data).toEqual({ userId: alice, role: 'operator' });
      await setRole('handler');
      expect((await call('/api/test/operators-only', {}, issued.token)).json().data.role).toBe(
        'handler',
      );

      // Taking the role away acts on the same session's next call.
      await setRole('member');
      expect((await call('/api/test/operators-only', {}, issued.token)).statusCode).toBe(403);

      const anonymous = await call('/api/test/operators-only', {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, msg: '请先登录' });
    } finally {
      await setRole('member');
    }
  });

  it('refuses a staff member’s portal session on a staff-only call: 401, sign in at the console', async () => {
    await db.database.db.update(users).set({ role: 'operator' }).where(eq(users.id, alice));
    try {
      const portal = await createSession(db.database.db, alice, clock);
      const answer = await call('/api/test/operators-only', {}, portal.token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 401, msg: '请先登录管理后台' });
    } finally {
      await db.database.db.update(users).set({ role: 'member' }).where(eq(users.id, alice));
    }
  });

  it('refuses a role the database does not know', async () => {
    await expect(
      db.database.db.execute(sql`update users set role = 'superuser' where id = ${alice}`),
    ).rejects.toThrow();
  });
});
