// Public searches and lists under a script's load (issue 23): a per-address limit on every public
// search and list (429 in the envelope for that address only), a keyword bounded in characters and
// words on both sides (the SDK's schema), and searches answered from the search cache until a
// write to what they read — never a stale answer after an operator's write.
import {
  POLICY_KEYWORD_MAX_CHARS,
  POLICY_KEYWORD_MAX_WORDS,
  policy_search,
} from '@qyfw/portal-sdk/calls/policy-library';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthKit, freshIp } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { PUBLIC_LIST_RATE, PUBLIC_SEARCH_RATE } from '../../plugins/rate-limit.js';
import { queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';
import { addPolicy, UNIT } from './library-fixtures.js';
import { sessionAs } from '../../../test/helpers/sessions.js';

const TOO_MANY = { code: 429, msg: '操作过于频繁，请稍后再试' };

describeEachDatabase('public search under load', (database) => {
  let kit: AuthKit;
  let operator = '';

  beforeAll(async () => {
    kit = await buildAuthKit(database);
    const [row] = await queryRows<{ id: number }>(
      kit.db,
      sql`insert into users (username, role, mobile) values ('psearch_operator', 'operator', '13900009901') returning id`,
    );
    operator = (await sessionAs(kit.db, row!.id, 'operator')).token;
  });
  afterAll(() => kit.app.close());

  describe('per-address limits', () => {
    it.each([
      ['/api/policy/search', { keyword: '补助' }, PUBLIC_SEARCH_RATE.max],
      ['/api/policy/calls', { keyword: '补助' }, PUBLIC_SEARCH_RATE.max],
      ['/api/knowledge/list', { keyword: '解读' }, PUBLIC_SEARCH_RATE.max],
      ['/api/demo/get_information', { page: 1, pageSize: 10, type: -1 }, PUBLIC_LIST_RATE.max],
      [
        '/api/demo/bulletin_list',
        { page: 1, pageSize: 10, level: -1, type: 1 },
        PUBLIC_LIST_RATE.max,
      ],
      ['/api/demo/service_manage', { page: 1, pageSize: 10 }, PUBLIC_LIST_RATE.max],
      ['/api/demo/fwystem', { page: 1, pageSize: 999 }, PUBLIC_LIST_RATE.max],
      ['/api/demo/expert_manage_list', { page: 1, pageSize: 4 }, PUBLIC_LIST_RATE.max],
      ['/api/demo/talent_manage_list', { page: 1, pageSize: 4 }, PUBLIC_LIST_RATE.max],
    ])(
      '%s: the request past the limit from one address answers 429; another address is served',
      { timeout: 60_000 },
      async (url, body, max) => {
        const ip = freshIp();
        for (let n = 0; n < max; n += 1) {
          const res = await kit.post(url, body, { ip });
          expect(res.statusCode, res.body).toBe(200);
        }
        const limited = await kit.post(url, body, { ip });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(TOO_MANY);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect((await kit.post(url, body, { ip: freshIp() })).statusCode).toBe(200);
      },
    );
  });

  describe('a bounded keyword', () => {
    const long = '高新技术企业研发投入补助'.repeat(3).slice(0, POLICY_KEYWORD_MAX_CHARS);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `词${i}`).join(' ');

    it.each(['/api/policy/search', '/api/policy/calls', '/api/knowledge/list'])(
      '%s refuses a keyword past the characters or words allowed, naming the field',
      async (url) => {
        const refused = async (keyword: string) => {
          const res = await kit.post(url, { keyword });
          expect(res.statusCode).toBe(400);
          return res.json<Answer<null>>().msg;
        };
        expect(await refused(`${long}额`)).toBe(
          `参数 keyword 有误：关键词最多${POLICY_KEYWORD_MAX_CHARS}个字`,
        );
        expect(await refused(words(POLICY_KEYWORD_MAX_WORDS + 1))).toBe(
          `参数 keyword 有误：关键词最多${POLICY_KEYWORD_MAX_WORDS}个词`,
        );
        expect((await kit.post(url, { keyword: long })).statusCode).toBe(200);
        expect((await kit.post(url, { keyword: words(POLICY_KEYWORD_MAX_WORDS) })).statusCode).toBe(
          200,
        );
      },
    );

    it('is the SDK schema itself, so the portal refuses alike before sending', () => {
      const parsed = policy_search.body.safeParse({ keyword: `${long}额` });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(`关键词最多${POLICY_KEYWORD_MAX_CHARS}个字`);
    });
  });

  describe('the search cache', () => {
    const search = async (body: Record<string, unknown>) => {
      const res = await kit.post('/api/policy/search', { issuing_unit: UNIT, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Answer<Paged<{ id: number; title: string }>>>().data;
    };
    const titles = async (body: Record<string, unknown>) =>
      (await search({ pageSize: 50, ...body })).list.map((row) => row.title).sort();

    it('answers a repeated search from memory, spellings that search alike included', async () => {
      await addPolicy(kit.db, { title: '鹭鸶缓存测试办法' });
      expect(await titles({ keyword: '鹭鸶  缓存', level: [20, 19] })).toEqual([
        '鹭鸶缓存测试办法',
      ]);
      // A row written behind the app's back (no invalidation) is not seen: the answer is cached,
      // also for the same words spaced differently and the same levels in another order.
      await kit.db.execute(
        sql`insert into policies (level, title, issuing_unit, published_on, body, search_vector)
            values (20, '鹭鸶缓存测试细则', ${UNIT}, date '2026-01-02', '',
              to_tsvector('simple', '鹭鸶 缓存'))`,
      );
      expect(await titles({ keyword: '鹭鸶 缓存', level: [19, 20, 20] })).toEqual([
        '鹭鸶缓存测试办法',
      ]);
    });

    it("shows an operator's write at once: no stale answer after it", async () => {
      const before = await titles({ keyword: '鹭鸶' });
      expect(before).not.toContain('鹭鸶运营新增政策');
      const save = await kit.post(
        '/api/console/policy/save',
        {
          title: '鹭鸶运营新增政策',
          document_number: '测〔2026〕1号',
          issuing_unit: UNIT,
          level: 20,
          region: '西湖区',
          themes: ['科技创新'],
          published_on: '2026-03-01',
          body: '<p>鹭鸶</p>',
        },
        { token: operator },
      );
      expect(save.statusCode, save.body).toBe(200);
      const saved = save.json<Answer<{ id: number; version: number }>>().data;
      // A draft is never shown, and the write dropped the cached answer all the same: the row
      // written behind the app's back above now shows.
      expect(await titles({ keyword: '鹭鸶' })).toEqual(['鹭鸶缓存测试办法', '鹭鸶缓存测试细则']);
      const publish = await kit.post(
        '/api/console/policy/publish',
        { id: saved.id, version: saved.version },
        { token: operator },
      );
      expect(publish.statusCode, publish.body).toBe(200);
      expect(await titles({ keyword: '鹭鸶' })).toContain('鹭鸶运营新增政策');
    });
  });
});
