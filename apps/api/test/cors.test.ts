// Pages on allow-listed origins call the API from the browser (CORS_ORIGINS); others get no CORS
// headers, and a preflight is answered before client authentication.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { buildTestApp, CLIENT_AUTH, JSON_HEADERS } from './helpers/app.js';
import { openTestDatabase } from './helpers/databases.js';

const ALLOWED = 'https://a.example';
const ALSO_ALLOWED = 'http://localhost:5199';
const STRANGER = 'https://evil.example';
const PCCONFIG = '/api/index/pcconfig';

const preflight = (origin: string, headers = 'authorization,content-type,token,x-request-id') => ({
  method: 'OPTIONS' as const,
  url: PCCONFIG,
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': headers,
  },
});

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
});
afterAll(async () => {
  await db.dispose();
});

describe('with CORS_ORIGINS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db, { CORS_ORIGINS: `${ALLOWED}, ${ALSO_ALLOWED}` }));
  });
  afterAll(() => app.close());

  it('answers a preflight from an allowed origin with 204 and no client credentials', async () => {
    const res = await app.inject(preflight(ALLOWED));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'token', 'content-type', 'x-request-id']),
    );
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('lets the allowed origin read the answer of a call', async () => {
    const res = await app.inject({
      method: 'POST',
      url: PCCONFIG,
      headers: { ...JSON_HEADERS, origin: ALSO_ALLOWED },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALSO_ALLOWED);
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain(
      'x-request-id',
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives another origin no CORS headers, so its page cannot read the answer', async () => {
    const call = await app.inject({
      method: 'POST',
      url: PCCONFIG,
      headers: { ...JSON_HEADERS, origin: STRANGER },
      payload: {},
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await app.inject(preflight(STRANGER));
    // Without Access-Control-Allow-Origin naming it, the browser refuses the real request.
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still refuses a real call without client credentials', async () => {
    const res = await app.inject({
      method: 'POST',
      url: PCCONFIG,
      headers: { origin: ALLOWED, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, msg: '客户端认证失败' });
    // The page can still read why (the SDK turns it into PortalClientAuthError).
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
  });
});

describe('without CORS_ORIGINS (the default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  it('sends no CORS headers at all', async () => {
    const res = await app.inject({
      method: 'POST',
      url: PCCONFIG,
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json', origin: ALLOWED },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    );
    const pre = await app.inject(preflight(ALLOWED));
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS parsing', () => {
  it('takes exact origins, comma separated', () => {
    expect(
      parseConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5199/' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://localhost:5199']);
    expect(parseConfig({}).corsOrigins).toEqual([]);
  });

  it.each(['*', 'https://a.example/path', 'ftp://a.example', 'a.example'])(
    'refuses %s in Chinese',
    (value) => {
      expect(() => parseConfig({ CORS_ORIGINS: value })).toThrow(
        /环境变量 CORS_ORIGINS 有误：.*应写成来源/,
      );
    },
  );
});
