// The demo content is shown to park operators: what the home page lists must read like real
// content, not like a generator repeating itself. Each check looks where a visitor looks (the
// home page's calls, through the real app) and at the seeded rows behind it.
import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import type {
  HomeData,
  ServiceItem,
  ServiceSystemItem,
  TypeOption,
} from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { postCall, queryRows } from '../../../modules/shared/testing.js';
import type { Answer, Paged } from '../../../modules/shared/testing.js';
import { HOME_TITLE_VISIBLE_CHARS } from './editorial.js';

/** What the home page shows of a title before it cuts it off. */
const opening = (title: string) => [...title].slice(0, HOME_TITLE_VISIBLE_CHARS).join('');

/** The values that occur more than once. */
function repeated(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

describeEachDatabase('demo content looks real', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  const call = async <D>(path: string, body: object = {}): Promise<D> => {
    const res = await postCall(app, path, { user_id: '', ...body });
    expect(res.statusCode, path).toBe(200);
    return res.json<Answer<D>>().data;
  };
  const titlesOf = async (table: 'news' | 'knowledge') =>
    (
      await queryRows<{ title: string }>(
        db.database.db,
        sql`select title from ${sql.identifier(table)}`,
      )
    ).map((row) => row.title);

  it('政策知识: no two interpretations share a title, nor the part of it the home page shows', async () => {
    const titles = await titlesOf('knowledge');
    expect(titles.length).toBeGreaterThan(6);
    expect(repeated(titles)).toEqual([]);
    expect(repeated(titles.map(opening))).toEqual([]);
    const home = await call<HomeData>('/api/demo/index');
    expect(repeated(home.knowledge.map((item) => opening(item.title)))).toEqual([]);
  });

  it('最新动态: news titles differ within the part the home page shows', async () => {
    const titles = await titlesOf('news');
    expect(titles.length).toBeGreaterThan(6);
    expect(repeated(titles.map(opening))).toEqual([]);
    const home = await call<HomeData>('/api/demo/index');
    expect(home.trends).toHaveLength(6);
    expect(repeated(home.trends.map((item) => opening(item.title)))).toEqual([]);
  });

  it('惠企服务: the home grid shows each service once, on every type tab', async () => {
    const types = await call<TypeOption[]>('/api/demo/service_type_list');
    expect(types.length).toBeGreaterThan(1);
    for (const type of [undefined, ...types.map((option) => option.id)]) {
      const page = await call<Paged<ServiceItem>>('/api/demo/service_manage', {
        page: 1,
        limit: HOME_PAGE_SIZES.services,
        ...(type === undefined ? {} : { service_type_id: type }),
      });
      expect(page.list, `type ${type ?? 'all'}`).toHaveLength(HOME_PAGE_SIZES.services);
      expect(repeated(page.list.map((item) => item.policy_name)), `type ${type ?? 'all'}`).toEqual(
        [],
      );
      expect(repeated(page.list.map((item) => item.image)), `type ${type ?? 'all'}`).toEqual([]);
    }
    const names = (
      await queryRows<{ name: string }>(
        db.database.db,
        sql`select policy_name as name from services`,
      )
    ).map((row) => row.name);
    expect(repeated(names)).toEqual([]);
  });

  it('惠企服务: a cover pictures its service’s type and repeats no name (the card prints it)', async () => {
    const types = await call<TypeOption[]>('/api/demo/service_type_list');
    for (const type of types) {
      const { list } = await call<Paged<ServiceItem>>('/api/demo/service_manage', {
        page: 1,
        limit: HOME_PAGE_SIZES.services,
        service_type_id: type.id,
      });
      for (const item of list) {
        const cover = await app.inject({ method: 'GET', url: item.image });
        expect(cover.statusCode, item.image).toBe(200);
        expect(/data-picture="([^"]*)"/.exec(cover.body)?.[1], item.policy_name).toBe(type.name);
        expect(cover.body).not.toContain(item.policy_name);
      }
    }
  });

  it('人才库: the home page’s talents each have a drawn portrait of their own, with no text', async () => {
    const { list } = await call<Paged<{ name: string; image: string }>>(
      '/api/demo/talent_manage_list',
      { page: 1, limit: HOME_PAGE_SIZES.talents },
    );
    expect(list).toHaveLength(HOME_PAGE_SIZES.talents);
    expect(repeated(list.map((talent) => talent.image))).toEqual([]);
    for (const talent of list) {
      const portrait = await app.inject({ method: 'GET', url: talent.image });
      expect(portrait.statusCode, talent.image).toBe(200);
      // A face (skin-coloured ellipse) and hair, not an empty silhouette with a letter.
      expect(portrait.body).toMatch(/<ellipse cx="80" cy="70"/);
      expect(portrait.body).not.toContain('<text');
    }
  });

  it('服务体系: every partner has an emblem of its own, in a colour of its own', async () => {
    const { list } = await call<Paged<ServiceSystemItem>>('/api/demo/fwystem', {
      page: 1,
      limit: 999,
    });
    expect(list.length).toBeGreaterThanOrEqual(5);
    const emblems: string[] = [];
    const colours: string[] = [];
    for (const item of list) {
      const res = await app.inject({ method: 'GET', url: item.image });
      expect(res.statusCode, item.image).toBe(200);
      const emblem = /<g data-emblem="[^"]*">.*?<\/g>/.exec(res.body)?.[0];
      expect(emblem, `${item.title} has an emblem`).toBeDefined();
      emblems.push(emblem!);
      colours.push(/fill="(hsl\([^)]*\))"/.exec(emblem!)![1]!);
    }
    expect(repeated(list.map((item) => item.image))).toEqual([]);
    expect(repeated(emblems)).toEqual([]);
    expect(repeated(colours)).toEqual([]);
  });
});
