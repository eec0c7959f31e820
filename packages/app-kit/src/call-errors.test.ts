import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { PortalHttpError, PortalNotFoundError, PortalNetworkError } from '@qyfw/portal-sdk';
import { describe, expect, it } from 'vitest';
import { refusalMessage } from './call-errors';

describe('refusalMessage', () => {
  it('shows the server’s words for a 4xx refusal with the envelope: a stale version, a deleted record', () => {
    expect(
      refusalMessage(
        new PortalHttpError(409, '该记录已被他人修改，请刷新后重试', { status: 409, code: 409 }),
      ),
    ).toBe('该记录已被他人修改，请刷新后重试');
    expect(
      refusalMessage(new PortalNotFoundError('该文章不存在或已删除', { status: 404, code: 404 })),
    ).toBe('该文章不存在或已删除');
  });

  it('leaves a 5xx and a lost connection to the global handler, and says something for a non-error', () => {
    expect(refusalMessage(new PortalHttpError(502, undefined, { status: 502 }))).toBeUndefined();
    expect(refusalMessage(new PortalNotFoundError(undefined, { status: 404 }))).toBeUndefined();
    expect(refusalMessage(new PortalNetworkError())).toBeUndefined();
    expect(refusalMessage(new Error('boom'))).toBe(MESSAGES.unknown);
  });
});
