import { describe, expect, it } from 'vitest';
import {
  AssetLoadError,
  PortalBusinessError,
  PortalError,
  PortalHttpError,
  PortalNetworkError,
  PortalResponseShapeError,
  PortalSessionExpiredError,
  PortalTimeoutError,
  PortalUnauthorizedError,
  PortalUnknownError,
  isPortalError,
} from '../src/errors.js';

describe('error catalogue (contract §8)', () => {
  it.each([
    [new PortalSessionExpiredError(undefined), 'session-expired', '后端接口402异常'],
    [new PortalSessionExpiredError('账号已在别处登录'), 'session-expired', '账号已在别处登录'],
    [new PortalUnauthorizedError(undefined), 'unauthorized', '请先登录'],
    [new PortalHttpError(500, undefined), 'http', '后端接口500异常'],
    [new PortalHttpError(502, ''), 'http', '后端接口502异常'],
    [new PortalHttpError(500, '数据库不可用'), 'http', '数据库不可用'],
    [new PortalNetworkError(), 'network', '后端接口连接异常'],
    [new PortalTimeoutError(), 'timeout', '后端接口请求超时'],
    [new PortalUnknownError(), 'unknown', '后端接口未知异常'],
    [new PortalBusinessError(0, '验证码错误'), 'business', '验证码错误'],
  ])('%s', (error, kind, message) => {
    expect(error).toBeInstanceOf(PortalError);
    expect(error).toBeInstanceOf(Error);
    expect(isPortalError(error)).toBe(true);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
  });

  it('carries status, code and call name', () => {
    const error = new PortalHttpError(503, undefined, { code: 503, callName: 'index' });
    expect(error).toMatchObject({
      status: 503,
      code: 503,
      callName: 'index',
      name: 'PortalHttpError',
    });
    expect(new PortalSessionExpiredError(undefined).code).toBe(402);
  });

  it('names the call and the fields of a shape error', () => {
    const error = new PortalResponseShapeError('pcconfig', [
      { path: 'bah', message: '无效输入' },
      { path: 'lbt', message: '无效输入' },
    ]);
    expect(error.message).toBe('接口 pcconfig 返回的数据不符合约定：bah 无效输入；lbt 无效输入');
  });

  it('reports the kind and address of a failed asset', () => {
    const error = new AssetLoadError('stylesheet', '/pc/assets/index-abc.css');
    expect(error).toMatchObject({ assetKind: 'stylesheet', url: '/pc/assets/index-abc.css' });
    expect(error.message).toContain('/pc/assets/index-abc.css');
    expect(isPortalError(error)).toBe(false);
  });
});
