// 内容发布 through the real app: who may call (operators at the console only); a draft of each kind
// stays out of every public read (home, lists, searches, articles, a policy's page) until it is
// published, and leaves them again when withdrawn; the home page shows a published article at
// once (its cached answer dropped); hostile HTML is stored clean and served inert; a stale edit is
// 409 and bad bodies are Chinese 400s, each changing nothing; every change audited before → after.
import type {
  AdminContent,
  AdminContentItem,
  AdminContentOf,
} from '@qyfw/portal-sdk/calls/content-admin';
import { calls } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { signedInUsers } from '../../../test/helpers/sessions.js';
import { createSession } from '../../plugins/session.js';
import { queryCount, queryRows, suiteCalls } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';

const PATHS = {
  list: '/api/console/content/list',
  detail: '/api/console/content/detail',
  save: '/api/console/content/save',
  publish: '/api/console/content/publish',
  withdraw: '/api/console/content/withdraw',
  remove: '/api/console/content/delete',
};

/** What a hostile editor (or a paste from a hostile page) puts in a body. */
const HOSTILE = [
  '<p>园区<strong>加粗</strong>新闻</p>',
  '<script>window.pwned = 1</script>',
  '<img src="https://example.com/x.png" onerror="window.pwned = 2">',
  '<a href="javascript:window.pwned = 3">链接</a>',
  '<p onclick="window.pwned = 4" style="color:red">段落</p>',
].join('');

const expectInert = (html: string) => {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=/i);
  expect(html).toContain('<strong>加粗</strong>');
};

describeEachDatabase('content admin', (db) => {
  let app: FastifyInstance;
  // A day ahead of the seed's newest rows: what is published here is the newest on the portal.
  const clock = new TestClock(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const sqlDb = () => db.database.db;
  const tokens = { operator: '', member: '', handler: '', admin: '', operatorPortal: '' };
  let operatorId = 0;
  let policyId = 0;
  let callId = 0;

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now }));
    const people = await signedInUsers(
      sqlDb(),
      { operator: 'operator', member: 'member', handler: 'handler', admin: 'admin' },
      'cadmin',
      clock.now(),
    );
    Object.assign(tokens, people.tokens);
    operatorId = people.ids.operator;
    // The operator's portal login (password only): staff calls need the console's.
    tokens.operatorPortal = (await createSession(sqlDb(), operatorId, clock.now())).token;
    const [call] = await queryRows<{ id: number; policy_id: number }>(
      sqlDb(),
      sql`select id, policy_id from policy_calls where state = 'published' order by id limit 1`,
    );
    callId = call!.id;
    policyId = call!.policy_id;
  });

  afterAll(async () => {
    await app.close();
  });

  const { post, ok, refused } = suiteCalls(
    () => app,
    () => tokens.operator,
  );
  const publicCall = async <T>(name: keyof typeof calls, body: unknown) => {
    const res = await post(calls[name].path, body);
    return { status: res.statusCode, data: res.json<Answer<T>>().data };
  };
  const audits = (action: string, entityId: number) =>
    queryRows<{ before: unknown; after: unknown }>(
      sqlDb(),
      sql`select before, after from audit_log where action = ${action} and entity_id = ${entityId}
            and actor_user_id = ${operatorId} order by id`,
    );
  const rowCount = (table: string) =>
    queryCount(sqlDb(), sql`select count(*)::int as n from ${sql.identifier(table)}`);

  describe('who may call', () => {
    it.each(Object.values(PATHS))(
      '%s: 401 without a token or with a portal login, 403 for a member, a handler, an admin',
      async (url) => {
        const body = { kind: 'news', id: 1, updated_at: 1, title: 'x', content: '<p>x</p>' };
        expect((await post(url, body)).statusCode).toBe(401);
        const portal = await post(url, body, tokens.operatorPortal);
        expect(portal.statusCode).toBe(401);
        expect(portal.json<Answer<null>>().msg).toBe('请先登录管理后台');
        for (const who of [tokens.member, tokens.handler, tokens.admin]) {
          const res = await post(url, body, who);
          expect(res.statusCode).toBe(403);
          expect(res.json<Answer<null>>().msg).toMatch(/^没有权限/);
        }
      },
    );

    it('changes nothing when refused', async () => {
      const before = await rowCount('news');
      await post(PATHS.save, { kind: 'news', title: '越权', content: '<p>x</p>' }, tokens.member);
      await post(
        PATHS.save,
        { kind: 'news', title: '越权', content: '<p>x</p>' },
        tokens.operatorPortal,
      );
      expect(await rowCount('news')).toBe(before);
    });
  });

  describe('a news item, from draft to published and back', () => {
    let item: AdminContentOf<'news'>;

    it('saves a draft with the body sanitized, audited, invisible to the portal', async () => {
      // The home page's answer is cached before the draft exists.
      const homeBefore = await publicCall<{ trends: { id: number }[] }>('index', {});
      item = (await ok<AdminContent>(PATHS.save, {
        kind: 'news',
        title: '内容发布测试：园区举办数字化转型沙龙',
        summary: '沙龙邀请了二十家企业。',
        source: '园区服务中心',
        content: HOSTILE,
      })) as AdminContentOf<'news'>;
      expect(item).toMatchObject({ kind: 'news', state: 'draft', published_at: null, image: '' });
      expectInert(item.content);
      const [stored] = await queryRows<{ content: string; published_at: unknown }>(
        sqlDb(),
        sql`select content, published_at from news where id = ${item.id}`,
      );
      expectInert(stored!.content);
      expect(stored!.published_at).toBeNull();
      const [audit] = await audits('news.create', item.id);
      expect(audit).toMatchObject({ before: null, after: { state: 'draft', title: item.title } });

      const home = await publicCall<{ trends: { id: number }[] }>('index', {});
      expect(home.data.trends.map((trend) => trend.id)).not.toContain(item.id);
      expect(home.data.trends).toEqual(homeBefore.data.trends);
      const list = await publicCall<Paged<{ id: number }>>('trends_list', { pageSize: 100 });
      expect(list.data.list.map((row) => row.id)).not.toContain(item.id);
      expect((await publicCall('trends_detail', { id: item.id })).status).toBe(404);
    });

    it('lists it among the drafts, by keyword', async () => {
      const drafts = await ok<Paged<AdminContentItem>>(PATHS.list, {
        kind: 'news',
        state: 'draft',
        keyword: '数字化转型沙龙',
      });
      expect(drafts.list).toEqual([
        expect.objectContaining({ id: item.id, state: 'draft', category: '园区服务中心' }),
      ]);
      const published = await ok<Paged<AdminContentItem>>(PATHS.list, {
        kind: 'news',
        state: 'published',
        keyword: '数字化转型沙龙',
      });
      expect(published.total).toBe(0);
    });

    it('refuses a stale edit (409) and keeps the newer text', async () => {
      const edited = (await ok<AdminContent>(PATHS.save, {
        kind: 'news',
        id: item.id,
        updated_at: item.updated_at,
        title: item.title,
        content: '<p>第二稿</p>',
      })) as AdminContentOf<'news'>;
      expect(edited.updated_at).toBeGreaterThan(item.updated_at);
      const msg = await refused(
        PATHS.save,
        {
          kind: 'news',
          id: item.id,
          updated_at: item.updated_at,
          title: item.title,
          content: '<p>旧稿覆盖</p>',
        },
        409,
      );
      expect(msg).toBe('数据已被他人修改，请刷新后再试');
      expect(
        await refused(
          PATHS.publish,
          { kind: 'news', id: item.id, updated_at: item.updated_at },
          409,
        ),
      ).toBe('数据已被他人修改，请刷新后再试');
      const detail = await ok<AdminContent>(PATHS.detail, { kind: 'news', id: item.id });
      expect(detail.content).toBe('<p>第二稿</p>');
      expect(detail.state).toBe('draft');
      const [audit] = await audits('news.update', item.id);
      expect(audit).toMatchObject({
        before: { content: item.content },
        after: { content: '<p>第二稿</p>' },
      });
      item = edited;
    });

    it('publishes: the home page and the list show it at once, its article inert', async () => {
      await publicCall('trends_list', { pageSize: 100 });
      const published = await ok<AdminContent>(PATHS.publish, {
        kind: 'news',
        id: item.id,
        updated_at: item.updated_at,
      });
      expect(published).toMatchObject({ state: 'published', published_at: expect.any(Number) });
      const home = await publicCall<{ trends: { id: number }[] }>('index', {});
      expect(home.data.trends[0]?.id).toBe(item.id);
      const list = await publicCall<Paged<{ id: number }>>('trends_list', {});
      expect(list.data.list[0]?.id).toBe(item.id);
      const article = await publicCall<{ content: string }>('trends_detail', { id: item.id });
      expect(article.status).toBe(200);
      expect(article.data.content).toBe('<p>第二稿</p>');
      const [audit] = await audits('news.publish', item.id);
      expect(audit).toMatchObject({ before: { state: 'draft' }, after: { state: 'published' } });
      expect(
        await refused(
          PATHS.publish,
          { kind: 'news', id: item.id, updated_at: published.updated_at },
          400,
        ),
      ).toBe('该内容已发布');
      item = published as AdminContentOf<'news'>;
    });

    it('refuses to delete it while published, then withdraws it from the portal', async () => {
      const target = { kind: 'news', id: item.id, updated_at: item.updated_at };
      expect(await refused(PATHS.remove, target, 400)).toBe('已发布的内容须先下线再删除');
      const withdrawn = await ok<AdminContent>(PATHS.withdraw, target);
      expect(withdrawn).toMatchObject({ state: 'draft', published_at: null });
      const home = await publicCall<{ trends: { id: number }[] }>('index', {});
      expect(home.data.trends.map((trend) => trend.id)).not.toContain(item.id);
      expect((await publicCall('trends_detail', { id: item.id })).status).toBe(404);
      const [audit] = await audits('news.withdraw', item.id);
      expect(audit).toMatchObject({ before: { state: 'published' }, after: { state: 'draft' } });

      const deleted = await ok<{ id: number }>(PATHS.remove, {
        kind: 'news',
        id: item.id,
        updated_at: withdrawn.updated_at,
      });
      expect(deleted).toEqual({ id: item.id });
      expect(
        await queryCount(sqlDb(), sql`select count(*)::int as n from news where id = ${item.id}`),
      ).toBe(0);
      const [removal] = await audits('news.delete', item.id);
      expect(removal).toMatchObject({
        before: { title: item.title, content: '<p>第二稿</p>' },
        after: null,
      });
      expect(await refused(PATHS.detail, { kind: 'news', id: item.id }, 404)).toBe(
        '该内容不存在或已删除',
      );
    });
  });

  describe('bad bodies: a Chinese 400 and nothing written', () => {
    it.each([
      ['an empty title', { kind: 'news', title: '  ', content: '<p>x</p>' }, '请填写标题'],
      [
        'a body of nothing but a script',
        { kind: 'news', title: '标题', content: '<script>alert(1)</script><p> </p>' },
        '请填写正文',
      ],
      [
        'an image from another site',
        { kind: 'news', title: '标题', content: '<p>x</p>', image: 'https://evil.example/a.png' },
        '图片须通过上传选择',
      ],
      [
        'an upload that is not a site image',
        { kind: 'news', title: '标题', content: '<p>x</p>', image: '/api/static/uploads/1' },
        '请重新上传网站图片',
      ],
      [
        'a declaration notice without its deadline',
        { kind: 'bulletin', title: '标题', content: '<p>x</p>', type: 2, level: 21 },
        '申报通知类公告须填写申报截止日期',
      ],
      [
        'a knowledge item explaining no such policy',
        {
          kind: 'knowledge',
          title: '标题',
          content: '<p>x</p>',
          knowledge_kind: 'qa',
          policy_ids: [2_000_000_000],
        },
        '关联政策不存在（编号 2000000000）',
      ],
      [
        'an information item of no such call',
        {
          kind: 'information',
          title: '标题',
          content: '<p>x</p>',
          type: 1,
          call_id: 2_000_000_000,
        },
        '申报通知不存在（编号 2000000000）',
      ],
      ['an unknown kind', { kind: 'policy', title: '标题', content: '<p>x</p>' }, '内容类型'],
      [
        'an edit without its stamp',
        { kind: 'news', id: 1, title: '标题', content: '<p>x</p>' },
        '编辑须带上读取时的更新时间（updated_at）',
      ],
    ])('%s', async (_name, body, message) => {
      const before = await Promise.all(
        ['news', 'knowledge', 'information', 'bulletins'].map(rowCount),
      );
      const audited = await rowCount('audit_log');
      const msg = await refused(PATHS.save, body, 400);
      expect(msg).toContain(message);
      expect(msg).toMatch(/\p{Script=Han}/u);
      expect(
        await Promise.all(['news', 'knowledge', 'information', 'bulletins'].map(rowCount)),
      ).toEqual(before);
      expect(await rowCount('audit_log')).toBe(audited);
    });

    it('refuses a bulletin whose call belongs to another policy', async () => {
      const [other] = await queryRows<{ id: number }>(
        sqlDb(),
        sql`select id from policies where id <> ${policyId} order by id limit 1`,
      );
      const msg = await refused(
        PATHS.save,
        {
          kind: 'bulletin',
          title: '标题',
          content: '<p>x</p>',
          type: 5,
          level: 21,
          policy_id: other!.id,
          call_id: callId,
        },
        400,
      );
      expect(msg).toBe('所选申报通知不属于所选政策');
    });
  });

  describe('drafts of the other kinds never reach the portal', () => {
    const publishAndCheck = async (saved: AdminContent, visible: () => Promise<boolean>) => {
      expect(await visible()).toBe(false);
      await ok(PATHS.publish, { kind: saved.kind, id: saved.id, updated_at: saved.updated_at });
      expect(await visible()).toBe(true);
    };

    it('a knowledge item: not on the home page, the list, a search, its page or its policy’s', async () => {
      const saved = (await ok<AdminContent>(PATHS.save, {
        kind: 'knowledge',
        title: '内容发布测试：研发费用加计扣除问答',
        knowledge_kind: 'qa',
        summary: '加计扣除的常见问题。',
        content: '<p>问：研发费用如何<strong>加计扣除</strong>？</p>',
        policy_ids: [policyId, policyId],
      })) as AdminContentOf<'knowledge'>;
      expect(saved.policies.map((policy) => policy.id)).toEqual([policyId]);
      const listed = async () => {
        const home = await publicCall<{ knowledge: { id: number }[] }>('index', {});
        const search = await publicCall<Paged<{ id: number }>>('knowledge_list', {
          keyword: '加计扣除问答',
        });
        const detail = await publicCall('knowledge_detail', { id: saved.id });
        const policy = await publicCall<{ knowledge: { id: number }[] }>('policy_detail', {
          id: policyId,
        });
        const seen = [
          home.data.knowledge.some((row) => row.id === saved.id),
          search.data.list.some((row) => row.id === saved.id),
          detail.status === 200,
          policy.data.knowledge.some((row) => row.id === saved.id),
        ];
        // All or nothing: a draft must not show anywhere, a published item everywhere.
        expect(new Set(seen).size).toBe(1);
        return seen[0]!;
      };
      await publishAndCheck(saved, listed);
      const [audit] = await audits('knowledge.create', saved.id);
      expect(audit).toMatchObject({ after: { kind: 'qa', policyIds: [policyId] } });
    });

    it('an information item: not in 正在申报 or as an article', async () => {
      const saved = (await ok<AdminContent>(PATHS.save, {
        kind: 'information',
        title: '内容发布测试：关于开展科技型中小企业评价的通知',
        type: 1,
        source: '区科技局',
        content: '<p>各有关企业：</p>',
        call_id: callId,
      })) as AdminContentOf<'information'>;
      expect(saved.call?.id).toBe(callId);
      await publishAndCheck(saved, async () => {
        const list = await publicCall<Paged<{ id: number }>>('get_information', { pageSize: 100 });
        const detail = await publicCall('information_detail', { id: saved.id });
        expect(list.data.list.some((row) => row.id === saved.id)).toBe(detail.status === 200);
        return detail.status === 200;
      });
    });

    it('a bulletin: not in its tab or as an article; its call’s policy taken as its own', async () => {
      const saved = (await ok<AdminContent>(PATHS.save, {
        kind: 'bulletin',
        title: '内容发布测试：2026年度拟支持企业名单公示',
        type: 1,
        level: 21,
        issuing_unit: '区经信局',
        content: '<p>现予公示。</p>',
        call_id: callId,
      })) as AdminContentOf<'bulletin'>;
      expect(saved.policy?.id).toBe(policyId);
      await publishAndCheck(saved, async () => {
        const list = await publicCall<Paged<{ id: number }>>('bulletin_list', {
          type: 1,
          pageSize: 100,
        });
        const detail = await publicCall('bulletin_detail', { id: saved.id });
        expect(list.data.list.some((row) => row.id === saved.id)).toBe(detail.status === 200);
        return detail.status === 200;
      });
    });
  });

  it('answers the audit log in words: 新建园区动态, 标题, 发布状态', async () => {
    const saved = await ok<AdminContent>(PATHS.save, {
      kind: 'news',
      title: '内容发布测试：审计',
      content: '<p>x</p>',
    });
    const log = await ok<
      Paged<{
        action_label: string;
        entity_label: string;
        record_name: string;
        changes: { label: string; after: string }[];
      }>
    >('/api/console/audit/list', { entity_type: 'news', entity_id: saved.id });
    expect(log.list[0]).toMatchObject({
      action_label: '新建园区动态',
      entity_label: '园区动态',
      record_name: '内容发布测试：审计',
    });
    expect(log.list[0]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: '标题', after: '内容发布测试：审计' }),
        expect.objectContaining({ label: '发布状态', after: '草稿' }),
      ]),
    );
  });
});
