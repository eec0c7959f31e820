import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { calls } from '../src/calls/index.js';
import { createPortalClient } from '../src/client.js';
import type { PortalClientOptions } from '../src/client.js';
import {
  PortalBusinessError,
  PortalError,
  PortalHttpError,
  PortalNetworkError,
  PortalRequestError,
  PortalResponseShapeError,
  PortalSessionExpiredError,
  PortalTimeoutError,
  PortalUnauthorizedError,
  PortalUnknownError,
} from '../src/errors.js';
import type { SiteConfig } from '../src/calls/site.js';
import { policyGroups, session, siteConfig } from './fixtures.js';
import { refusedBaseUrl, sendJson, sendText, startServer } from './http-server.js';
import type { TestServer } from './http-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.handle((_request, response) =>
    sendJson(response, 200, { code: 200, msg: '', data: null }),
  );
});

function client(options: PortalClientOptions = {}) {
  return createPortalClient({ baseUrl: server.baseUrl, ...options });
}

function answer(status: number, body: unknown) {
  server.handle((_request, response) => sendJson(response, status, body));
}

/** The rejection of `promise`, failing the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PortalError);
    return error as PortalError;
  }
  throw new Error('expected the call to fail');
}

describe('request', () => {
  it('sends JSON with Basic client credentials and no token header when there is no token', async () => {
    answer(200, { code: 200, msg: '', data: siteConfig });
    await client({ getToken: () => undefined }).call(calls.pcconfig);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/index/pcconfig');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.headers).not.toHaveProperty('token');
  });

  it('sends no token header for an empty token either', async () => {
    answer(200, { code: 200, msg: '', data: siteConfig });
    await client({ getToken: () => '' }).call(calls.pcconfig);
    await client({ getToken: () => null }).call(calls.pcconfig);
    expect(server.requests.map((request) => request.headers.token)).toEqual([undefined, undefined]);
  });

  it('sends the token header when there is a token, read afresh for every call', async () => {
    answer(200, { code: 200, msg: '', data: siteConfig });
    let token = 'first';
    const sdk = client({ getToken: () => token });
    await sdk.call(calls.pcconfig);
    token = 'second';
    await sdk.call(calls.pcconfig);
    expect(server.requests.map((request) => request.headers.token)).toEqual(['first', 'second']);
  });

  it('uses the configured client id and secret', async () => {
    answer(200, { code: 200, msg: '', data: siteConfig });
    await client({ clientId: 'data-screen', clientSecret: 's3cret' }).call(calls.pcconfig);
    expect(server.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('data-screen:s3cret').toString('base64')}`,
    );
  });

  it("adds user_id '' to a POST body when there is no user", async () => {
    answer(200, { code: 200, msg: '', data: siteConfig });
    await client().call(calls.pcconfig);
    await client({ getUserId: () => null }).call(calls.pcconfig);
    expect(server.requests.map((request) => request.body)).toEqual([
      { user_id: '' },
      { user_id: '' },
    ]);
  });

  it('adds the stored user_id to a POST body beside the fields given', async () => {
    answer(200, { code: 200, msg: '', data: [] });
    await client({ getUserId: () => 42 }).call(calls.get_policynew, { level: 18 });
    await client({ getUserId: () => '42' }).call(calls.get_policynew, { level: 20 });
    expect(server.requests.map((request) => request.body)).toEqual([
      { level: 18, user_id: 42 },
      { level: 20, user_id: '42' },
    ]);
  });

  it('sends user_id as a query parameter on a GET call', async () => {
    answer(200, {
      code: 1,
      msg: '',
      data: { path: 'data:image/png;base64,AAAA', sign: 's1', poll_key: 'k1' },
    });
    await client().call(calls.web_login);
    await client({ getUserId: () => 7 }).call(calls.web_login);
    const [anonymous, member] = server.requests;
    expect(anonymous?.method).toBe('GET');
    expect(anonymous?.url.pathname).toBe('/api/indexnew/web_login');
    expect(anonymous?.url.searchParams.get('user_id')).toBe('');
    expect(anonymous?.body).toBeUndefined();
    expect(member?.url.searchParams.get('user_id')).toBe('7');
  });

  it('sends the body as the schema reads it: trimmed, with the spec defaults', async () => {
    answer(200, { code: 200, msg: '', data: { list: [], total: 0, page: 1, pageSize: 10 } });
    await client().call(calls.get_information, { page: 2 });
    answer(200, { code: 1, msg: '', data: session });
    await client().call(calls.login, {
      type: 1,
      account: '  demo_enterprise ',
      password: 'Demo@2026',
    });
    expect(server.requests.map((request) => request.body)).toEqual([
      { page: 2, pageSize: 10, type: -1, user_id: '' },
      { type: 1, account: 'demo_enterprise', password: 'Demo@2026', user_id: '' },
    ]);
  });

  it('keeps a path in baseUrl', async () => {
    answer(200, { code: 200, msg: '', data: siteConfig });
    await createPortalClient({ baseUrl: `${server.baseUrl}/gateway/` }).call(calls.pcconfig);
    expect(server.requests[0]?.url.pathname).toBe('/gateway/api/index/pcconfig');
  });

  it('refuses a body that fails the schema without sending it', async () => {
    const onError = vi.fn();
    const error = await rejection(
      client({ onError }).call(calls.dx_send, { type: 2, phone: '12345' }),
    );
    expect(error).toBeInstanceOf(PortalRequestError);
    expect(error.message).toBe('手机号输入有误');
    expect((error as PortalRequestError).issues).toEqual([
      { path: 'phone', message: '手机号输入有误' },
    ]);
    expect(onError).toHaveBeenCalledWith(error);
    expect(server.requests).toHaveLength(0);
  });
});

describe('success', () => {
  it.each([200, 0])(
    'reads data of a standard call answering code %i, unknown keys stripped',
    async (code) => {
      answer(200, { code, msg: 'ok', data: { ...siteConfig, internal_note: 'x' } });
      const config = await client().call(calls.pcconfig);
      expectTypeOf(config).toEqualTypeOf<SiteConfig>();
      expect(config).toEqual(siteConfig);
    },
  );

  it('reads data of a login-family call answering code 1', async () => {
    answer(200, { code: 1, msg: '登录成功', data: session });
    const result = await client().call(calls.login, {
      type: 2,
      account: '13800000001',
      code: '123456',
    });
    expect(result.token).toBe('tok_abc123');
    expect(result.qiyeauthentication?.enterprise_id).toBe(3);
  });

  it('accepts a call whose answer has no data', async () => {
    answer(200, { code: 200, msg: '' });
    await expect(client().call(calls.logout)).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('code 402 (sent as HTTP 401): the server message, onSessionExpired then onError', async () => {
    answer(401, { code: 402, msg: '您的账号已在其他设备登录' });
    const onSessionExpired = vi.fn();
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const error = await rejection(
      client({ onSessionExpired, onUnauthorized, onError }).call(calls.user_detail),
    );
    expect(error).toBeInstanceOf(PortalSessionExpiredError);
    expect(error).toMatchObject({
      kind: 'session-expired',
      message: '您的账号已在其他设备登录',
      code: 402,
      status: 401,
      callName: 'user_detail',
    });
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(error);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("code 402 without a message: '后端接口402异常'", async () => {
    answer(401, { code: 402 });
    const error = await rejection(client().call(calls.user_detail));
    expect(error).toBeInstanceOf(PortalSessionExpiredError);
    expect(error.message).toBe('后端接口402异常');
  });

  it('code 401: onUnauthorized then onError', async () => {
    answer(401, { code: 401, msg: '请先登录' });
    const onSessionExpired = vi.fn();
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const error = await rejection(
      client({ onSessionExpired, onUnauthorized, onError }).call(calls.user_detail),
    );
    expect(error).toBeInstanceOf(PortalUnauthorizedError);
    expect(error).toMatchObject({
      kind: 'unauthorized',
      message: '请先登录',
      code: 401,
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a quiet call skips onError, still rejects, and still reports 401 to onUnauthorized', async () => {
    answer(500, { code: 500, msg: '服务器内部错误' });
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const quietClient = client({ onUnauthorized, onError });
    const failed = await rejection(quietClient.call(calls.user_detail, {}, { quiet: true }));
    expect(failed).toBeInstanceOf(PortalError);
    expect(onError).not.toHaveBeenCalled();

    answer(401, { code: 401, msg: '请先登录' });
    const refused = await rejection(quietClient.call(calls.user_detail, {}, { quiet: true }));
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(refused);
    expect(onError).not.toHaveBeenCalled();
  });

  it('HTTP 401 without an envelope and code 401 in an HTTP 200 body are both unauthorized', async () => {
    server.handle((_request, response) => sendText(response, 401, 'Unauthorized', 'text/plain'));
    expect(await rejection(client().call(calls.user_detail))).toBeInstanceOf(
      PortalUnauthorizedError,
    );
    answer(200, { code: 401, msg: '客户端认证失败' });
    const error = await rejection(client().call(calls.user_detail));
    expect(error).toBeInstanceOf(PortalUnauthorizedError);
    expect(error.message).toBe('客户端认证失败');
  });

  it('HTTP 500 with a message: the server message', async () => {
    answer(500, { code: 500, msg: '服务器开小差了，请稍后再试' });
    const error = await rejection(client().call(calls.index));
    expect(error).toBeInstanceOf(PortalHttpError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      code: 500,
      message: '服务器开小差了，请稍后再试',
    });
  });

  it("HTTP 500 without a message: '后端接口500异常'", async () => {
    server.handle((_request, response) =>
      sendText(response, 500, '<html>Internal Server Error</html>'),
    );
    const error = await rejection(client().call(calls.index));
    expect(error).toBeInstanceOf(PortalHttpError);
    expect(error.message).toBe('后端接口500异常');
    expect(error.status).toBe(500);
  });

  it('other statuses: the server message or the status', async () => {
    answer(403, { code: 403, msg: '无权访问该资源' });
    expect((await rejection(client().call(calls.index))).message).toBe('无权访问该资源');
    answer(503, { code: 503 });
    expect((await rejection(client().call(calls.index))).message).toBe('后端接口503异常');
    answer(429, { code: 429, msg: '操作过于频繁，请稍后再试' });
    const error = await rejection(client().call(calls.dx_send, { type: 2, phone: '13800000001' }));
    expect(error).toBeInstanceOf(PortalHttpError);
    expect(error).toMatchObject({ status: 429, code: 429, message: '操作过于频繁，请稍后再试' });
  });

  it('connection refused: 后端接口连接异常', async () => {
    const onError = vi.fn();
    const error = await rejection(
      createPortalClient({ baseUrl: await refusedBaseUrl(), onError }).call(calls.index),
    );
    expect(error).toBeInstanceOf(PortalNetworkError);
    expect(error.message).toBe('后端接口连接异常');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('a server that never answers: 后端接口请求超时 after timeoutMs', async () => {
    server.handle(() => {
      // Never answers.
    });
    const started = Date.now();
    const error = await rejection(client({ timeoutMs: 300 }).call(calls.index));
    expect(error).toBeInstanceOf(PortalTimeoutError);
    expect(error.message).toBe('后端接口请求超时');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('malformed JSON: 后端接口未知异常', async () => {
    server.handle((_request, response) =>
      sendText(response, 200, '{"code":200,"data":', 'application/json'),
    );
    const error = await rejection(client().call(calls.index));
    expect(error).toBeInstanceOf(PortalUnknownError);
    expect(error.message).toBe('后端接口未知异常');
  });

  it('JSON that is not an envelope: 后端接口未知异常', async () => {
    answer(200, { ok: true });
    expect(await rejection(client().call(calls.index))).toBeInstanceOf(PortalUnknownError);
  });

  it('data not matching the schema: names the call and the field', async () => {
    const { bah: _bah, ...withoutBah } = siteConfig;
    answer(200, { code: 200, msg: '', data: withoutBah });
    const onError = vi.fn();
    const error = await rejection(client({ onError }).call(calls.pcconfig));
    expect(error).toBeInstanceOf(PortalResponseShapeError);
    expect(error.message).toMatch(/^接口 pcconfig 返回的数据不符合约定：bah /);
    expect(error.callName).toBe('pcconfig');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('names a nested field by its path', async () => {
    const broken = [
      { ...policyGroups[0], list: [{ ...policyGroups[0]?.list[0], total_money: '12.5' }] },
    ];
    answer(200, { code: 200, msg: '', data: broken });
    const error = await rejection(client().call(calls.get_policynew, { level: 19 }));
    expect(error).toBeInstanceOf(PortalResponseShapeError);
    expect((error as PortalResponseShapeError).issues.map((issue) => issue.path)).toEqual([
      '[0].list[0].total_money',
    ]);
    expect(error.message).toContain('[0].list[0].total_money');
  });

  it('login code 0: a business error with the server message', async () => {
    answer(200, { code: 0, msg: '账号或密码错误' });
    const onError = vi.fn();
    const error = await rejection(
      client({ onError }).call(calls.login, { type: 1, account: 'demo', password: 'wrong' }),
    );
    expect(error).toBeInstanceOf(PortalBusinessError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 0,
      message: '账号或密码错误',
      status: 200,
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('dx_send code 0: a business error with the server message', async () => {
    answer(200, { code: 0, msg: '发送过于频繁，请60秒后再试' });
    const error = await rejection(client().call(calls.dx_send, { type: 2, phone: '13800000001' }));
    expect(error).toBeInstanceOf(PortalBusinessError);
    expect(error.message).toBe('发送过于频繁，请60秒后再试');
  });

  it('code 1 is not success for a standard call, nor 200 for the login family', async () => {
    answer(200, { code: 1, msg: '', data: siteConfig });
    expect(await rejection(client().call(calls.pcconfig))).toBeInstanceOf(PortalBusinessError);
    answer(200, { code: 200, msg: '', data: session });
    expect(
      await rejection(client().call(calls.login, { type: 1, account: 'a', password: 'b' })),
    ).toBeInstanceOf(PortalBusinessError);
  });

  it('a throwing callback does not replace the call error', async () => {
    answer(401, { code: 402, msg: '会话已过期' });
    const onError = vi.fn();
    const report = vi.fn();
    vi.stubGlobal('reportError', report);
    try {
      const error = await rejection(
        client({
          onSessionExpired: () => {
            throw new Error('reload failed');
          },
          onError,
        }).call(calls.user_detail),
      );
      expect(error).toBeInstanceOf(PortalSessionExpiredError);
      expect(onError).toHaveBeenCalledWith(error);
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'reload failed' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
