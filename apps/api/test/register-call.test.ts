// The route helper and the error envelope, through real requests.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerProbeCalls, SECRET_SQL } from './fixtures/probe-calls.js';
import { buildTestApp, CLIENT_AUTH, JSON_HEADERS } from './helpers/app.js';
import type { LogRecord } from './helpers/app.js';
import { describeEachDatabase } from './helpers/databases.js';

describeEachDatabase('registerCall', (db) => {
  let app: FastifyInstance;
  let logs: LogRecord[];

  beforeAll(async () => {
    ({ app, logs } = await buildTestApp(db));
    registerProbeCalls(app, db.database.db);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload: JSON.stringify(payload) });

  describe('input', () => {
    it('hands the validated body to the handler, keeping user_id and stripping unknown keys', async () => {
      const res = await post('/api/test/probe', {
        page: 2,
        keyword: '专利',
        user_id: '',
        extra: 'x',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 200,
        msg: '成功',
        data: { page: 2, keyword: '专利', user_id: '', keys: ['keyword', 'page', 'user_id'] },
      });
    });

    it('answers 400 naming the field that breaks the schema, in Chinese', async () => {
      const res = await post('/api/test/probe', { page: 'two', user_id: 7 });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: number; msg: string }>();
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^参数 page 有误：/);
      expect(body.msg).toMatch(/期望 数字/);
    });

    it('names every bad field once', async () => {
      const res = await post('/api/test/probe', { page: 0, keyword: '一二三四五六七八九十十一' });
      expect(res.statusCode).toBe(400);
      const { msg } = res.json<{ msg: string }>();
      expect(msg).toContain('参数 page 有误');
      expect(msg).toContain('参数 keyword 有误');
    });

    it('validates user_id too', async () => {
      const res = await post('/api/test/probe', { page: 1, user_id: { id: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^参数 user_id 有误/),
      });
    });

    it('refuses a body that is JSON but not an object', async () => {
      const res = await post('/api/test/probe', [1, 2]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^请求体有误：/) });
    });

    it.each([
      ['malformed JSON', 'application/json', '{"page": 1,'],
      ['an empty JSON body', 'application/json', ''],
    ])('answers 400 in Chinese for %s', async (_case, contentType, payload) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/probe',
        headers: { authorization: CLIENT_AUTH, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求体不是有效的 JSON' });
    });

    it.each([
      ['a text body', 'text/plain', '{"page":1}'],
      ['a form body', 'application/x-www-form-urlencoded', 'page=1'],
    ])(
      'answers 415 in Chinese for %s: calls take JSON only',
      async (_case, contentType, payload) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/test/probe',
          headers: { authorization: CLIENT_AUTH, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({
          code: 415,
          msg: '请求体格式不受支持，请以 JSON（application/json）提交',
        });
      },
    );

    it('treats a POST without any body as {}', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/probe',
        headers: { authorization: CLIENT_AUTH },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ msg: string }>().msg).toMatch(/^参数 page 有误/);
    });

    it('reads a GET call from the query string', async () => {
      const ok = await app.inject({
        method: 'GET',
        url: '/api/test/get-probe?sign=abcd',
        headers: { authorization: CLIENT_AUTH },
      });
      expect(ok.json()).toEqual({ code: 200, msg: '成功', data: { sign: 'abcd' } });
      const bad = await app.inject({
        method: 'GET',
        url: '/api/test/get-probe?sign=ab',
        headers: { authorization: CLIENT_AUTH },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ msg: string }>().msg).toMatch(/^参数 sign 有误/);
    });
  });

  describe('envelope', () => {
    it('answers the login family with code 1, and code 0 with the reason when it fails', async () => {
      expect((await post('/api/test/login-probe', { password: 'right' })).json()).toEqual({
        code: 1,
        msg: '成功',
        data: { ok: true },
      });
      const failed = await post('/api/test/login-probe', { password: 'wrong' });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({ code: 0, msg: '账号或密码错误' });
    });

    it('refuses a call that needs a login when there is no session', async () => {
      const res = await post('/api/test/user-probe', {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
    });

    it.each([
      ['forbidden', 403, { code: 403, msg: '没有权限访问' }],
      ['expired', 401, { code: 402, msg: '登录已失效，请重新登录' }],
    ])('maps ApiError %s to its status and code', async (kind, status, body) => {
      const res = await post('/api/test/throw', { kind });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(body);
    });

    it('answers 404 接口不存在 for an unknown /api route', async () => {
      const res = await post('/api/nothing/here', {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在' });
    });

    it('answers 405 with Allow for a call asked with the wrong method', async () => {
      const wrongMethod = await app.inject({
        method: 'GET',
        url: '/api/index/pcconfig',
        headers: { authorization: CLIENT_AUTH },
      });
      expect(wrongMethod.statusCode).toBe(405);
      expect(wrongMethod.headers.allow).toBe('POST');
      expect(wrongMethod.json()).toEqual({
        code: 405,
        msg: '请求方法不被允许，该接口只接受 POST 请求',
      });
    });
  });

  describe('server errors', () => {
    it.each(['sql', 'bug'])(
      'answers a generic 500 for a %s error, and logs the real one',
      async (kind) => {
        const before = logs.length;
        const res = await post('/api/test/throw', { kind });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({
          code: 500,
          msg: '服务器内部错误',
          requestId: res.headers['x-request-id'],
        });
        expect(res.body).not.toMatch(/card_secret|no_such_table|select|stack|\bat\s/i);
        const logged = JSON.stringify(logs.slice(before).filter((record) => record.level >= 50));
        expect(logged).toContain(kind === 'sql' ? SECRET_SQL : 'card_secret');
      },
    );

    it('answers 500 when the handler returns data that breaks the call schema', async () => {
      const res = await post('/api/test/throw', { kind: 'wrong-answer' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 500,
        msg: '服务器内部错误',
        requestId: res.headers['x-request-id'],
      });
    });
  });
});
