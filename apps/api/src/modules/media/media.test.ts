import type { HomeData, ServiceSystemItem } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';

describeEachDatabase('generated images', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  it('serves the pictures the content refers to, to an <img> without credentials', async () => {
    const home = (await postCall(app, '/api/demo/index', {})).json<Answer<HomeData>>().data;
    const strip = (await postCall(app, '/api/demo/fwystem', {})).json<
      Answer<Paged<ServiceSystemItem>>
    >().data;
    const addresses = [
      ...home.trends.map((trend) => trend.image),
      ...strip.list.map((item) => item.image),
    ];
    expect(addresses.length).toBeGreaterThan(6);
    for (const address of addresses) {
      expect(address).toMatch(/^\/api\/static\/generated\/[a-z-]+-[0-9a-f]{16}\.svg$/);
      const res = await app.inject({ method: 'GET', url: address });
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('answers 404 in Chinese for a name it never generated', async () => {
    for (const url of [
      '/api/static/generated/cover-0000000000000000.svg',
      '/api/static/generated/..%2F..%2Fpackage.json',
      "/api/static/generated/x'%20or%201=1.svg",
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
