// GET /api/dev/sms-outbox: the latest code for a phone or email — only with DEMO_OUTBOX=1, and
// then only for requests from this machine that came through no proxy. Everyone else meets the
// answer of a route that does not exist.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOutbox } from '../../db/schema/index.js';
import { buildTestApp, CLIENT_AUTH } from '../../../test/helpers/app.js';
import { buildAuthKit, freshIp, freshMobile, LOOPBACK } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

const NO_SUCH_ROUTE = { code: 404, msg: '接口不存在' };

/** What a client sees: the status and the body (the request id header differs by design). */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });

describeEachDatabase('demo SMS outbox route (DEMO_OUTBOX=1)', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const local = { ip: LOOPBACK };

  it('answers the newest code sent to a phone, with the message that carried it', async () => {
    const phone = freshMobile();
    await kit.post('/api/user/dx_send', { type: 2, phone });
    kit.clock.advance(60_000);
    await kit.post('/api/user/dx_send', { type: 2, phone });
    const rows = (await kit.db.select().from(messageOutbox)).filter(
      (row) => row.recipient === phone,
    );
    const newest = rows.sort((a, b) => b.id - a.id)[0]!;
    const res = await kit.get(`/api/dev/sms-outbox?phone=${phone}`, local);
    expect(res.json()).toEqual({
      code: 200,
      msg: '成功',
      data: {
        channel: 'sms',
        recipient: phone,
        code: newest.code,
        subject: null,
        body: newest.body,
        createtime: Math.floor(newest.createdAt.getTime() / 1000),
      },
    });
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['another 127/8 address', '127.8.9.10'],
    ['IPv6 ::1', '::1'],
    ['IPv4-mapped ::ffff:127.0.0.1', '::ffff:127.0.0.1'],
  ])('answers a request from this machine (%s)', async (_case, ip) => {
    const phone = freshMobile();
    await kit.post('/api/user/dx_send', { type: 2, phone });
    const res = await kit.get(`/api/dev/sms-outbox?phone=${phone}`, { ip });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.code).toMatch(/^\d{6}$/);
  });

  it('answers what curl, a browser and Playwright send from this machine', async () => {
    const phone = freshMobile();
    await kit.post('/api/user/dx_send', { type: 2, phone });
    const clients: Record<string, Record<string, string>> = {
      curl: { 'user-agent': 'curl/8.5.0', accept: '*/*' },
      // e2e/support/accounts.ts: Playwright's request fixture.
      playwright: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0',
        accept: '*/*',
        'accept-encoding': 'gzip,deflate,br',
        connection: 'keep-alive',
      },
      browser: {
        connection: 'keep-alive',
        'cache-control': 'max-age=0',
        'sec-ch-ua': '"Chromium";v="131"',
        'sec-ch-ua-mobile': '?0',
        'sec-ch-ua-platform': '"Linux"',
        'upgrade-insecure-requests': '1',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'sec-fetch-site': 'none',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-user': '?1',
        'sec-fetch-dest': 'document',
        'accept-encoding': 'gzip, deflate, br, zstd',
        'accept-language': 'zh-CN,zh;q=0.9',
        cookie: 'token=abc',
        priority: 'u=0, i',
      },
    };
    for (const [client, headers] of Object.entries(clients)) {
      const res = await kit.get(`/api/dev/sms-outbox?phone=${phone}`, { ip: LOOPBACK, headers });
      expect(res.statusCode, client).toBe(200);
    }
  });

  it('answers 404 in Chinese when nothing was sent there', async () => {
    const res = await kit.get(`/api/dev/sms-outbox?phone=${freshMobile()}`, local);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '发件箱中没有发给该号码的验证码' });
  });

  it.each([
    ['no parameter', ''],
    ['a malformed phone', '?phone=123'],
    ['a malformed email', '?email=not-an-email'],
    ['both at once', '?phone=13900000000&email=a@b.cn'],
  ])('answers 400 for %s', async (_case, query) => {
    const res = await kit.get(`/api/dev/sms-outbox${query}`, local);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('still requires the client credentials', async () => {
    const res = await kit.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?phone=${freshMobile()}`,
      remoteAddress: LOOPBACK,
    });
    expect(res.statusCode).toBe(401);
  });

  describe('refuses everyone else exactly like a route that does not exist', () => {
    let phone: string;
    let missing: ReturnType<typeof seen>;
    beforeAll(async () => {
      phone = freshMobile();
      await kit.post('/api/user/dx_send', { type: 2, phone });
      missing = seen(await kit.get(`/api/dev/no-such-route?phone=${phone}`, local));
      expect(missing).toEqual({ status: 404, body: JSON.stringify(NO_SUCH_ROUTE) });
    });

    it.each([
      ['a LAN address', '192.168.1.20'],
      ['a private 10/8 address', '10.0.0.7'],
      ['a public address', '203.0.113.9'],
      ['an IPv4-mapped outside address', '::ffff:10.0.0.7'],
      ['an outside IPv6 address', '2001:db8::1'],
      ['an address that only starts like loopback', '::ffff:128.0.0.1'],
    ])('from %s', async (_case, ip) => {
      expect(seen(await kit.get(`/api/dev/sms-outbox?phone=${phone}`, { ip }))).toEqual(missing);
      // Bad input too: a 400 would tell that the route is there.
      expect(seen(await kit.get('/api/dev/sms-outbox?phone=123', { ip }))).toEqual(missing);
    });

    it.each([
      ['X-Forwarded-For', { 'x-forwarded-for': '127.0.0.1' }],
      ['Forwarded', { forwarded: 'for=127.0.0.1' }],
      ['X-Real-IP', { 'x-real-ip': '127.0.0.1' }],
      ['X-Forwarded-Host', { 'x-forwarded-host': 'localhost' }],
      ['Via', { via: '1.1 nginx' }],
      // Headers CDNs and proxies use for the client address: an allow-list of what a direct
      // request sends refuses them all, and any header it does not know.
      ['True-Client-IP', { 'true-client-ip': '127.0.0.1' }],
      ['CF-Connecting-IP', { 'cf-connecting-ip': '127.0.0.1' }],
      ['X-Client-IP', { 'x-client-ip': '127.0.0.1' }],
      ['X-Original-Forwarded-For', { 'x-original-forwarded-for': '127.0.0.1' }],
      ['Fastly-Client-IP', { 'fastly-client-ip': '127.0.0.1' }],
      ['X-Cluster-Client-IP', { 'x-cluster-client-ip': '127.0.0.1' }],
      ['a header no direct request sends', { 'x-some-proxy-tag': 'edge-7' }],
    ])('from loopback through a proxy (%s present)', async (_case, headers) => {
      expect(
        seen(await kit.get(`/api/dev/sms-outbox?phone=${phone}`, { ip: LOOPBACK, headers })),
      ).toEqual(missing);
    });

    it.each([
      ['POST', '{"phone":"13800000001"}'],
      ['POST', '{"broken'],
      ['PUT', '{}'],
      ['DELETE', '{"broken'],
    ] as const)('for %s %s, from anywhere (no 405 naming GET)', async (method, payload) => {
      const ask = (url: string, remoteAddress: string) =>
        kit.app.inject({
          method,
          url,
          headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json' },
          payload,
          remoteAddress,
        });
      const none = seen(await ask('/api/dev/no-such-route', freshIp()));
      expect(seen(await ask('/api/dev/sms-outbox', freshIp()))).toEqual(none);
      expect(seen(await ask('/api/dev/sms-outbox', LOOPBACK))).toEqual(none);
    });

    it('without credentials from outside, like any missing route', async () => {
      const outside = freshIp();
      const route = await kit.app.inject({
        method: 'GET',
        url: `/api/dev/sms-outbox?phone=${phone}`,
        remoteAddress: outside,
      });
      const none = await kit.app.inject({
        method: 'GET',
        url: `/api/dev/no-such-route?phone=${phone}`,
        remoteAddress: outside,
      });
      expect(seen(route)).toEqual(seen(none));
    });
  });
});

describeEachDatabase('demo SMS outbox behind a trusted proxy', (db) => {
  it('looks at the socket, not at the client address the proxy names', async () => {
    const kit = await buildAuthKit(db, { TRUST_PROXY: 'true' });
    try {
      const phone = freshMobile();
      await kit.post('/api/user/dx_send', { type: 2, phone });
      // request.ip would be 127.0.0.1 here: the proxy said so.
      const res = await kit.get(`/api/dev/sms-outbox?phone=${phone}`, {
        ip: '10.9.8.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NO_SUCH_ROUTE);
    } finally {
      await kit.app.close();
    }
  });
});

describeEachDatabase('demo SMS outbox without DEMO_OUTBOX', (db) => {
  it.each(['development', 'test', 'production'])(
    'does not exist when NODE_ENV=%s, even for this machine',
    async (NODE_ENV) => {
      // Production requires the public origin; it changes nothing here.
      const { app } = await buildTestApp(db, {
        NODE_ENV,
        PUBLIC_ORIGIN: 'https://qyfw.example.cn',
      });
      try {
        const phone = '13800000001';
        await app.inject({
          method: 'POST',
          url: '/api/user/dx_send',
          headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json' },
          payload: JSON.stringify({ type: 2, phone }),
          remoteAddress: freshIp(),
        });
        const res = await app.inject({
          method: 'GET',
          url: `/api/dev/sms-outbox?phone=${phone}`,
          headers: { authorization: CLIENT_AUTH },
          remoteAddress: LOOPBACK,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NO_SUCH_ROUTE);
      } finally {
        await app.close();
      }
    },
  );
});
