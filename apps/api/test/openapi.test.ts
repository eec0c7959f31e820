import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callRouteSchema } from '../src/plugins/openapi.js';
import { buildTestApp } from './helpers/app.js';
import { openTestDatabase } from './helpers/databases.js';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
  ({ app } = await buildTestApp(db));
});
afterAll(async () => {
  await app.close();
  await db.dispose();
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; summary: string; requestBody?: unknown; responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> }>>;
  components: { securitySchemes: Record<string, unknown> };
}

it('documents every registered call from the SDK schemas', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<OpenApiDocument>();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.components.securitySchemes).toHaveProperty('clientBasic');
  const pcconfig = doc.paths['/api/index/pcconfig']?.post;
  expect(pcconfig).toMatchObject({ operationId: 'pcconfig', summary: expect.stringContaining('站点配置') });
  expect(JSON.stringify(pcconfig?.requestBody)).toContain('user_id');
  const data = pcconfig?.responses['200']?.content['application/json']?.schema.properties.data as { properties: object };
  expect(Object.keys(data.properties).sort()).toEqual(['bah', 'bqxx', 'fwrx', 'gsdz', 'kfimage', 'lbt', 'phone', 'swhz', 'yrzqys_count']);
  // The web apps' routes are not part of the API.
  expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
});

it('serves the docs page', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
});

it.each(Object.values(calls).map((call) => [call.name, call] as const))(
  'can document the SDK call %s once a module registers it',
  (_name, call) => {
    const schema = callRouteSchema(call);
    expect(schema).toHaveProperty(call.method === 'GET' ? 'querystring' : 'body');
    expect(schema.response).toHaveProperty('200');
  },
);
