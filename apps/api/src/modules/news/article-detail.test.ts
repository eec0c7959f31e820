// /policyDetail's two calls: one information article (information_detail) and one announcement
// (bulletin_detail). Expected answers come from raw SQL, never from the code under test.
import type { ArticleDetail } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { epochOf, postCall, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';

interface Failure {
  readonly code: number;
  readonly msg: string;
}

/** What a pasted body may carry that no reader should ever get. */
const UNSAFE_BODY =
  '<p onclick="steal()">申报材料清单</p><script>alert(1)</script><a href="javascript:alert(2)">附件</a>';

describeEachDatabase('article details', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);

  describe.each([
    {
      call: 'information_detail',
      table: 'information',
      source: 'source',
      deadline: sql`null::date`,
      missing: '该资讯不存在或已删除',
    },
    {
      call: 'bulletin_detail',
      table: 'bulletins',
      source: 'issuing_unit',
      deadline: sql`deadline`,
      missing: '该公告不存在或已删除',
    },
  ])('$call', ({ call, table, source, deadline, missing }) => {
    const detail = (payload: unknown) => postCall(app, `/api/demo/${call}`, payload);

    it('answers the article a list links to: title, source, time, body and deadline', async () => {
      const [newest] = await rows<{ id: number }>(
        sql`select id from ${sql.identifier(table)} order by created_at desc, id desc limit 1`,
      );
      const res = await detail({ id: newest!.id, user_id: '' });
      expect(res.statusCode).toBe(200);
      const [row] = await rows<{
        title: string;
        source: string;
        content: string;
        created_at: string;
        deadline: string | null;
      }>(
        sql`select title, ${sql.identifier(source)} as source, content, created_at, ${deadline}::text as deadline from ${sql.identifier(table)} where id = ${newest!.id}`,
      );
      expect(res.json<Answer<ArticleDetail>>()).toMatchObject({
        code: 200,
        data: {
          id: newest!.id,
          title: row!.title,
          source: row!.source,
          createtime: epochOf(row!.created_at),
          content: row!.content,
          deadline: row!.deadline,
        },
      });
      // The seeded bodies read like real articles: several paragraphs, not a line.
      expect(row!.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    });

    it('cleans a body that was pasted into the database unsanitized', async () => {
      const [inserted] = await rows<{ id: number }>(
        table === 'information'
          ? sql`insert into information (type, title, content, source) values (1, '未清洗的资讯', ${UNSAFE_BODY}, '测试') returning id`
          : sql`insert into bulletins (type, level, title, content, issuing_unit) values (5, 20, '未清洗的公告', ${UNSAFE_BODY}, '测试') returning id`,
      );
      const { data } = (await detail({ id: inserted!.id })).json<Answer<ArticleDetail>>();
      expect(data.title).toMatch(/^未清洗的/);
      expect(data.content).toContain('申报材料清单');
      expect(data.content).not.toMatch(/script|onclick|javascript:/i);
    });

    it('answers an unknown id with 404 and a Chinese reason', async () => {
      const res = await detail({ id: 2_147_483_647 });
      expect(res.statusCode).toBe(404);
      expect(res.json<Failure>()).toEqual({ code: 404, msg: missing });
    });

    it.each([
      ['no id', {}],
      ['id 0', { id: 0 }],
      ['a negative id', { id: -3 }],
      ['an id past int4', { id: 2_147_483_648 }],
      ['a fractional id', { id: 1.5 }],
      ['an id as text', { id: '1 or 1=1' }],
    ])('refuses %s with 400 naming the field in Chinese', async (_case, payload) => {
      const res = await detail(payload);
      expect(res.statusCode).toBe(400);
      const failure = res.json<Failure>();
      expect(failure.code).toBe(400);
      expect(failure.msg).toMatch(/id/);
      expect(failure.msg).toMatch(/[\u4e00-\u9fff]/);
    });
  });

  it('answers a declaration notice with its deadline, and other announcements without', async () => {
    const [notice] = await rows<{ id: number; deadline: string }>(
      sql`select id, deadline::text as deadline from bulletins where type = 2 and deadline is not null order by id limit 1`,
    );
    const [publicity] = await rows<{ id: number }>(
      sql`select id from bulletins where type = 1 order by id limit 1`,
    );
    const detail = (id: number) =>
      postCall(app, '/api/demo/bulletin_detail', { id }).then(
        (res) => res.json<Answer<ArticleDetail>>().data,
      );
    expect((await detail(notice!.id)).deadline).toBe(notice!.deadline);
    expect((await detail(publicity!.id)).deadline).toBeNull();
  });
});
