import type { ArticleItem } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';

describeEachDatabase('get_information', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());
  const information = (payload: unknown) => postCall(app, '/api/demo/get_information', payload);
  const count = (query: ReturnType<typeof sql>) => queryCount(db.database.db, query);

  it('lists every type newest first with type −1, ten a page by default', async () => {
    const res = await information({ user_id: '' });
    expect(res.statusCode).toBe(200);
    const expected = await queryRows<ArticleItem>(
      db.database.db,
      sql`select id, title, source, floor(extract(epoch from created_at))::int as createtime from information order by created_at desc, id desc limit 10`,
    );
    expect(res.json<Answer<Paged<ArticleItem>>>().data).toEqual({
      list: expected,
      total: await count(sql`select count(*)::int as n from information`),
      page: 1,
      pageSize: 10,
    });
  });

  it('filters by type and pages', async () => {
    const { data } = (await information({ page: 3, pageSize: 7, type: 2 })).json<
      Answer<Paged<ArticleItem>>
    >();
    const expected = await queryRows<ArticleItem>(
      db.database.db,
      sql`select id, title, source, floor(extract(epoch from created_at))::int as createtime from information where type = 2 order by created_at desc, id desc limit 7 offset 14`,
    );
    expect(data.list).toEqual(expected);
    expect(data.total).toBe(
      await count(sql`select count(*)::int as n from information where type = 2`),
    );
    expect(data.total).toBeLessThan(await count(sql`select count(*)::int as n from information`));
  });

  it('answers an unknown type with an empty list, and a page past the end with the total', async () => {
    expect((await information({ type: 42 })).json<Answer<Paged<ArticleItem>>>().data).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
    const total = await count(sql`select count(*)::int as n from information`);
    expect(
      (await information({ page: 1000, pageSize: 100 })).json<Answer<Paged<ArticleItem>>>().data,
    ).toEqual({ list: [], total, page: 1000, pageSize: 100 });
  });

  it.each([
    ['a type below −1', { type: -2 }, /type/],
    ['a type of the wrong type', { type: '全部' }, /type/],
    ['a fractional page', { page: 1.5 }, /page/],
    ['SQL in the page size', { pageSize: '10 union select password_hash from users' }, /pageSize/],
  ])('refuses %s with 400 in Chinese', async (_case, payload, field) => {
    const res = await information(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: number; msg: string }>()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(field),
    });
  });
});
