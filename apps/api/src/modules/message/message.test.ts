// 消息中心 calls: the member's own messages only (another member's ids are neither listed,
// counted nor marked), filters, paging, read marks, preferences; bad input answers 400 naming
// the field with nothing changed; a visitor gets 401.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { messagePreferences, messages } from '../../db/schema/index.js';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

const PASSWORD = 'Pass2026x';
let memberCounter = 0;

/** A member of this suite, logged in. */
async function member(kit: AuthKit): Promise<{ token: string; userId: number }> {
  memberCounter += 1;
  const username = `msg_${process.pid % 1000}_${memberCounter}`;
  await createMember(kit.db, { username, password: PASSWORD });
  return kit.loginWithPassword(username, PASSWORD);
}

async function insertMessages(
  db: Db,
  userId: number,
  rows: { type: string; read?: boolean; minutesAgo: number }[],
  now: Date,
): Promise<number[]> {
  const inserted = await db
    .insert(messages)
    .values(
      rows.map((row, index) => ({
        userId,
        type: row.type,
        title: `消息${index + 1}`,
        body: `第${index + 1}条消息的内容`,
        link: '/identity',
        createdAt: new Date(now.getTime() - row.minutesAgo * 60_000),
        readAt: row.read ? now : null,
      })),
    )
    .returning({ id: messages.id });
  return inserted.map((row) => row.id);
}

const unreadOf = async (db: Db, userId: number) =>
  (
    await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
  ).length;

describeEachDatabase('message calls', (database) => {
  let kit: AuthKit;
  let me: { token: string; userId: number };
  let other: { token: string; userId: number };
  let mine: number[];
  let theirs: number[];
  beforeAll(async () => {
    kit = await buildAuthKit(database);
  });
  afterAll(() => kit.app.close());
  beforeEach(async () => {
    me = await member(kit);
    other = await member(kit);
    const now = kit.clock.now();
    mine = await insertMessages(
      kit.db,
      me.userId,
      [
        { type: 'auth', minutesAgo: 1 },
        { type: 'auth', minutesAgo: 2, read: true },
        { type: 'security', minutesAgo: 3 },
        { type: 'system', minutesAgo: 4 },
        { type: 'policy', minutesAgo: 5, read: true },
      ],
      now,
    );
    theirs = await insertMessages(kit.db, other.userId, [{ type: 'auth', minutesAgo: 0 }], now);
  });

  describe('message_list', () => {
    it('lists only the member’s messages, newest first, with the read state', async () => {
      const res = await kit.post('/api/message/list', {}, { token: me.token });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: { list: { id: number; read_at: number | null }[] } }>().data;
      expect(data).toMatchObject({ total: 5, page: 1, pageSize: 10 });
      expect(data.list.map((item) => item.id)).toEqual(mine);
      expect(data.list[0]).toEqual({
        id: mine[0],
        type: 'auth',
        title: '消息1',
        body: '第1条消息的内容',
        link: '/identity',
        created_at: Math.floor(kit.clock.now().getTime() / 1000) - 60,
        read_at: null,
      });
      expect(data.list[1]!.read_at).toBe(Math.floor(kit.clock.now().getTime() / 1000));
    });

    it('filters by type and read state, and pages', async () => {
      const list = async (body: object) =>
        (await kit.post('/api/message/list', body, { token: me.token })).json<{
          data: { list: { id: number }[]; total: number };
        }>().data;
      expect((await list({ type: 'auth' })).list.map((m) => m.id)).toEqual(mine.slice(0, 2));
      expect((await list({ state: 'unread' })).list.map((m) => m.id)).toEqual([
        mine[0],
        mine[2],
        mine[3],
      ]);
      expect((await list({ state: 'read', type: 'auth' })).list.map((m) => m.id)).toEqual([
        mine[1],
      ]);
      const second = await list({ page: 2, pageSize: 2 });
      expect(second.total).toBe(5);
      expect(second.list.map((m) => m.id)).toEqual(mine.slice(2, 4));
    });

    it('refuses a bad filter with a message naming the field', async () => {
      const res = await kit.post('/api/message/list', { state: 'new' }, { token: me.token });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ msg: string }>().msg).toContain('state');
      expect(res.json<{ msg: string }>().msg).toContain('已读状态不正确');
      const badType = await kit.post('/api/message/list', { type: 'news' }, { token: me.token });
      expect(badType.statusCode).toBe(400);
      expect(badType.json<{ msg: string }>().msg).toContain('消息类型不正确');
    });

    it('answers a visitor 401', async () => {
      expect((await kit.post('/api/message/list', {})).statusCode).toBe(401);
    });
  });

  describe('message_unread_count', () => {
    it('counts the member’s unread messages per type; another member’s do not count', async () => {
      const res = await kit.post('/api/message/unread_count', {}, { token: me.token });
      expect(res.json<{ data: unknown }>().data).toEqual({
        total: 3,
        by_type: {
          auth: 1,
          enterprise: 0,
          security: 1,
          policy: 0,
          ip: 0,
          appeal: 0,
          market: 0,
          system: 1,
        },
      });
    });

    it('answers a visitor 401', async () => {
      expect((await kit.post('/api/message/unread_count', {})).statusCode).toBe(401);
    });
  });

  describe('message_read', () => {
    it('marks the member’s own unread messages; read and other members’ ids are not touched', async () => {
      const res = await kit.post(
        '/api/message/read',
        { ids: [mine[0], mine[1], theirs[0]] },
        { token: me.token },
      );
      expect(res.json<{ data: unknown }>().data).toEqual({ updated: 1 });
      expect(await unreadOf(kit.db, me.userId)).toBe(2);
      expect(await unreadOf(kit.db, other.userId)).toBe(1);
      // Marked once: a second read changes nothing.
      const again = await kit.post('/api/message/read', { ids: [mine[0]] }, { token: me.token });
      expect(again.json<{ data: unknown }>().data).toEqual({ updated: 0 });
    });

    it('another member’s token cannot mark my messages', async () => {
      const res = await kit.post('/api/message/read', { ids: mine }, { token: other.token });
      expect(res.json<{ data: unknown }>().data).toEqual({ updated: 0 });
      expect(await unreadOf(kit.db, me.userId)).toBe(3);
    });

    it('refuses a bad id list naming the field, changing nothing', async () => {
      for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [0] }]) {
        const res = await kit.post('/api/message/read', body, { token: me.token });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ msg: string }>().msg).toContain('ids');
      }
      expect(await unreadOf(kit.db, me.userId)).toBe(3);
    });

    it('answers a visitor 401', async () => {
      expect((await kit.post('/api/message/read', { ids: mine })).statusCode).toBe(401);
      expect(await unreadOf(kit.db, me.userId)).toBe(3);
    });
  });

  describe('message_read_all', () => {
    it('marks one type, then everything, of the member only', async () => {
      const byType = await kit.post('/api/message/read_all', { type: 'auth' }, { token: me.token });
      expect(byType.json<{ data: unknown }>().data).toEqual({ updated: 1 });
      expect(await unreadOf(kit.db, me.userId)).toBe(2);
      const all = await kit.post('/api/message/read_all', {}, { token: me.token });
      expect(all.json<{ data: unknown }>().data).toEqual({ updated: 2 });
      expect(await unreadOf(kit.db, me.userId)).toBe(0);
      expect(await unreadOf(kit.db, other.userId)).toBe(1);
    });

    it('two at once mark each message once', async () => {
      const answers = await Promise.all(
        [1, 2].map(() => kit.post('/api/message/read_all', {}, { token: me.token })),
      );
      const updated = answers.map((res) => res.json<{ data: { updated: number } }>().data.updated);
      expect(updated.reduce((a, b) => a + b, 0)).toBe(3);
    });

    it('refuses an unknown type, changing nothing; a visitor gets 401', async () => {
      const res = await kit.post('/api/message/read_all', { type: 'all' }, { token: me.token });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ msg: string }>().msg).toContain('type');
      expect((await kit.post('/api/message/read_all', {})).statusCode).toBe(401);
      expect(await unreadOf(kit.db, me.userId)).toBe(3);
    });
  });

  describe('message_preferences', () => {
    const prefs = async (token: string) =>
      (await kit.post('/api/message/preferences', {}, { token })).json<{
        data: { list: { type: string; sms: boolean; email: boolean }[] };
      }>().data.list;

    it('answers SMS off and email on by default (account security: both, always), saves only the listed types', async () => {
      const defaults = (list: { type: string; sms: boolean; email: boolean }[]) =>
        list.map(({ type, sms, email }) => [type, sms, email]);
      const before = await prefs(me.token);
      expect(defaults(before)).toEqual([
        ['auth', false, true],
        ['enterprise', false, true],
        ['security', true, true],
        ['policy', false, true],
        ['ip', false, true],
        ['appeal', false, true],
        ['market', false, true],
        ['system', false, true],
      ]);
      const res = await kit.post(
        '/api/message/preferences_save',
        { list: [{ type: 'policy', sms: true, email: false }] },
        { token: me.token },
      );
      expect(res.statusCode).toBe(200);
      const saved = res.json<{ data: { list: typeof before } }>().data.list;
      expect(saved.find((item) => item.type === 'policy')).toEqual({
        type: 'policy',
        sms: true,
        email: false,
      });
      expect(saved.filter((item) => item.sms)).toHaveLength(2);
      expect(await prefs(me.token)).toEqual(saved);
      // Saved again (an update, not a second row) and the other member unaffected.
      await kit.post(
        '/api/message/preferences_save',
        { list: [{ type: 'policy', sms: false, email: true }] },
        { token: me.token },
      );
      expect((await prefs(me.token)).find((item) => item.type === 'policy')).toMatchObject({
        sms: false,
        email: true,
      });
      expect(defaults(await prefs(other.token))).toEqual(defaults(before));
    });

    it('refuses a repeated or unknown type naming the field, saving nothing', async () => {
      for (const list of [
        [
          { type: 'auth', sms: false, email: false },
          { type: 'auth', sms: true, email: true },
        ],
        [{ type: 'news', sms: false, email: false }],
        [{ type: 'auth', sms: 'no', email: false }],
        // Account security notices always reach the phone and email.
        [{ type: 'security', sms: false, email: true }],
        [],
      ]) {
        const res = await kit.post('/api/message/preferences_save', { list }, { token: me.token });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ msg: string }>().msg).toContain('list');
      }
      const rows = await kit.db
        .select()
        .from(messagePreferences)
        .where(eq(messagePreferences.userId, me.userId));
      expect(rows).toEqual([]);
    });

    it('answers a visitor 401', async () => {
      expect((await kit.post('/api/message/preferences', {})).statusCode).toBe(401);
      const save = await kit.post('/api/message/preferences_save', {
        list: [{ type: 'auth', sms: false, email: false }],
      });
      expect(save.statusCode).toBe(401);
    });
  });
});
