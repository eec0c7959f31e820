import type { ArticleItem, PolicyGroup } from '@qyfw/portal-sdk/schemas';
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateContent } from '../../cache/content-cache.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { shanghaiDate } from '../shared/dates.js';
import { epochOf, postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';
import { NEWEST_POLICY_GROUPS } from './service.js';

describeEachDatabase('policy calls', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);

  describe('get_policynew', () => {
    const policyNew = (payload: unknown) => postCall(app, '/api/demo/get_policynew', payload);

    it.each(Object.values(POLICY_LEVELS))(
      'answers the newest award lists of level %i with their companies',
      async (level) => {
        const res = await policyNew({ level, user_id: '' });
        expect(res.statusCode).toBe(200);
        const { data } = res.json<Answer<PolicyGroup[]>>();
        const groups = await rows<{ id: number; entry_name: string; created_at: string }>(
          sql`select id, entry_name, created_at from policy_award_groups where level = ${level} order by created_at desc, id desc limit ${NEWEST_POLICY_GROUPS}`,
        );
        expect(groups.length).toBeGreaterThan(0);
        expect(
          data.map((group) => ({
            id: group.id,
            entry_name: group.entry_name,
            createtime: group.createtime,
            level: group.level,
          })),
        ).toEqual(
          groups.map((group) => ({
            id: group.id,
            entry_name: group.entry_name,
            createtime: epochOf(group.created_at),
            level,
          })),
        );
        for (const group of data) {
          const companies = await rows<{
            id: number;
            enterprise_name: string;
            topic_name: string;
            level: number;
            unit: string;
            total_money: string;
          }>(
            sql`select id, enterprise_name, topic_name, level, unit, total_money from policy_award_companies where group_id = ${group.id} order by total_money desc, id`,
          );
          expect(group.list).toEqual(
            companies.map((company) => ({ ...company, total_money: Number(company.total_money) })),
          );
          expect(group.list.length).toBeGreaterThan(0);
        }
      },
    );

    it('answers an empty list for a level without award lists', async () => {
      const district = await rows<{ id: number }>(
        sql`select id from policy_award_groups where level = 21`,
      );
      const ids = sql.join(
        district.map(({ id }) => sql`${id}`),
        sql`, `,
      );
      await db.database.db.execute(
        sql`update policy_award_groups set level = 20 where id in (${ids})`,
      );
      try {
        invalidateContent(db.database.db, 'award');
        expect((await policyNew({ level: 21 })).json<Answer<PolicyGroup[]>>().data).toEqual([]);
      } finally {
        await db.database.db.execute(
          sql`update policy_award_groups set level = 21 where id in (${ids})`,
        );
        invalidateContent(db.database.db, 'award');
      }
      expect(
        (await policyNew({ level: 21 })).json<Answer<PolicyGroup[]>>().data.length,
      ).toBeGreaterThan(0);
    });

    it.each([
      ['a missing level', {}, /level/],
      ['a level outside 18–21', { level: 17 }, /level/],
      ['a level of the wrong type', { level: '18' }, /level/],
      ['SQL in the level', { level: '18 or 1=1' }, /level/],
      ['HTML in the level', { level: '<script>alert(1)</script>' }, /level/],
    ])('refuses %s with 400 in Chinese', async (_case, payload, field) => {
      const res = await policyNew(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: number; msg: string }>();
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(field);
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    });
  });

  describe('bulletin_list', () => {
    const bulletins = (payload: unknown) => postCall(app, '/api/demo/bulletin_list', payload);
    const page = async (payload: unknown) => {
      const res = await bulletins(payload);
      expect(res.statusCode).toBe(200);
      return res.json<Answer<Paged<ArticleItem>>>().data;
    };

    it('lists a type newest first with its total, level −1 meaning every level', async () => {
      const data = await page({ page: 1, pageSize: 10, level: -1, type: 1 });
      const expected = await rows<ArticleItem>(
        sql`select id, title, issuing_unit as source, floor(extract(epoch from created_at))::int as createtime, policy_id, call_id from bulletins where type = 1 order by created_at desc, id desc limit 10`,
      );
      expect(data).toEqual({
        list: expected,
        total: await queryCount(
          db.database.db,
          sql`select count(*)::int as n from bulletins where type = 1`,
        ),
        page: 1,
        pageSize: 10,
      });
    });

    it('filters by level', async () => {
      const data = await page({ page: 2, pageSize: 5, level: 19, type: 5 });
      const expected = await rows<ArticleItem>(
        sql`select id, title, issuing_unit as source, floor(extract(epoch from created_at))::int as createtime, policy_id, call_id from bulletins where type = 5 and level = 19 order by created_at desc, id desc limit 5 offset 5`,
      );
      expect(data.list).toEqual(expected);
      expect(data.total).toBe(
        await queryCount(
          db.database.db,
          sql`select count(*)::int as n from bulletins where type = 5 and level = 19`,
        ),
      );
    });

    it('lists the open declaration notices (deadline today or later) when no type is sent', async () => {
      const today = shanghaiDate(new Date());
      const data = await page({ page: 1, pageSize: 100 });
      const expected = await rows<ArticleItem>(
        sql`select id, title, issuing_unit as source, floor(extract(epoch from created_at))::int as createtime, policy_id, call_id from bulletins where type = 2 and deadline >= ${today} order by created_at desc, id desc limit 100`,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(data.list).toEqual(expected);
      const closed = await queryCount(
        db.database.db,
        sql`select count(*)::int as n from bulletins where type = 2 and deadline < ${today}`,
      );
      expect(closed).toBeGreaterThan(0);
      expect(data.total).toBe(expected.length);
    });

    it('answers an empty page past the end with the real total', async () => {
      const total = await queryCount(
        db.database.db,
        sql`select count(*)::int as n from bulletins where type = 5`,
      );
      const data = await page({ page: Math.ceil(total / 10) + 1, pageSize: 10, type: 5 });
      expect(data).toEqual({ list: [], total, page: Math.ceil(total / 10) + 1, pageSize: 10 });
    });

    it.each([
      ['page 0', { page: 0 }, /page/],
      ['a page of the wrong type', { page: '1' }, /page/],
      ['a page size over 100', { pageSize: 101 }, /pageSize/],
      ['an unknown level', { level: 3 }, /level/],
      ['SQL in the type', { type: '1; drop table bulletins' }, /type/],
    ])('refuses %s with 400 in Chinese', async (_case, payload, field) => {
      const res = await bulletins(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ msg: string }>().msg).toMatch(field);
      expect(
        await queryCount(db.database.db, sql`select count(*)::int as n from bulletins`),
      ).toBeGreaterThan(0);
    });
  });
});
