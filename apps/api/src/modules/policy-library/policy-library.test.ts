// 政策库 calls through the real app on both databases, on the suite's own rows (library-fixtures):
// Chinese search by 1, 2 and 4 characters and several words, title above body, every filter,
// the sorts and paging, drafts never shown, a document's page for each validity, window states
// at their boundaries on a fake clock, subscriptions (idempotent, login), the Excel export
// (parsed back, formulas neutralized, login), 400s in Chinese, and the GIN index in EXPLAIN.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import type { Answer, Paged } from '../shared/testing.js';
import { queryRows } from '../shared/testing.js';
import { invalidateContent } from '../../cache/content-cache.js';
import { policies } from '../../db/schema/index.js';
import { searchVector } from '../search/tokens.js';
import { addCall, addKnowledge, addPolicy, UNIT } from './library-fixtures.js';

const PASSWORD = 'Pass2026x';
/** 10:00 in Shanghai on 2026-06-10. */
const TODAY = new Date('2026-06-10T02:00:00Z');
const at = (day: string) => new Date(`${day}T02:00:00Z`);

interface Result {
  id: number;
  title: string;
  validity: string;
  validity_label: string;
  open_calls: number;
  next_deadline: string | null;
  snippet: string;
  highlight: string[];
  published_on: string;
}

describeOnBothDatabases('policy library', (database) => {
  let kit: AuthKit;
  let token: string;
  const ids: Record<string, number> = {};

  const search = async (body: Record<string, unknown>) => {
    const res = await kit.post('/api/policy/search', { issuing_unit: UNIT, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<Paged<Result> & { suggestions?: { id: number; title: string }[] }>>()
      .data;
  };
  const found = async (body: Record<string, unknown>) =>
    (await search({ pageSize: 50, ...body })).list.map((row) => row.id).sort((a, b) => a - b);
  const sorted = (...names: string[]) => names.map((name) => ids[name]!).sort((a, b) => a - b);
  /** A write behind the app's back, then what an app write does: the cached searches go. */
  const write = async (query: SQL) => {
    await kit.db.execute(query);
    invalidateContent(kit.db, 'policy');
  };

  beforeAll(async () => {
    kit = await buildAuthKit(database);
    kit.clock.set(TODAY);
    const db = kit.db;
    ids.a = await addPolicy(db, {
      title: '犀鸟湿地保护专项资金管理办法',
      body: '<p>对湿地生态修复项目给予支持。</p>',
      level: 20,
      publishedOn: '2026-05-01',
      themes: ['生态环保'],
      industryCodes: ['N'],
      supportCeiling: 200,
    });
    ids.b = await addPolicy(db, {
      title: '生态补偿实施细则',
      body: '<p>本细则适用于犀鸟湿地周边的生态补偿。</p>',
      level: 19,
      region: '测试省',
      publishedOn: '2026-04-01',
      themes: ['生态环保', '金融扶持'],
      supportCeiling: 50,
    });
    ids.c = await addPolicy(db, {
      title: '人才引进奖励办法（旧）',
      level: 18,
      publishedOn: '2025-05-01',
      themes: ['人才'],
      industryCodes: ['39'],
      validity: 'revised',
      successorId: ids.a,
    });
    ids.d = await addPolicy(db, {
      title: '老旧设备淘汰补助办法',
      publishedOn: '2024-03-01',
      validity: 'repealed',
    });
    ids.e = await addPolicy(db, {
      title: '阶段性稳岗返还通知',
      publishedOn: '2025-01-01',
      validUntil: '2026-01-01',
      themes: ['稳岗'],
    });
    ids.formula = await addPolicy(db, {
      title: '=HYPERLINK("http://evil.example","犀鸟")',
      publishedOn: '2023-01-01',
    });
    ids.draft = await addPolicy(db, {
      title: '犀鸟湿地保护草案',
      state: 'draft',
      publishedOn: '2026-06-01',
    });

    await addCall(db, ids.a, {
      start: '2026-06-01',
      end: '2026-07-31',
      mode: 'review',
      ceiling: 200,
    });
    await addCall(db, ids.b, {
      start: '2026-06-01',
      end: '2026-06-15',
      mode: 'exempt',
      ceiling: 50,
    });
    await addCall(db, ids.c, { mode: 'instant' });
    await addCall(db, ids.d, { start: '2024-03-01', end: '2024-04-01' });
    await addCall(db, ids.e, { start: '2026-07-01', end: '2026-08-01', mode: 'exempt' });
    // A draft call never counts: a document with only a draft open call is not "open".
    await addCall(db, ids.formula, { start: '2026-06-01', end: '2026-06-30', state: 'draft' });

    const username = `lib_${process.pid % 1000}`;
    await createMember(db, { username, password: PASSWORD });
    ({ token } = await kit.loginWithPassword(username, PASSWORD));
  });
  afterAll(() => kit.app.close());

  describe('keyword search', () => {
    it('finds by a 2-character word, title and body alike, never a draft', async () => {
      expect(await found({ keyword: '犀鸟' })).toEqual(sorted('a', 'b', 'formula'));
    });
    it('finds by a 4-character word only where all its bigrams occur', async () => {
      expect(await found({ keyword: '湿地保护' })).toEqual(sorted('a'));
    });
    it('finds by one character as a prefix', async () => {
      expect(await found({ keyword: '犀' })).toEqual(sorted('a', 'b', 'formula'));
      expect(await found({ keyword: '稳' })).toEqual(sorted('e'));
    });
    it('needs every word of a multi-word keyword', async () => {
      expect(await found({ keyword: '犀鸟 补偿' })).toEqual(sorted('b'));
      expect(await found({ keyword: '犀鸟 人才' })).toEqual([]);
    });
    it('ranks a title match above a body match and answers a snippet and the words', async () => {
      const { list } = await search({ keyword: '湿地', sort: 'relevance' });
      expect(list.map((row) => row.id)).toEqual([ids.a, ids.b]);
      expect(list[1]!.snippet).toContain('犀鸟湿地周边');
      expect(list[1]!.snippet).not.toMatch(/<p>/);
      expect(list[0]!.highlight).toEqual(['湿地']);
    });
    it('suggests similar titles (pg_trgm) when a keyword finds nothing', async () => {
      const answer = await search({ keyword: '犀鸟湿地保户专项资金', issuing_unit: undefined });
      expect(answer.total).toBe(0);
      expect(answer.suggestions?.map((row) => row.id)).toContain(ids.a);
    });
  });

  describe('filters', () => {
    it('level, region, theme, industry and published range', async () => {
      expect(await found({ level: [18, 19] })).toEqual(sorted('b', 'c'));
      expect(await found({ region: '测试省' })).toEqual(sorted('b'));
      expect(await found({ theme: ['金融扶持', '人才'] })).toEqual(sorted('b', 'c'));
      // 39 is a division of section C: documents for C's 39, for every industry, not for N.
      const forManufacturing = await found({ industry: 'C' });
      expect(forManufacturing).toContain(ids.c);
      expect(forManufacturing).toContain(ids.b);
      expect(forManufacturing).not.toContain(ids.a);
      expect(await found({ published_from: '2025-01-01', published_to: '2025-12-31' })).toEqual(
        sorted('c', 'e'),
      );
    });
    it('validity, with 已失效 derived from valid_until', async () => {
      expect(await found({ validity: 'current' })).toEqual(sorted('a', 'b', 'formula'));
      expect(await found({ validity: 'expired' })).toEqual(sorted('e'));
      expect(await found({ validity: 'revised' })).toEqual(sorted('c'));
      expect(await found({ validity: 'repealed' })).toEqual(sorted('d'));
      const [expired] = (await search({ validity: 'expired' })).list;
      expect(expired!.validity_label).toBe('已失效');
    });
    it('window state and delivery mode of published calls, on the same call', async () => {
      expect(await found({ window: 'open' })).toEqual(sorted('a', 'b'));
      expect(await found({ window: 'closing' })).toEqual(sorted('b'));
      expect(await found({ window: 'always' })).toEqual(sorted('c'));
      expect(await found({ window: 'closed' })).toEqual(sorted('d'));
      expect(await found({ window: 'upcoming' })).toEqual(sorted('e'));
      expect(await found({ mode: 'exempt' })).toEqual(sorted('b', 'e'));
      expect(await found({ mode: 'exempt', window: 'upcoming' })).toEqual(sorted('e'));
      expect(await found({ mode: 'review', window: 'upcoming' })).toEqual([]);
    });
    it('follows every write to a document or its calls at once, whoever writes', async () => {
      const policy = await addPolicy(kit.db, { title: '写入即可筛选测试', themes: ['人才'] });
      const byMode = async () => (await found({ mode: 'exempt', window: 'open' })).includes(policy);
      expect(await byMode()).toBe(false);
      const call = await addCall(kit.db, policy, {
        start: '2026-06-01',
        end: '2026-06-30',
        mode: 'exempt',
      });
      expect(await byMode()).toBe(true);
      await write(sql`update policy_calls set state = 'draft' where id = ${call}`);
      expect(await byMode()).toBe(false);
      await write(sql`update policy_calls set state = 'published' where id = ${call}`);
      await write(sql`update policies set themes = '{稳岗}', level = 21 where id = ${policy}`);
      expect(await found({ theme: ['稳岗'], level: [21] })).toContain(policy);
      expect(await found({ theme: ['人才'] })).not.toContain(policy);
      await write(sql`delete from policy_calls where id = ${call}`);
      expect(await byMode()).toBe(false);
      await write(sql`delete from policies where id = ${policy}`);
    });
    it('combines filters with AND', async () => {
      expect(await found({ keyword: '犀鸟', level: [19] })).toEqual(sorted('b'));
      expect(await found({ keyword: '犀鸟', window: 'closing', theme: ['人才'] })).toEqual([]);
    });
  });

  describe('sorts and paging', () => {
    it('orders by newest, ceiling and deadline', async () => {
      const order = async (sort: string) =>
        (await search({ sort, pageSize: 50 })).list.map((row) => row.id);
      expect(await order('newest')).toEqual(
        ['a', 'b', 'c', 'e', 'd', 'formula'].map((name) => ids[name]),
      );
      expect((await order('ceiling')).slice(0, 2)).toEqual([ids.a, ids.b]);
      // Nearest open deadline first (b 06-15, then a 07-31), then the rest newest first.
      expect(await order('deadline')).toEqual(
        ['b', 'a', 'c', 'e', 'd', 'formula'].map((name) => ids[name]),
      );
    });
    it('answers open calls and the next deadline of each result', async () => {
      const { list } = await search({ sort: 'newest' });
      const byId = new Map(list.map((row) => [row.id, row]));
      expect(byId.get(ids.b!)).toMatchObject({ open_calls: 1, next_deadline: '2026-06-15' });
      expect(byId.get(ids.c!)).toMatchObject({ open_calls: 1, next_deadline: null });
      expect(byId.get(ids.formula!)).toMatchObject({ open_calls: 0, next_deadline: null });
    });
    it('pages with the real total', async () => {
      const first = await search({ sort: 'newest', page: 1, pageSize: 4 });
      const second = await search({ sort: 'newest', page: 2, pageSize: 4 });
      const beyond = await search({ sort: 'newest', page: 9, pageSize: 4 });
      expect([first.total, second.total, beyond.total]).toEqual([6, 6, 6]);
      expect(first.list.map((row) => row.id)).toEqual(['a', 'b', 'c', 'e'].map((n) => ids[n]));
      expect(second.list.map((row) => row.id)).toEqual([ids.d, ids.formula]);
      expect(beyond.list).toEqual([]);
    });
    it('past 1 000 matches: 1000+ (total_capped), ranked title-first, newest first within', async () => {
      // A word in more documents than the count's cap takes the page through the published_on
      // index (search.ts); the answer must be the one the GIN plan would give.
      const unit = '密集检索测试局';
      const rows = Array.from({ length: 1_005 }, (_, n) => ({
        level: 20,
        title: n % 100 === 0 ? `犀鸣标题${n}号通知` : `第${n}号通知`,
        issuingUnit: unit,
        region: '测试市',
        // The title matches mid-December: among the newest 200, behind newer body-only matches.
        publishedOn:
          n % 100 === 0
            ? '2025-12-15'
            : `2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
        summary: '',
        body: '<p>犀鸣正文</p>',
        themes: [],
        industryCodes: [],
        validity: 'current' as const,
        state: 'published' as const,
        searchVector: searchVector({
          title: n % 100 === 0 ? `犀鸣标题${n}号通知` : `第${n}号通知`,
          names: [unit],
          body: ['<p>犀鸣正文</p>'],
        }) as unknown as string,
      }));
      for (let from = 0; from < rows.length; from += 500) {
        await kit.db.insert(policies).values(rows.slice(from, from + 500));
      }
      invalidateContent(kit.db, 'policy');
      const dense = await kit.post('/api/policy/search', {
        keyword: '犀鸣',
        issuing_unit: unit,
        pageSize: 20,
      });
      const answer = dense.json<Answer<Paged<Result> & { total_capped?: boolean }>>().data;
      expect(answer).toMatchObject({ total: 1000, total_capped: true });
      // The newest 200 ranked: the title matches among them first, then newest first.
      const titles = answer.list.map((row) => row.title);
      const titled = titles.filter((title) => title.startsWith('犀鸣标题'));
      expect(titles.slice(0, titled.length)).toEqual(titled);
      expect(titled.length).toBeGreaterThan(0);
      const dates = answer.list.slice(titled.length).map((row) => row.published_on);
      expect(dates).toEqual([...dates].sort().reverse());
      const newest = await kit.post('/api/policy/search', {
        keyword: '犀鸣',
        issuing_unit: unit,
        sort: 'newest',
        pageSize: 5,
        page: 3,
      });
      const page3 = newest.json<Answer<Paged<Result>>>().data.list.map((row) => row.published_on);
      expect(page3).toHaveLength(5);
      expect(page3).toEqual([...page3].sort().reverse());
    });
  });

  describe('bad input', () => {
    it.each([
      [{ pageSize: 51 }, /50/],
      [{ sort: 'hot' }, /排序方式不正确/],
      [{ window: 'soon' }, /申报状态不正确/],
      [
        { published_from: '2026-02-01', published_to: '2026-01-01' },
        /发布日期起不能晚于发布日期止/,
      ],
      [{ industry: 'zz' }, /行业代码不正确/],
    ])('%j answers 400 in Chinese', async (body, message) => {
      const res = await kit.post('/api/policy/search', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer<null>>().msg).toMatch(message);
    });
  });

  describe('policy_detail', () => {
    const detail = async (id: number, options: { token?: string } = {}) =>
      kit.post('/api/policy/detail', { id }, options);
    type Detail = {
      validity: string;
      validity_label: string;
      successor: { id: number } | null;
      predecessor: { id: number } | null;
      calls: {
        window: string;
        window_label: string;
        days_left: number | null;
        mode_label: string;
        conditions: string[];
        my_status: unknown;
      }[];
      related: { id: number }[];
      subscribed: boolean;
    };
    it('shows each validity with the successor and the predecessor', async () => {
      const revised = (await detail(ids.c!)).json<Answer<Detail>>().data;
      expect(revised).toMatchObject({
        validity: 'revised',
        validity_label: '已修订',
        successor: { id: ids.a },
      });
      const current = (await detail(ids.a!)).json<Answer<Detail>>().data;
      expect(current).toMatchObject({
        validity: 'current',
        predecessor: { id: ids.c },
        successor: null,
      });
      expect(current.calls[0]).toMatchObject({
        mode_label: '申报审批',
        conditions: ['注册地在西湖区'],
        my_status: null,
      });
      expect(current.related.map((row) => row.id)).toContain(ids.b);
      expect((await detail(ids.d!)).json<Answer<Detail>>().data.validity_label).toBe('已废止');
      expect((await detail(ids.e!)).json<Answer<Detail>>().data.validity_label).toBe('已失效');
    });
    it('answers 404 in Chinese for a draft or an unknown id', async () => {
      for (const id of [ids.draft!, 2_000_000_000]) {
        const res = await detail(id);
        expect(res.statusCode).toBe(404);
        expect(res.json<Answer<null>>().msg).toBe('该政策不存在或尚未发布');
      }
    });
    it('derives the window state from the dates at every boundary, page and filter alike', async () => {
      // In force to 2026-06-22: 已失效 from the 23rd, as the call turns 即将截止.
      const policy = await addPolicy(kit.db, { title: '窗口边界测试', validUntil: '2026-06-22' });
      await addCall(kit.db, policy, { start: '2026-06-01', end: '2026-06-30', mode: 'review' });
      await addCall(kit.db, policy, { mode: 'instant' });
      const expectations: [string, string, number, string][] = [
        ['2026-05-31', 'upcoming', 30, 'current'],
        ['2026-06-01', 'open', 29, 'current'],
        ['2026-06-22', 'open', 8, 'current'],
        ['2026-06-23', 'closing', 7, 'expired'],
        ['2026-06-30', 'closing', 0, 'expired'],
        ['2026-07-01', 'closed', -1, 'expired'],
      ];
      const filtered = async (body: Record<string, unknown>) =>
        (await found({ keyword: '窗口边界', ...body })).includes(policy);
      try {
        // Forward day by day, then back to the suite's day: the filters' window and validity
        // tokens (filter_tokens) move with the clock and agree with the page's callWindow.
        for (const [day, window, daysLeft, validity] of expectations) {
          kit.clock.set(at(day));
          const calls = (await detail(policy)).json<Answer<Detail>>().data.calls;
          expect(calls[0], day).toMatchObject({ window, days_left: daysLeft });
          expect(calls[1], day).toMatchObject({
            window: 'always',
            window_label: '常年受理',
            days_left: null,
          });
          for (const state of ['upcoming', 'open', 'closing', 'closed', 'always']) {
            const expected =
              state === window || state === 'always' || (state === 'open' && window === 'closing');
            expect(await filtered({ window: state }), `${day} ${state}`).toBe(expected);
            expect(await filtered({ window: state, mode: 'review' }), `${day} ${state}`).toBe(
              expected && state !== 'always',
            );
          }
          expect(await filtered({ validity }), day).toBe(true);
        }
      } finally {
        kit.clock.set(TODAY);
      }
      expect(await filtered({ window: 'upcoming' })).toBe(false);
      expect(await filtered({ window: 'open', mode: 'review' })).toBe(true);
      expect(await filtered({ validity: 'current' })).toBe(true);
    });
  });

  describe('subscriptions', () => {
    it('are idempotent both ways and show on the detail', async () => {
      for (let round = 0; round < 2; round += 1) {
        const res = await kit.post('/api/policy/subscribe', { policy_id: ids.a }, { token });
        expect(res.json<Answer<{ subscribed: boolean }>>().data).toEqual({ subscribed: true });
      }
      const rows = await queryRows<{ n: number }>(
        kit.db,
        sql`select count(*)::int as n from policy_subscriptions where policy_id = ${ids.a}`,
      );
      expect(Number(rows[0]!.n)).toBe(1);
      const seen = await kit.post('/api/policy/detail', { id: ids.a }, { token });
      expect(seen.json<Answer<{ subscribed: boolean }>>().data.subscribed).toBe(true);
      const anonymous = await kit.post('/api/policy/detail', { id: ids.a });
      expect(anonymous.json<Answer<{ subscribed: boolean }>>().data.subscribed).toBe(false);
      for (let round = 0; round < 2; round += 1) {
        const res = await kit.post('/api/policy/unsubscribe', { policy_id: ids.a }, { token });
        expect(res.json<Answer<{ subscribed: boolean }>>().data).toEqual({ subscribed: false });
      }
    });
    it('need a login and a published document', async () => {
      expect((await kit.post('/api/policy/subscribe', { policy_id: ids.a })).statusCode).toBe(401);
      const draft = await kit.post('/api/policy/subscribe', { policy_id: ids.draft }, { token });
      expect(draft.statusCode).toBe(404);
    });
  });

  describe('policy_export', () => {
    it('answers an .xlsx of the results with the filters and neutralized formulas', async () => {
      const res = await kit.post(
        '/api/policy/export',
        { issuing_unit: UNIT, keyword: '犀鸟', sort: 'newest' },
        { token },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const filters = workbook.getWorksheet('筛选条件')!;
      const filterText = filters.getSheetValues().flat().join(' ');
      expect(filterText).toContain('犀鸟');
      expect(filterText).toContain(UNIT);
      const sheet = workbook.getWorksheet('政策列表')!;
      expect(sheet.getRow(1).getCell(1).value).toBe('政策名称');
      const titles = [2, 3, 4].map((row) => sheet.getRow(row).getCell(1).value);
      expect(titles).toEqual([
        '犀鸟湿地保护专项资金管理办法',
        '生态补偿实施细则',
        `'=HYPERLINK("http://evil.example","犀鸟")`,
      ]);
      expect(sheet.rowCount).toBe(4);
    });
    it('needs a login and valid filters', async () => {
      expect((await kit.post('/api/policy/export', {})).statusCode).toBe(401);
      const bad = await kit.post('/api/policy/export', { sort: 'hot' }, { token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Answer<null>>().msg).toMatch(/排序方式不正确/);
    });
  });

  describe('calls and knowledge', () => {
    it('lists calls by window and by month, nearest deadline first', async () => {
      const list = async (body: Record<string, unknown>) => {
        const res = await kit.post('/api/policy/calls', { keyword: '犀鸟', pageSize: 50, ...body });
        return res.json<Answer<Paged<{ policy: { id: number }; window: string }>>>().data.list;
      };
      expect((await list({})).map((row) => row.policy.id)).toEqual([ids.b, ids.a]);
      expect((await list({ window: 'closing' })).map((row) => row.policy.id)).toEqual([ids.b]);
      expect((await list({ month: '2026-07' })).map((row) => row.policy.id)).toEqual([ids.a]);
    });
    it('opens on the calls open now, soonest deadline first, and the closed ones last', async () => {
      // Issue 25: by deadline alone the page opened on years-old closed calls, oldest first.
      const call = async (title: string, window: { start?: string; end?: string }) =>
        addCall(kit.db, await addPolicy(kit.db, { title, issuingUnit: '鹈鹕保护站' }), {
          title,
          ...window,
        });
      await call('鹈鹕已截止旧', { start: '2023-03-01', end: '2023-04-01' });
      await call('鹈鹕已截止新', { start: '2026-04-01', end: '2026-05-20' });
      await call('鹈鹕常年受理', {});
      await call('鹈鹕未开始', { start: '2026-07-01', end: '2026-08-01' });
      await call('鹈鹕申报中晚', { start: '2026-05-01', end: '2026-09-30' });
      await call('鹈鹕即将截止', { start: '2026-05-01', end: '2026-06-12' });
      const titles = async (body: Record<string, unknown>) => {
        const res = await kit.post('/api/policy/calls', { keyword: '鹈鹕', ...body });
        return res.json<Answer<Paged<{ title: string }>>>().data.list.map((row) => row.title);
      };
      expect(await titles({})).toEqual([
        '鹈鹕即将截止',
        '鹈鹕申报中晚',
        '鹈鹕未开始',
        '鹈鹕常年受理',
        '鹈鹕已截止新',
        '鹈鹕已截止旧',
      ]);
      expect(await titles({ pageSize: 2 })).toEqual(['鹈鹕即将截止', '鹈鹕申报中晚']);
      expect(await titles({ window: 'closed' })).toEqual(['鹈鹕已截止新', '鹈鹕已截止旧']);
      expect(await titles({ window: 'upcoming' })).toEqual(['鹈鹕未开始']);
    });
    it.each([
      ['2026-13', '月份格式应为YYYY-MM'],
      // Well-formed but no month PostgreSQL can compare (year 0) or a calendar shows: once a 500.
      ['0000-01', '月份应在2000年至2099年之间'],
      ['9999-12', '月份应在2000年至2099年之间'],
    ])('refuses the month %s in Chinese', async (month, message) => {
      const res = await kit.post('/api/policy/calls', { month });
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer<null>>().msg).toContain(message);
    });
    it('searches knowledge and links it to its policies', async () => {
      const older = await addKnowledge(
        kit.db,
        { title: '犀鸟湿地问答', content: '<p>问</p>', kind: 'qa', createdAt: at('2026-01-01') },
        [ids.a!, ids.draft!],
      );
      const newer = await addKnowledge(kit.db, {
        title: '犀鸟湿地解读',
        content: '<p>读</p>',
        createdAt: at('2026-02-01'),
      });
      const res = await kit.post('/api/knowledge/list', { keyword: '犀鸟湿地', kind: 'qa' });
      expect(res.json<Answer<Paged<{ id: number }>>>().data.list.map((row) => row.id)).toEqual([
        older,
      ]);
      const byPolicy = await kit.post('/api/knowledge/list', { policy_id: ids.a });
      expect(byPolicy.json<Answer<Paged<{ id: number }>>>().data.list.map((row) => row.id)).toEqual(
        [older],
      );
      const detail = await kit.post('/api/knowledge/detail', { id: older });
      const data =
        detail.json<Answer<{ policies: { id: number }[]; prev: { id: number } | null }>>().data;
      // The draft document it names is not shown.
      expect(data.policies.map((row) => row.id)).toEqual([ids.a]);
      // The previous item is the next newer one of the whole list (the demo's included).
      const [expectedPrev] = await queryRows<{ id: number }>(
        kit.db,
        sql`select id from knowledge where (created_at, id) > (select created_at, id from knowledge where id = ${older}) order by created_at, id limit 1`,
      );
      expect(data.prev?.id).toBe(expectedPrev!.id);
      expect(newer).toBeGreaterThan(older);
      expect((await kit.post('/api/knowledge/detail', { id: 2_000_000_000 })).statusCode).toBe(404);
    });
  });
});

describeOnBothDatabases('policy search plan', (database) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(database);
  });
  afterAll(() => kit.app.close());

  it(
    'uses the GIN index policies_published_search_idx for a 2-character query with filters',
    { timeout: 60_000 },
    async () => {
      // Enough rows that a sequential scan costs more than the index (no planner switches).
      await kit.db
        .execute(sql`insert into policies (level, title, issuing_unit, published_on, body, search_vector)
      select 20, '计划测试' || i, '计划测试局', date '2026-01-01', '',
        to_tsvector('simple', 'w' || i || ' ' || case when i % 1000 = 0 then '鹈鹕' else '文件' end)
      from generate_series(1, 3000) as i`);
      // VACUUM moves GIN's pending list into the index and ANALYZE gives the planner the counts.
      await kit.db.execute(sql`vacuum analyze policies`);
      const plan = await queryRows<Record<string, string>>(
        kit.db,
        sql`explain select id from policies where state = 'published' and search_vector @@ to_tsquery('simple', '''鹈鹕''') and filter_tokens @> array['level:20']`,
      );
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
      expect(text).toContain('policies_published_search_idx');
      expect(text).toMatch(/Index Cond: .*search_vector.*filter_tokens/s);
      await kit.db.execute(sql`delete from policies where issuing_unit = '计划测试局'`);
    },
  );
});
