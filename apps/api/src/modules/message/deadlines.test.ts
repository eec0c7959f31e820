// deadline_list and the calendar feed: the member's returned authentication requests with their
// resubmission deadline (another member's are not shown), and the private feed — a valid
// iCalendar parsed back with ical.js, one URL live at a time, revoked or unknown → 404, a token
// that cannot be derived from anything the database or the member's identity holds.
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { calendarFeeds, enterpriseEdits } from '../../db/schema/index.js';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { hashFeedToken } from './calendar-feed.js';
import { daysLeft } from './deadlines.js';

const PASSWORD = 'Pass2026x';
const DAY_MS = 86_400_000;
let counter = 0;

async function member(kit: AuthKit) {
  counter += 1;
  const username = `ddl_${process.pid % 1000}_${counter}`;
  await createMember(kit.db, { username, password: PASSWORD });
  return kit.loginWithPassword(username, PASSWORD);
}

async function returnedRequest(db: Db, userId: number, name: string, resubmitBy: Date) {
  const [row] = await db
    .insert(enterpriseEdits)
    .values({
      userId,
      enterpriseName: name,
      creditCode: '91330100MA27XL0E4N',
      state: 'returned',
      reason: '营业执照照片不清晰',
      resubmitBy,
    })
    .returning({ id: enterpriseEdits.id });
  return row!.id;
}

interface Feed {
  url: string;
  created_at: number;
}

describeEachDatabase('deadline inbox and calendar feed', (database) => {
  let kit: AuthKit;
  let me: { token: string; userId: number };
  let other: { token: string; userId: number };
  let soon: number;
  let later: number;
  beforeAll(async () => {
    kit = await buildAuthKit(database, { PUBLIC_ORIGIN: 'https://qyfw.example.cn' });
    me = await member(kit);
    other = await member(kit);
    const now = kit.clock.now().getTime();
    later = await returnedRequest(
      kit.db,
      me.userId,
      '杭州乙科技有限公司',
      new Date(now + 20 * DAY_MS),
    );
    soon = await returnedRequest(
      kit.db,
      me.userId,
      '杭州甲科技有限公司',
      new Date(now + 3 * DAY_MS),
    );
    await returnedRequest(kit.db, other.userId, '别人的公司', new Date(now + DAY_MS));
    // Decided requests owe nothing.
    await kit.db.insert(enterpriseEdits).values({
      userId: me.userId,
      enterpriseName: '已通过的公司',
      creditCode: '91330100MA27XL0E4N',
      state: 'approved',
    });
  });
  afterAll(() => kit.app.close());

  const createFeed = async (token: string) => {
    const res = await kit.post('/api/message/calendar_feed_create', {}, { token });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Feed }>().data;
  };
  const fetchFeed = (url: string) =>
    kit.get(new URL(url).pathname, { headers: { authorization: '' } });

  describe('deadline_list', () => {
    it('lists the member’s resubmission deadlines by due date, with the days left', async () => {
      const res = await kit.post('/api/message/deadline_list', {}, { token: me.token });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: unknown }>().data).toEqual({
        list: [
          {
            key: `auth_resubmit-${soon}`,
            category: '企业认证',
            title: '重新提交企业认证申请（杭州甲科技有限公司）',
            due_date: '2026-03-05',
            days_left: 3,
            link: '/identity',
            actionable: true,
          },
          {
            key: `auth_resubmit-${later}`,
            category: '企业认证',
            title: '重新提交企业认证申请（杭州乙科技有限公司）',
            due_date: '2026-03-22',
            days_left: 20,
            link: '/identity',
            actionable: true,
          },
        ],
      });
    });

    it('counts days in Beijing time and negative once overdue', () => {
      // 23:30 on 1 March UTC is already 2 March in Beijing.
      expect(daysLeft('2026-03-02', new Date('2026-03-01T23:30:00Z'))).toBe(0);
      expect(daysLeft('2026-03-01', new Date('2026-03-02T01:00:00Z'))).toBe(-1);
    });

    it('answers a visitor 401', async () => {
      expect((await kit.post('/api/message/deadline_list', {})).statusCode).toBe(401);
    });
  });

  describe('calendar feed', () => {
    it('has no feed at first; a created URL serves the deadlines as iCalendar', async () => {
      const state = await kit.post('/api/message/calendar_feed', {}, { token: me.token });
      expect(state.json<{ data: unknown }>().data).toEqual({ active: false, created_at: null });
      const feed = await createFeed(me.token);
      expect(feed.url).toMatch(/^https:\/\/qyfw\.example\.cn\/api\/calendar\/[\w-]{43}\.ics$/);
      const after = await kit.post('/api/message/calendar_feed', {}, { token: me.token });
      expect(after.json<{ data: unknown }>().data).toEqual({
        active: true,
        created_at: feed.created_at,
      });

      // Fetched as a calendar app does: no client credentials, no session.
      const res = await fetchFeed(feed.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('企业服务门户 · 我的待办期限');
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Shanghai');
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      expect(events.map((event) => event.uid)).toEqual([
        `auth_resubmit-${soon}@qyfw.example.cn`,
        `auth_resubmit-${later}@qyfw.example.cn`,
      ]);
      const first = events[0]!;
      expect(first.summary).toBe('【企业认证】重新提交企业认证申请（杭州甲科技有限公司）截止');
      expect(first.startDate.isDate).toBe(true);
      expect(first.startDate.toString()).toBe('2026-03-05');
      expect(first.endDate.toString()).toBe('2026-03-06');
      expect(first.component.getFirstPropertyValue('url')).toBe(
        'https://qyfw.example.cn/pc/identity',
      );
      expect(first.description).toContain('https://qyfw.example.cn/pc/identity');
      // Another member's deadline is not in my feed.
      expect(res.body).not.toContain('别人的公司');

      // The same records keep the same UIDs on the next fetch (apps update, not duplicate).
      const again = await fetchFeed(feed.url);
      expect(again.body.match(/^UID:.*$/gm)).toEqual(res.body.match(/^UID:.*$/gm));
    });

    it('creating again revokes the old URL; revoking kills the current one', async () => {
      const first = await createFeed(me.token);
      const second = await createFeed(me.token);
      expect(second.url).not.toBe(first.url);
      expect((await fetchFeed(first.url)).statusCode).toBe(404);
      expect((await fetchFeed(second.url)).statusCode).toBe(200);
      const revoke = await kit.post('/api/message/calendar_feed_revoke', {}, { token: me.token });
      expect(revoke.statusCode).toBe(200);
      const gone = await fetchFeed(second.url);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ msg: string }>().msg).toBe('日历订阅地址不存在或已停用');
      const state = await kit.post('/api/message/calendar_feed', {}, { token: me.token });
      expect(state.json<{ data: { active: boolean } }>().data.active).toBe(false);
    });

    it('two creates at once leave one live URL', async () => {
      const feeds = await Promise.all([createFeed(other.token), createFeed(other.token)]);
      const live = await kit.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, other.userId));
      expect(live.filter((feed) => feed.revokedAt === null)).toHaveLength(1);
      const statuses = await Promise.all(feeds.map((feed) => fetchFeed(feed.url)));
      expect(statuses.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    });

    it('stores only the token’s hash; the token is random, not derived from the member', async () => {
      const feed = await createFeed(me.token);
      const token = /\/([\w-]{43})\.ics$/.exec(feed.url)![1]!;
      const rows = await kit.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, me.userId));
      expect(rows.some((row) => row.tokenHash === hashFeedToken(token))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(token);
      // Revoke and create at the same clock time: a token built from the member and the time would repeat.
      const next = await createFeed(me.token);
      expect(next.created_at).toBe(feed.created_at);
      expect(next.url).not.toBe(feed.url);
      // The stored hash itself does not open a feed.
      const hashUrl = `/api/calendar/${hashFeedToken(/\/([\w-]{43})\.ics$/.exec(next.url)![1]!)}.ics`;
      expect((await kit.get(hashUrl)).statusCode).toBe(404);
    });

    it('an unknown or malformed token answers 404', async () => {
      for (const path of [
        `/api/calendar/${'A'.repeat(43)}.ics`,
        '/api/calendar/short.ics',
        `/api/calendar/${'A'.repeat(43)}`,
      ]) {
        expect((await kit.get(path, { headers: { authorization: '' } })).statusCode).toBe(404);
      }
    });

    it('a visitor cannot create, read or revoke a feed', async () => {
      for (const path of ['calendar_feed', 'calendar_feed_create', 'calendar_feed_revoke']) {
        expect((await kit.post(`/api/message/${path}`, {})).statusCode).toBe(401);
      }
    });

    it('another member’s revoke does not touch my feed', async () => {
      const feed = await createFeed(me.token);
      await kit.post('/api/message/calendar_feed_revoke', {}, { token: other.token });
      expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    });
  });
});
