// The errors a third party acts on (README "错误处理"): each cause its own class, with the
// address and the cause at the top level.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../src/calls/index.js';
import * as clientEntry from '../src/client.js';
import {
  createPortalClient,
  PortalBusinessError,
  PortalClientAuthError,
  PortalConfigError,
  PortalError,
  PortalHttpError,
  PortalLoginError,
  PortalNetworkError,
  PortalNotFoundError,
  PortalUnauthorizedError,
} from '../src/client.js';
import { refusedBaseUrl, sendJson, startServer } from './http-server.js';
import type { TestServer } from './http-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function rejection(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PortalError);
    return error as PortalError;
  }
  throw new Error('expected the call to fail');
}

describe('./client', () => {
  it('exports every error class the README names', () => {
    for (const name of [
      'PortalError',
      'PortalConfigError',
      'PortalClientAuthError',
      'PortalSessionExpiredError',
      'PortalUnauthorizedError',
      'PortalNotFoundError',
      'PortalHttpError',
      'PortalNetworkError',
      'PortalTimeoutError',
      'PortalUnknownError',
      'PortalBusinessError',
      'PortalLoginError',
      'PortalResponseShapeError',
      'PortalRequestError',
      'isPortalError',
    ]) {
      expect(clientEntry, name).toHaveProperty(name);
    }
  });
});

describe('setup errors (nothing is sent)', () => {
  it('no baseUrl outside a browser: PortalConfigError naming baseUrl', () => {
    expect(() => createPortalClient()).toThrow(PortalConfigError);
    expect(() => createPortalClient({})).toThrow(/缺少 baseUrl/);
  });

  it.each(['localhost:8080', 'ftp://host', '/relative'])(
    'an unusable baseUrl %s: PortalConfigError',
    (baseUrl) => {
      expect(() => createPortalClient({ baseUrl })).toThrow(PortalConfigError);
    },
  );

  it('no baseUrl in a browser: the page origin', () => {
    vi.stubGlobal('location', { origin: 'https://portal.example' });
    try {
      expect(() => createPortalClient()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('answers', () => {
  it('a base URL ending in /api: PortalNotFoundError with a hint and the address', async () => {
    server.handle((_request, response) =>
      sendJson(response, 404, { code: 404, msg: '接口不存在' }),
    );
    const error = await rejection(
      createPortalClient({ baseUrl: `${server.baseUrl}/api/` }).call(calls.pcconfig),
    );
    expect(error).toBeInstanceOf(PortalNotFoundError);
    expect(error).toBeInstanceOf(PortalHttpError);
    expect(error).toMatchObject({
      kind: 'not-found',
      status: 404,
      url: `${server.baseUrl}/api/api/index/pcconfig`,
    });
    expect((error as PortalNotFoundError).hint).toMatch(/\/api/);
    expect(error.message).toMatch(/^接口不存在：baseUrl 不应以 \/api 结尾/);
  });

  it('a 404 at a right base URL: PortalNotFoundError without a hint', async () => {
    server.handle((_request, response) =>
      sendJson(response, 404, { code: 404, msg: '数据不存在' }),
    );
    const error = await rejection(
      createPortalClient({ baseUrl: server.baseUrl }).call(calls.pcconfig),
    );
    expect(error).toMatchObject({ kind: 'not-found', message: '数据不存在', hint: undefined });
  });

  it('wrong client credentials: PortalClientAuthError, and onUnauthorized is not called', async () => {
    server.handle((_request, response) =>
      sendJson(response, 401, { code: 401, msg: '客户端认证失败' }),
    );
    const onUnauthorized = vi.fn();
    const error = await rejection(
      createPortalClient({ baseUrl: server.baseUrl, onUnauthorized }).call(calls.pcconfig),
    );
    expect(error).toBeInstanceOf(PortalClientAuthError);
    expect(error).not.toBeInstanceOf(PortalUnauthorizedError);
    expect(error).toMatchObject({ kind: 'client-auth', status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a logged-out user is still PortalUnauthorizedError', async () => {
    server.handle((_request, response) => sendJson(response, 401, { code: 401, msg: '请先登录' }));
    const onUnauthorized = vi.fn();
    const error = await rejection(
      createPortalClient({ baseUrl: server.baseUrl, onUnauthorized }).call(calls.user_detail),
    );
    expect(error).toBeInstanceOf(PortalUnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('API down: PortalNetworkError with url and the root cause at the top level', async () => {
    const baseUrl = await refusedBaseUrl();
    const error = await rejection(createPortalClient({ baseUrl }).call(calls.index));
    expect(error).toBeInstanceOf(PortalNetworkError);
    expect(error.url).toBe(`${baseUrl}/api/demo/index`);
    expect((error.cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it.each([
    ['账号或密码错误', 'bad-credentials', undefined],
    ['尝试次数过多，请4分钟后再试，或使用短信验证码登录/找回密码', 'throttled', 4],
    ['验证码已过期', 'other', undefined],
  ] as const)('login code 0 “%s”: PortalLoginError reason %s', async (msg, reason, minutes) => {
    server.handle((_request, response) => sendJson(response, 200, { code: 0, msg }));
    const error = await rejection(
      createPortalClient({ baseUrl: server.baseUrl }).call(calls.login, {
        type: 1,
        account: 'a_user',
        password: 'x',
      }),
    );
    expect(error).toBeInstanceOf(PortalLoginError);
    expect(error).toBeInstanceOf(PortalBusinessError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 0,
      message: msg,
      reason,
      retryAfterMinutes: minutes,
    });
  });
});
