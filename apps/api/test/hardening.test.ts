// Hardening (issue 3 item 7): body size limit, request ids, health check, graceful shutdown,
// rate-limit answers (also shared through Redis when TEST_REDIS_URL is set). Issue 10: integer
// ranges, malformed requests and 405 in the envelope, security headers, request timeouts, client aborts.
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp, REQUEST_TIMEOUT_MS, serverTimeouts } from '../src/app.js';
import { createDatabase } from '../src/db/client.js';
import { isClientAbort, isDatabaseUnavailable } from '../src/db/unavailable.js';
import { users } from '../src/db/schema/index.js';
import { createLogger } from '../src/logger.js';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../src/plugins/security-headers.js';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/routes.js';
import { buildTestApp, CLIENT_AUTH, JSON_HEADERS } from './helpers/app.js';
import type { LogRecord } from './helpers/app.js';
import { buildAuthKit, freshIp } from './helpers/auth-kit.js';
import { describeEachDatabase, openTestDatabase } from './helpers/databases.js';
import { testConfig } from './helpers/test-config.js';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

describeEachDatabase('hardening', (db) => {
  let app: FastifyInstance;
  let logs: LogRecord[];
  beforeAll(async () => {
    ({ app, logs } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  describe('body size', () => {
    it(`refuses a body over ${BODY_LIMIT_BYTES / 1024} KB with 413 in Chinese, storing nothing`, async () => {
      const before = (await db.database.db.select({ n: count() }).from(users))[0]!.n;
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: JSON_HEADERS,
        payload: JSON.stringify({
          username: 'big_body',
          password: 'Secret2026',
          phone: '13912340000',
          code: '123456',
          padding: 'x'.repeat(BODY_LIMIT_BYTES),
        }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, msg: '请求体过大' });
      expect((await db.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
    });

    it('accepts a body just under the limit (the limit is not set too low)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/index/pcconfig',
        headers: JSON_HEADERS,
        payload: JSON.stringify({ user_id: '', padding: 'x'.repeat(BODY_LIMIT_BYTES - 100) }),
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('request id', () => {
    it.each([
      [
        'a success',
        { method: 'POST', url: '/api/index/pcconfig', headers: JSON_HEADERS, payload: '{}' },
        200,
      ],
      [
        'a bad body',
        { method: 'POST', url: '/api/indexnew/login', headers: JSON_HEADERS, payload: '{}' },
        400,
      ],
      [
        'an unknown client',
        {
          method: 'POST',
          url: '/api/index/pcconfig',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        },
        401,
      ],
      [
        'a missing session',
        { method: 'POST', url: '/api/Person/user_detail1', headers: JSON_HEADERS, payload: '{}' },
        401,
      ],
      [
        'an unknown route',
        { method: 'POST', url: '/api/nowhere', headers: JSON_HEADERS, payload: '{}' },
        404,
      ],
    ] as const)(
      'names the request of %s in x-request-id and in each of its log lines',
      async (_case, request, status) => {
        const res = await app.inject(request);
        expect(res.statusCode).toBe(status);
        const id = res.headers['x-request-id'];
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        const lines = logs.filter((record) => record.reqId === id);
        // Fastify logs each request's arrival and completion, plus any reason it was refused.
        expect(lines.length).toBeGreaterThanOrEqual(2);
        expect(lines.some((record) => record.msg === 'request completed')).toBe(true);
      },
    );

    it('gives every request its own id', async () => {
      const ids = new Set<string>();
      for (let index = 0; index < 5; index += 1) {
        ids.add(
          String((await app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id']),
        );
      }
      expect(ids.size).toBe(5);
    });

    it('keeps the id a proxy in front assigned, unless it could garble a log line', async () => {
      const kept = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
      const replaced = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'x" injected=1 <script>' },
      });
      expect(replaced.headers['x-request-id']).not.toContain('injected');
      // Client-chosen ids are length-limited too: a log line cannot be flooded through one.
      const long = 'a'.repeat(129);
      const shortened = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': long },
      });
      expect(shortened.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(logs.some((record) => JSON.stringify(record).includes(long))).toBe(false);
    });

    it('puts the id in the body of a server error, where a user would quote it', async () => {
      const closed = await createDatabase(testConfig());
      const broken = await buildApp(testConfig(), {
        database: closed,
        logger: createLogger({ logLevel: 'silent' }),
      });
      await closed.close();
      try {
        const res = await broken.inject({
          method: 'POST',
          url: '/api/index/pcconfig',
          headers: JSON_HEADERS,
          payload: '{}',
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          code: 503,
          msg: '数据库暂时不可用，请稍后再试',
          requestId: res.headers['x-request-id'],
        });
      } finally {
        await broken.close();
      }
    });
  });

  describe('health', () => {
    it('answers 200 without client credentials while the database answers', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 200,
        msg: '成功',
        data: { status: 'ok', database: 'ok' },
      });
    });

    it('is the only new route without client credentials: its neighbours still ask for them', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/health/../index/pcconfig' });
      expect(res.statusCode).toBe(401);
    });

    it('answers 503 quickly once the database is gone', async () => {
      const own = await createDatabase(testConfig());
      await own.migrate();
      const probe = await buildApp(testConfig(), {
        database: own,
        logger: createLogger({ logLevel: 'silent' }),
      });
      try {
        expect((await probe.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        await own.close();
        const started = performance.now();
        const res = await probe.inject({ method: 'GET', url: '/api/health' });
        expect(performance.now() - started).toBeLessThan(2500);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          code: 503,
          msg: '数据库暂时不可用',
          data: { status: 'unavailable', database: 'unavailable' },
        });
      } finally {
        await probe.close();
      }
    });
  });

  describe('rate limit', () => {
    it('answers 429 in the envelope with Retry-After once an IP passes a route’s limit', async () => {
      const ip = freshIp();
      const { max } = AUTH_RATE_LIMITS.register;
      for (let attempt = 0; attempt < max; attempt += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/user/register',
          headers: JSON_HEADERS,
          payload: '{}',
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-ratelimit-remaining']).toBe(String(max - attempt - 1));
      }
      const limited = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: JSON_HEADERS,
        payload: '{}',
        remoteAddress: ip,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['x-request-id']).toBeDefined();
    });

    it('lets checkStatus be polled every second by a few dialogs behind one address', async () => {
      const ip = freshIp();
      for (let poll = 0; poll < 120; poll += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/indexnew/checkStatus',
          headers: JSON_HEADERS,
          payload: '{"sign":"abc"}',
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(200);
      }
    });
  });

  describe.skipIf(!TEST_REDIS_URL)('rate limit shared through Redis', () => {
    it('counts requests to two API instances against one limit', async () => {
      const first = await buildAuthKit(db, { REDIS_URL: TEST_REDIS_URL! });
      const second = await buildAuthKit(db, { REDIS_URL: TEST_REDIS_URL! });
      try {
        const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}-${process.pid}-${Date.now()}`;
        const { max } = AUTH_RATE_LIMITS.forget_send;
        const answers = [];
        for (let attempt = 0; attempt <= max; attempt += 1) {
          const kit = attempt % 2 === 0 ? first : second;
          answers.push(
            (
              await kit.app.inject({
                method: 'POST',
                url: '/api/user/forget_send',
                headers: JSON_HEADERS,
                payload: '{}',
                remoteAddress: ip,
              })
            ).statusCode,
          );
        }
        expect(answers.slice(0, max).every((status) => status === 400)).toBe(true);
        expect(answers[max]).toBe(429);
      } finally {
        await first.app.close();
        await second.app.close();
      }
    });
  });
});

describeEachDatabase('integer ranges', (db) => {
  let app: FastifyInstance;
  let logs: LogRecord[];
  beforeAll(async () => {
    ({ app, logs } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  // Both columns are int4: 2^31 used to reach PostgreSQL and fail there as a 500.
  it.each([
    ['/api/demo/service_manage', 'service_type_id'],
    ['/api/demo/talent_manage_list', 'talent_type_id'],
  ])('%s refuses %s = 2^31 with a 400 naming the field, and takes 2^31 − 1', async (url, field) => {
    const tooBig = await app.inject({
      method: 'POST',
      url,
      headers: JSON_HEADERS,
      payload: JSON.stringify({ [field]: 2 ** 31 }),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({
      code: 400,
      msg: expect.stringContaining(`参数 ${field} 有误`),
    });
    expect(tooBig.json().msg).toMatch(/数值过大/);
    expect(logs.filter((record) => record.level >= 50)).toEqual([]);

    const largest = await app.inject({
      method: 'POST',
      url,
      headers: JSON_HEADERS,
      payload: JSON.stringify({ [field]: 2 ** 31 - 1 }),
    });
    expect(largest.statusCode).toBe(200);
    expect(largest.json().data.list).toEqual([]);
  });
});

describeEachDatabase('malformed requests', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  const CHINESE = /[\u4e00-\u9fa5]/;
  const post = (url: string, headers: Record<string, string>, payload?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: CLIENT_AUTH, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    [
      'malformed JSON',
      () => post('/api/index/pcconfig', { 'content-type': 'application/json' }, '{"user_id":'),
      400,
    ],
    [
      'an empty JSON body',
      () => post('/api/index/pcconfig', { 'content-type': 'application/json' }, ''),
      400,
    ],
    [
      'a JSON body with __proto__',
      () =>
        post(
          '/api/index/pcconfig',
          { 'content-type': 'application/json' },
          '{"__proto__":{"admin":true}}',
        ),
      400,
    ],
    ['a text body', () => post('/api/index/pcconfig', { 'content-type': 'text/plain' }, '{}'), 415],
    [
      'a form body',
      () =>
        post('/api/index/pcconfig', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'),
      415,
    ],
    [
      'a multipart body',
      () =>
        post('/api/index/pcconfig', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'),
      415,
    ],
    [
      'a made-up content type',
      () => post('/api/index/pcconfig', { 'content-type': 'application/x-evil' }, '{}'),
      415,
    ],
    [
      'a body over the limit',
      () =>
        post(
          '/api/index/pcconfig',
          { 'content-type': 'application/json' },
          JSON.stringify({ a: 'x'.repeat(BODY_LIMIT_BYTES) }),
        ),
      413,
    ],
    [
      'a bad percent-encoding in the path',
      () => app.inject({ method: 'GET', url: '/api/%zz', headers: { authorization: CLIENT_AUTH } }),
      400,
    ],
    [
      'a bad percent-encoding in a page path',
      () => app.inject({ method: 'GET', url: '/pc/%E4%zz' }),
      400,
    ],
  ] as const)(
    'answers %s with the Chinese envelope and its status',
    async (_case, send, status) => {
      const res = await send();
      expect(res.statusCode).toBe(status);
      const body = res.json<{ code: number; msg: string }>();
      expect(body).toEqual({ code: status, msg: expect.stringMatching(CHINESE) });
      // Nothing of Fastify's English answer (error, message, statusCode, FST_ codes).
      expect(res.body).not.toMatch(
        /Bad Request|Unsupported|statusCode|FST_|is not a valid|too large/i,
      );
      expect(res.headers['x-request-id']).toBeDefined();
    },
  );

  it.each([
    ['GET', '/api/index/pcconfig', 'POST'],
    ['PUT', '/api/Person/bind_info', 'POST'],
    ['DELETE', '/api/indexnew/login', 'POST'],
    ['POST', '/api/indexnew/web_login', 'GET, HEAD'],
  ] as const)(
    'answers %s on %s with 405, the Allow header and the Chinese envelope',
    async (method, url, allow) => {
      const res = await app.inject({ method, url, headers: { authorization: CLIENT_AUTH } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ code: 405, msg: expect.stringMatching(/^请求方法不被允许/) });
    },
  );

  it('still answers 404 接口不存在 for a path no method has', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/index/nowhere',
      headers: { authorization: CLIENT_AUTH },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在' });
  });
});

describe('headers and timeouts', () => {
  // One database for these: they are about the HTTP layer, not about data.
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.dispose());
  const silent = () => ({
    database: database.database,
    logger: createLogger({ logLevel: 'silent' }),
  });

  it('denies the browser features no page uses, on pages and calls alike', async () => {
    const { app } = await buildTestApp(database);
    try {
      for (const url of ['/pc/index', '/api/health']) {
        const policy = String(
          (await app.inject({ method: 'GET', url })).headers['permissions-policy'],
        );
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
          expect(policy).toContain(`${feature}=()`);
      }
    } finally {
      await app.close();
    }
  });

  it.each([
    ['https', 'https://qyfw.example.cn', STRICT_TRANSPORT_SECURITY],
    ['http', 'http://qyfw.example.cn', undefined],
    ['unset', undefined, undefined],
  ])('sends HSTS only when the public origin is https (%s)', (_case, publicOrigin, expected) => {
    expect(securityHeaders({ publicOrigin })['strict-transport-security']).toBe(expected);
  });

  it('sends HSTS on every answer of an app configured with an https PUBLIC_ORIGIN', async () => {
    const https = await buildTestApp(database, { PUBLIC_ORIGIN: 'https://qyfw.example.cn' });
    const http = await buildTestApp(database, { PUBLIC_ORIGIN: 'http://qyfw.example.cn' });
    try {
      expect(
        (await https.app.inject({ method: 'GET', url: '/api/health' })).headers[
          'strict-transport-security'
        ],
      ).toBe('max-age=15552000; includeSubDomains');
      expect(
        (await http.app.inject({ method: 'GET', url: '/api/health' })).headers[
          'strict-transport-security'
        ],
      ).toBeUndefined();
    } finally {
      await https.app.close();
      await http.app.close();
    }
  });

  it(`closes a stalled client within 30 s by default (${REQUEST_TIMEOUT_MS / 1000} s to send the request)`, async () => {
    expect(serverTimeouts(REQUEST_TIMEOUT_MS).closedWithinMs).toBeLessThanOrEqual(30_000);
    const app = await buildApp(testConfig(), silent());
    try {
      expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(app.server.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
      // Idle keep-alive connections still end (Fastify's 72 s, above a proxy's usual 60 s).
      expect(app.server.keepAliveTimeout).toBeGreaterThan(60_000);
      expect(app.server.keepAliveTimeout).toBeLessThanOrEqual(75_000);
    } finally {
      await app.close();
    }
  });

  /** Connects, writes what the client sends (if anything), and answers what came back and when the server hung up. */
  async function stalledClient(
    port: number,
    write: (socket: Socket) => void,
  ): Promise<{ answer: string; closedAfterMs: number }> {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    await once(socket, 'connect');
    write(socket);
    await once(socket, 'close');
    return {
      answer: Buffer.concat(chunks).toString('utf8'),
      closedAfterMs: performance.now() - started,
    };
  }

  it.each([
    ['sends nothing', (_socket: Socket) => {}],
    [
      'sends half the headers',
      (socket: Socket) => socket.write('POST /api/index/pcconfig HTTP/1.1\r\nHost: x\r\n'),
    ],
    [
      'sends headers, then only part of the body',
      (socket: Socket) =>
        socket.write(
          `POST /api/index/pcconfig HTTP/1.1\r\nHost: x\r\nAuthorization: ${CLIENT_AUTH}\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{"user_`,
        ),
    ],
    [
      'trickles its body a byte at a time',
      (socket: Socket) => {
        socket.write(
          `POST /api/index/pcconfig HTTP/1.1\r\nHost: x\r\nAuthorization: ${CLIENT_AUTH}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
        );
        const drip = setInterval(() => socket.write(' '), 50);
        socket.on('close', () => clearInterval(drip));
      },
    ],
  ])('answers 408 in Chinese and disconnects a client that %s', async (_case, write) => {
    const requestTimeoutMs = 400;
    const app = await buildApp(testConfig(), { ...silent(), requestTimeoutMs });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const { answer, closedAfterMs } = await stalledClient(port, write);
      expect(closedAfterMs).toBeLessThanOrEqual(
        serverTimeouts(requestTimeoutMs).closedWithinMs + 250,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
        JSON.stringify({ code: 408, msg: '请求超时' }),
      );
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('requests Node refuses before Fastify sees them', (db) => {
  it.each([
    [
      'headers over Node’s 16 KB limit',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      '请求头过大',
    ],
    ['a line that is not HTTP', 'HELLO THERE\r\n\r\n', 400, '请求有误'],
  ])(
    'answers %s in the Chinese envelope, not Fastify’s English one',
    async (_case, raw, status, msg) => {
      const app = await buildApp(db.config(), {
        database: db.database,
        logger: createLogger({ logLevel: 'silent' }),
      });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', () => {});
        await once(socket, 'connect');
        socket.write(raw);
        await once(socket, 'close');
        const answer = Buffer.concat(chunks).toString('utf8');
        expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
          JSON.stringify({ code: status, msg }),
        );
      } finally {
        await app.close();
      }
    },
  );
});

describeEachDatabase('client aborts', (db) => {
  it('logs a client that hangs up mid-body as a client abort at info level, never as 数据库不可用', async () => {
    const { app, logs } = await buildTestApp(db);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await once(socket, 'connect');
      socket.write(
        `POST /api/index/pcconfig HTTP/1.1\r\nHost: x\r\nAuthorization: ${CLIENT_AUTH}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user_id":`,
      );
      // The server has the request once it logged its arrival; then the client goes away.
      while (!logs.some((record) => record.msg === 'incoming request'))
        await new Promise((resolve) => setTimeout(resolve, 5));
      socket.destroy();
      // Whatever the error handler makes of it, it logs once: wait for that line.
      const handled = (record: LogRecord) =>
        record.msg === '客户端中断了请求' || record.level >= 50;
      while (!logs.some(handled)) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(logs.find(handled)).toMatchObject({ msg: '客户端中断了请求', level: 30 });
      expect(logs.filter((record) => record.level >= 50)).toEqual([]);
      expect(JSON.stringify(logs)).not.toContain('数据库不可用');
    } finally {
      await app.close();
    }
  });

  it('still tells a database that reset its connection apart from a client abort', () => {
    const fromDatabase = Object.assign(new Error('read ECONNRESET'), {
      code: 'ECONNRESET',
      syscall: 'read',
    });
    const fromClient = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailable(fromDatabase)).toBe(true);
    expect(isClientAbort(fromDatabase)).toBe(false);
    expect(isDatabaseUnavailable(fromClient)).toBe(false);
    expect(isClientAbort(fromClient)).toBe(true);
  });
});

/** A raw keep-alive connection: requests are written as the test says, answers read at its end. */
function keepAliveConnection(port: number): {
  send(path: string): void;
  received: Promise<string>;
} {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return {
    send: (path) =>
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${CLIENT_AUTH}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\n{}',
      ),
    received: once(socket, 'close').then(() => Buffer.concat(chunks).toString('utf8')),
  };
}

describeEachDatabase('graceful shutdown', (db) => {
  it('answers late arrivals in Chinese, refuses new connections and finishes the request in flight', async () => {
    const app = await buildApp(db.config(), {
      database: db.database,
      logger: createLogger({ logLevel: 'silent' }),
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived!: () => void;
    const hasArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let drainingStarted!: () => void;
    const isDraining = new Promise<void>((resolve) => {
      drainingStarted = resolve;
    });
    let proceed!: () => void;
    const mayProceed = new Promise<void>((resolve) => {
      proceed = resolve;
    });
    // Runs after the app's own preClose hook (registration order): draining is on, and the
    // listener stays open until the test lets the shutdown go on, so a request can arrive late.
    app.addHook('preClose', async () => {
      drainingStarted();
      await mayProceed;
    });
    app.post('/api/test/slow', async () => {
      arrived();
      await released;
      return { code: 200, msg: '成功', data: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const connection = keepAliveConnection(port);
    connection.send('/api/test/slow');
    await hasArrived;
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await isDraining;

    // A request that arrives after shutdown began is told, in Chinese, to try again.
    const late = await fetch(`http://127.0.0.1:${port}/api/index/pcconfig`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{}',
    });
    expect(late.status).toBe(503);
    expect(late.headers.get('connection')).toBe('close');
    expect(await late.json()).toMatchObject({ code: 503, msg: '服务正在重启，请稍后再试' });

    // Then the listener closes: new connections are refused while the slow request goes on.
    proceed();
    for (let tick = 0; app.server.listening && tick < 1000; tick += 1)
      await new Promise(setImmediate);
    const refused = httpRequest({ host: '127.0.0.1', port, path: '/api/health' });
    refused.end();
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    expect(closed).toBe(false);

    release();
    // The in-flight request completes, and its connection ends with the answer rather than at
    // its keep-alive timeout (which would hold the shutdown open).
    const answer = await connection.received;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('{"code":200,"msg":"成功","data":"done"}');
    await closing;
    expect(closed).toBe(true);
  });
});
