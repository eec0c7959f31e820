import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, CLIENT_AUTH } from './helpers/app.js';
import { describeEachDatabase } from './helpers/databases.js';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describeEachDatabase('client authentication', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {
      API_CLIENTS: 'portal-web:portal-web, partner:s3cret:with-colon',
    }));
  });
  afterAll(() => app.close());

  const pcconfig = (authorization?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/index/pcconfig',
      headers: {
        'content-type': 'application/json',
        ...(authorization === undefined ? {} : { authorization }),
      },
      payload: '{}',
    });

  it.each([
    ['no header', undefined],
    ['a wrong secret', basic('portal-web:nope')],
    ['an unknown client', basic('stranger:portal-web')],
    ['no secret', basic('portal-web')],
    ['another scheme', 'Bearer portal-web'],
    ['garbage', 'Basic !!!'],
  ])('refuses %s with 401 客户端认证失败', async (_case, authorization) => {
    const res = await pcconfig(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '客户端认证失败' });
  });

  it('accepts every configured client, whose secret may contain a colon', async () => {
    expect((await pcconfig(CLIENT_AUTH)).statusCode).toBe(200);
    expect((await pcconfig(basic('partner:s3cret:with-colon'))).statusCode).toBe(200);
  });

  it('does not reveal which /api routes exist to an unknown client', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(401);
  });

  it('lets a browser open the docs and the public images without credentials', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/static/kf-qrcode.svg' })).statusCode).toBe(
      200,
    );
  });

  it('does not let a path that only looks like the docs slip past', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/docs/../index/pcconfig',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
