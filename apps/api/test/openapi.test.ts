import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { callDocs, calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callRouteSchema, securityOf } from '../src/plugins/openapi.js';
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

interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  security?: unknown;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<
    string,
    {
      content: Record<
        string,
        { schema: { properties: Record<string, unknown> }; example?: unknown }
      >;
    }
  >;
}

interface OpenApiDocument {
  openapi: string;
  servers?: unknown[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDocument>();
}

it('documents every registered call from the SDK schemas', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<OpenApiDocument>();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.components.securitySchemes).toHaveProperty('clientBasic');
  const pcconfig = doc.paths['/api/index/pcconfig']?.post;
  expect(pcconfig).toMatchObject({
    operationId: 'pcconfig',
    summary: expect.stringContaining('站点配置'),
  });
  expect(JSON.stringify(pcconfig?.requestBody)).toContain('user_id');
  const data = pcconfig?.responses['200']?.content['application/json']?.schema.properties.data as {
    properties: object;
  };
  expect(Object.keys(data.properties).sort()).toEqual([
    'bah',
    'bqxx',
    'fwrx',
    'gsdz',
    'kfimage',
    'lbt',
    'phone',
    'swhz',
    'yrzqys_count',
  ]);
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

it('documents every SDK call with its credentials, a description and examples', async () => {
  const doc = await openApiDocument();
  expect(doc.components.securitySchemes).toMatchObject({
    clientBasic: { type: 'http', scheme: 'basic' },
    sessionToken: { type: 'apiKey', in: 'header', name: 'token' },
  });
  expect(doc.servers?.length).toBeGreaterThan(0);
  for (const call of Object.values(calls)) {
    const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
    expect(operation, call.name).toBeDefined();
    expect(operation).toMatchObject({
      operationId: call.name,
      summary: call.summary,
      security: securityOf(call.auth),
    });
    expect(operation?.description).toContain(callDocs[call.name].description);
    // @fastify/swagger turns a schema's single `examples` entry into the media type's `example`.
    const answer = operation?.responses['200']?.content['application/json']?.example;
    expect(answer, call.name).toMatchObject({ code: call.family === 'login' ? 1 : 200 });
    expect(answer).toHaveProperty('data');
    if (call.method === 'POST' && Object.keys(callDocs[call.name].exampleBody).length > 0) {
      expect(operation?.requestBody?.content['application/json']?.example).toEqual(
        callDocs[call.name].exampleBody,
      );
    }
  }
  // Logged-in calls ask for the token, public ones only for the client.
  expect(doc.paths['/api/Person/user_detail1']?.post?.security).toEqual([
    { clientBasic: [], sessionToken: [] },
  ]);
  expect(doc.paths['/api/index/pcconfig']?.post?.security).toEqual([{ clientBasic: [] }]);
});

it('passes Spectral (spectral:oas) with no errors and no warnings, offline', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'qyfw-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(await openApiDocument(), null, 2));
    const spectral = resolve(import.meta.dirname, '../node_modules/.bin/spectral');
    const ruleset = resolve(import.meta.dirname, '../openapi.spectral.yaml');
    // A proxy that refuses everything: linting must not need the network (rulesets from a CDN).
    const env = {
      ...process.env,
      HTTP_PROXY: 'http://127.0.0.1:9',
      HTTPS_PROXY: 'http://127.0.0.1:9',
      NO_PROXY: '',
    };
    const { stdout } = await promisify(execFile)(
      spectral,
      [
        'lint',
        file,
        '--ruleset',
        ruleset,
        '--format',
        'json',
        '--fail-severity',
        'hint',
        '--quiet',
      ],
      { env },
    ).catch((error: { stdout?: string; message: string }) => ({
      stdout: error.stdout || error.message,
    }));
    const problems = JSON.parse(stdout) as { code: string; message: string; path: string[] }[];
    expect(
      problems.map((problem) => `${problem.code} ${problem.path.join('.')}: ${problem.message}`),
    ).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
