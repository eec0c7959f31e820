// demo_enterprise's 消息中心 as seeded, seen through the member's own calls: every kind of
// message, read and unread ones, spread over recent weeks, links only to portal pages.
import { MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import type { Message, UnreadCount } from '@qyfw/portal-sdk/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAuthKit } from '../../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { DEMO_PASSWORD } from '../demo-accounts.js';

/** The portal pages a seeded message may open (the personal center's and the policy list). */
describeEachDatabase('seeded messages', (database) => {
  let kit: AuthKit;
  let token: string;
  beforeAll(async () => {
    kit = await buildAuthKit(database);
    ({ token } = await kit.loginWithPassword('demo_enterprise', DEMO_PASSWORD));
  });
  afterAll(() => kit.app.close());

  it('demo_enterprise has every kind, some read and some unread, over recent weeks', async () => {
    const res = await kit.post('/api/message/list', { pageSize: 100 }, { token });
    const list = res.json<{ data: { list: Message[] } }>().data.list;
    expect(new Set(list.map((message) => message.type))).toEqual(new Set(MESSAGE_TYPE_NAMES));
    const unread = list.filter((message) => message.read_at === null);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(list.length);
    const times = list.map((message) => message.created_at);
    const spanDays = (Math.max(...times) - Math.min(...times)) / 86_400;
    expect(spanDays).toBeGreaterThan(14);
    expect(spanDays).toBeLessThanOrEqual(28);
    for (const message of list) {
      // Where each link leads (a built route) is messages-seed.test.ts's to check.
      if (message.read_at !== null) expect(message.read_at).toBeGreaterThan(message.created_at);
      expect(message.body).toMatch(/[\u4e00-\u9fff]/);
    }
    const count = await kit.post('/api/message/unread_count', {}, { token });
    expect(count.json<{ data: UnreadCount }>().data.total).toBe(unread.length);
  });
});
