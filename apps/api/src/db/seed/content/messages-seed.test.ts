// demo_enterprise's seeded 消息中心 has no dead ends (issue 25): every message's link is a screen
// that is built today (docs/routes.md), the call about to close opens its own policy's page and
// the patent fee opens /deadlines, where the fee is listed.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../modules/shared/testing.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';

/** The addresses docs/routes.md marks built (the route table's first and last columns). */
async function builtRoutes(): Promise<Set<string>> {
  const table = await readFile(
    new URL('../../../../../../docs/routes.md', import.meta.url),
    'utf8',
  );
  const built = new Set<string>();
  for (const line of table.split('\n')) {
    const match = /^\|\s*`(\/[^`?]*)`.*\|\s*built[^|]*\|\s*$/.exec(line);
    if (match) built.add(match[1]!);
  }
  return built;
}

describeEachDatabase('seeded messages', (db) => {
  async function seeded() {
    return queryRows<{ type: string; title: string; body: string; link: string | null }>(
      db.database.db,
      sql`select m.type, m.title, m.body, m.link from messages m join users u on u.id = m.user_id where u.username = 'demo_enterprise'`,
    );
  }

  it('links every message to a built screen, or to none (its text is then shown in full)', async () => {
    const built = await builtRoutes();
    expect(built.has('/deadlines')).toBe(true);
    const messages = await seeded();
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) {
      if (message.link === null) continue;
      expect(built.has(message.link.split('?')[0]!), `${message.title} → ${message.link}`).toBe(
        true,
      );
    }
  });

  it('opens the closing call’s policy and the patent fee’s deadline, not a news list', async () => {
    const messages = await seeded();
    const closing = messages.find((message) => message.title === '政策申报即将截止');
    const [call] = await queryRows<{ policy_id: number; title: string }>(
      db.database.db,
      sql`select c.policy_id, c.title from policy_calls c join policies p on p.id = c.policy_id
          where c.state = 'published' and p.state = 'published' and c.apply_end_on >= (now() at time zone 'Asia/Shanghai')::date
          order by c.apply_end_on, c.id limit 1`,
    );
    // A catalogue with no open call gets no reminder of one (a reminder of nothing is false).
    if (call === undefined) expect(closing).toBeUndefined();
    else {
      expect(closing?.link).toBe(`/policyDetailData?id=${call.policy_id}`);
      expect(closing?.body).toContain(`「${call.title}」`);
    }
    const fee = messages.find((message) => message.type === 'ip');
    expect(fee?.link).toBe('/deadlines');
    expect(fee?.body).toMatch(/第\d+年年费/);
  });
});

describe('builtRoutes', () => {
  it('reads the route table', async () => {
    const built = await builtRoutes();
    expect(built.has('/policyDetailData')).toBe(true);
    expect(built.has('/appeal')).toBe(false);
  });
});
