import type { Expert, ExpertCategory } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';

describeEachDatabase('expert calls', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);
  const experts = async (payload: unknown) => {
    const res = await postCall(app, '/api/demo/expert_manage_list', payload);
    expect(res.statusCode).toBe(200);
    return res.json<Answer<Paged<Expert>>>().data;
  };
  const expertsWhere = (where: ReturnType<typeof sql>, limit = 100) =>
    rows<Expert>(
      sql`select e.id, e.name, e.strong_fields as "case" from experts e join expert_categories c on c.id = e.category_id where ${where} order by e.created_at desc, e.id desc limit ${limit}`,
    );
  const countWhere = (where: ReturnType<typeof sql>) =>
    queryCount(
      db.database.db,
      sql`select count(*)::int as n from experts e join expert_categories c on c.id = e.category_id where ${where}`,
    );

  it('expert_manage_first answers the categories in display order', async () => {
    const res = await postCall(app, '/api/demo/expert_manage_first', { user_id: '' });
    const categories = res.json<Answer<ExpertCategory[]>>().data;
    expect(categories).toEqual(
      await rows<ExpertCategory>(
        sql`select institutions_name from expert_categories order by sort, id`,
      ),
    );
    expect(categories.length).toBeGreaterThan(1);
  });

  it('lists every expert, four a page by default, when no filter is given', async () => {
    const data = await experts({});
    expect(data).toEqual({
      list: await expertsWhere(sql`true`, 4),
      total: await countWhere(sql`true`),
      page: 1,
      pageSize: 4,
    });
  });

  it("treats '' and blanks as no filter", async () => {
    const data = await experts({ institutions_name: '', label1: '  ', area: '' });
    expect(data.total).toBe(await countWhere(sql`true`));
  });

  it('matches the category exactly', async () => {
    const [category] = await rows<{ name: string }>(
      sql`select institutions_name as name from expert_categories order by sort, id offset 1 limit 1`,
    );
    const data = await experts({ institutions_name: category!.name, pageSize: 100 });
    expect(data.list).toEqual(await expertsWhere(sql`c.institutions_name = ${category!.name}`));
    expect(data.total).toBeGreaterThan(0);
    // Part of a name is not a category.
    expect((await experts({ institutions_name: category!.name.slice(0, 2) })).total).toBe(0);
  });

  it('matches field label and area by containment, combined with the category', async () => {
    const [sample] = await rows<{ category: string; label1: string; area: string }>(
      sql`select c.institutions_name as category, e.label1, e.area from experts e join expert_categories c on c.id = e.category_id order by e.id limit 1`,
    );
    const labelPart = sample!.label1.slice(0, 2);
    const areaPart = sample!.area.slice(-3);
    const data = await experts({
      institutions_name: sample!.category,
      label1: labelPart,
      area: areaPart,
      pageSize: 100,
    });
    const expected = await expertsWhere(
      sql`c.institutions_name = ${sample!.category} and e.label1 like ${`%${labelPart}%`} and e.area like ${`%${areaPart}%`}`,
    );
    expect(data.list).toEqual(expected);
    expect(data.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('takes SQL and HTML in a filter as plain text: no match, nothing changed', async () => {
    const total = await countWhere(sql`true`);
    for (const text of [
      "' or '1'='1",
      "%' ; drop table experts; --",
      '<script>alert(1)</script>',
      '%',
      '_',
    ]) {
      expect((await experts({ label1: text })).total).toBe(0);
      expect((await experts({ area: text })).total).toBe(0);
    }
    expect(await countWhere(sql`true`)).toBe(total);
  });

  it.each([
    ['an over-long label', { label1: '专'.repeat(65) }, /label1/],
    ['a category of the wrong type', { institutions_name: 3 }, /institutions_name/],
    ['an area array', { area: ['西湖区'] }, /area/],
    ['a page size over 100', { pageSize: 101 }, /pageSize/],
  ])('refuses %s with 400 in Chinese', async (_case, payload, field) => {
    const res = await postCall(app, '/api/demo/expert_manage_list', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: number; msg: string }>()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(field),
    });
  });
});
