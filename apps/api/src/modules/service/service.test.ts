import type { ServiceItem, ServiceSystemItem, TypeOption } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';

describeEachDatabase('service calls', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());
  const call = async <D>(url: string, payload: unknown) => {
    const res = await postCall(app, url, payload);
    expect(res.statusCode).toBe(200);
    return res.json<Answer<D>>().data;
  };
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);

  it('service_type_list answers the types in display order', async () => {
    const types = await call<TypeOption[]>('/api/demo/service_type_list', { user_id: '' });
    expect(types).toEqual(
      await rows<TypeOption>(sql`select id, name from service_types order by sort, id`),
    );
    expect(types.length).toBeGreaterThan(1);
  });

  it('service_manage lists every service newest first, ten a page by default', async () => {
    const data = await call<Paged<ServiceItem>>('/api/demo/service_manage', {});
    expect(data).toEqual({
      list: await rows<ServiceItem>(
        sql`select id, image, policy_name from services order by created_at desc, id desc limit 10`,
      ),
      total: await queryCount(db.database.db, sql`select count(*)::int as n from services`),
      page: 1,
      pageSize: 10,
    });
  });

  it('service_manage filters by service type', async () => {
    const [type] = await rows<{ id: number }>(
      sql`select id from service_types order by sort, id offset 1 limit 1`,
    );
    const data = await call<Paged<ServiceItem>>('/api/demo/service_manage', {
      service_type_id: type!.id,
      page: 1,
      pageSize: 100,
    });
    expect(data.list).toEqual(
      await rows<ServiceItem>(
        sql`select id, image, policy_name from services where service_type_id = ${type!.id} order by created_at desc, id desc`,
      ),
    );
    expect(data.total).toBe(data.list.length);
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(
      await queryCount(db.database.db, sql`select count(*)::int as n from services`),
    );
  });

  it('service_manage answers a page past the end empty, with the total', async () => {
    const total = await queryCount(db.database.db, sql`select count(*)::int as n from services`);
    expect(await call<Paged<ServiceItem>>('/api/demo/service_manage', { page: 99 })).toEqual({
      list: [],
      total,
      page: 99,
      pageSize: 10,
    });
  });

  it('fwystem answers the service-system strip in display order, enough to scroll', async () => {
    const data = await call<Paged<ServiceSystemItem>>('/api/demo/fwystem', {
      page: 1,
      pageSize: 999,
    });
    const expected = await rows<ServiceSystemItem>(
      sql`select id, title, image, url from service_system_items order by sort, id`,
    );
    expect(data).toEqual({ list: expected, total: expected.length, page: 1, pageSize: 999 });
    // Enough items that the portal's strip scrolls (it scrolls from 5) and fills its 1200 px row.
    expect(expected.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['/api/demo/service_manage', { service_type_id: 0 }, /service_type_id/],
    ['/api/demo/service_manage', { service_type_id: '1 or 1=1' }, /service_type_id/],
    ['/api/demo/service_manage', { pageSize: 1000 }, /pageSize/],
    ['/api/demo/fwystem', { pageSize: 1000 }, /pageSize/],
    ['/api/demo/fwystem', { page: '<b>1</b>' }, /page/],
  ])('%s refuses %j with 400 in Chinese', async (url, payload, field) => {
    const res = await postCall(app, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: number; msg: string }>()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(field),
    });
  });
});
