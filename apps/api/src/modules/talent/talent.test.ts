import type { Talent, TypeOption } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';

describeEachDatabase('talent calls', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);
  const talents = async (payload: unknown) => {
    const res = await postCall(app, '/api/demo/talent_manage_list', payload);
    expect(res.statusCode).toBe(200);
    return res.json<Answer<Paged<Talent>>>().data;
  };
  const talentRows = (where: ReturnType<typeof sql>, limit: number) =>
    rows<Talent>(
      sql`select id, name, gender, to_char(birth, 'YYYY-MM-DD') as birth, education, post, desire_area as desirearea, image from talents where ${where} order by created_at desc, id desc limit ${limit}`,
    );

  it('talent_type_list answers the types in display order', async () => {
    const res = await postCall(app, '/api/demo/talent_type_list', {});
    expect(res.json<Answer<TypeOption[]>>().data).toEqual(
      await rows<TypeOption>(sql`select id, name from talent_types order by sort, id`),
    );
  });

  it('lists talents newest first, four a page by default, with the contract §3 fields', async () => {
    const data = await talents({ user_id: '' });
    expect(data).toEqual({
      list: await talentRows(sql`true`, 4),
      total: await queryCount(db.database.db, sql`select count(*)::int as n from talents`),
      page: 1,
      pageSize: 4,
    });
    for (const talent of data.list) {
      expect([1, 2]).toContain(talent.gender);
      expect(talent.birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('filters by talent type', async () => {
    const [type] = await rows<{ id: number }>(
      sql`select id from talent_types order by sort, id offset 2 limit 1`,
    );
    const data = await talents({ talent_type_id: type!.id, pageSize: 100 });
    expect(data.list).toEqual(await talentRows(sql`talent_type_id = ${type!.id}`, 100));
    expect(data.total).toBe(data.list.length);
    expect(data.total).toBeGreaterThan(0);
  });

  it('answers an unknown type with an empty list', async () => {
    expect(await talents({ talent_type_id: 999_999 })).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 4,
    });
  });

  it.each([
    ['a negative type', { talent_type_id: -1 }, /talent_type_id/],
    ['a type of the wrong type', { talent_type_id: '1' }, /talent_type_id/],
    ['HTML in the type', { talent_type_id: '<img src=x onerror=alert(1)>' }, /talent_type_id/],
  ])('refuses %s with 400 in Chinese', async (_case, payload, field) => {
    const res = await postCall(app, '/api/demo/talent_manage_list', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: number; msg: string }>()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(field),
    });
  });
});
