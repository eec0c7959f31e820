import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { eventually, settle } from '../../../test/eventually';
import { pointPageAt } from '../../../test/point-page-at';
import { loginOk, ok, PATHS, QR_IMAGE } from '../../../test/session.fixture';
import { useQrLoginPolling } from './use-qr-login-polling';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  // Only the poll's interval is faked: the HTTP round trips stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  answers = {
    [PATHS.webLogin]: qrAnswer(1),
    [PATHS.checkStatus]: loginOk({ status: 0 }),
    [PATHS.qrCancel]: ok(null),
  };
  api = await startFakeApiServer(answers);
  pointPageAt(api.origin);
});

afterEach(async () => {
  // Unmount first: the hook cancels its QR on the way out, and the server must still answer.
  cleanup();
  await settle();
  vi.useRealTimers();
  await api.close();
});

/** web_login's answer: the sign shown as a QR and the poll key only this page may hold. */
function qrAnswer(n: number) {
  return loginOk({ path: QR_IMAGE, sign: `sign-${n}`, poll_key: `key-${n}` });
}

const cancels = () => api.requests.filter((request) => request.url === PATHS.qrCancel);
const qrFetches = () => api.requests.filter((request) => request.url === PATHS.webLogin).length;
const checks = () => api.requests.filter((request) => request.url === PATHS.checkStatus);

/** One poll interval passes; resolves when the check it started has been answered. */
async function tick(expectedChecks: number) {
  act(() => void vi.advanceTimersByTime(1000));
  await eventually(() => expect(checks()).toHaveLength(expectedChecks));
  // The server has the question; let its answer reach the hook before the next tick.
  await settle();
}

function renderPolling(active = true) {
  const onConfirmed = vi.fn();
  const hook = renderHook(({ on }) => useQrLoginPolling({ active: on, onConfirmed }), {
    initialProps: { on: active },
  });
  return { ...hook, onConfirmed };
}

describe('useQrLoginPolling', () => {
  it('shows a QR, asks every second, and stops once the phone confirms', async () => {
    const { result, onConfirmed, unmount } = renderPolling();
    expect(result.current.status).toBe('loading');
    await eventually(() => expect(result.current.status).toBe('ready'));
    expect(result.current.qrSrc).toBe(QR_IMAGE);
    expect(checks()).toHaveLength(0);

    await tick(1);
    await tick(2);
    // Every poll carries the page's own key: the sign alone yields nothing on the server.
    expect(checks().map((check) => check.body)).toEqual([
      expect.objectContaining({ sign: 'sign-1', poll_key: 'key-1' }),
      expect.objectContaining({ sign: 'sign-1', poll_key: 'key-1' }),
    ]);
    expect(onConfirmed).not.toHaveBeenCalled();

    answers[PATHS.checkStatus] = loginOk({ status: 1, user_id: 11, token: 'qr-token' });
    await tick(3);
    await eventually(() =>
      expect(onConfirmed).toHaveBeenCalledWith({ userId: 11, token: 'qr-token' }),
    );

    // Stopped: no more questions however long the dialog stays.
    act(() => void vi.advanceTimersByTime(10_000));
    await settle();
    expect(checks()).toHaveLength(3);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    // A collected QR is not cancelled when the dialog then closes.
    unmount();
    await settle();
    expect(cancels()).toHaveLength(0);
  });

  it('stops and cancels its QR with its key when switched off (account mode, dialog closed), and starts over with a new QR when switched on', async () => {
    const { result, rerender } = renderPolling();
    await eventually(() => expect(result.current.status).toBe('ready'));
    await tick(1);

    rerender({ on: false });
    await eventually(() => expect(cancels()).toHaveLength(1));
    expect(cancels()[0]!.body).toMatchObject({ sign: 'sign-1', poll_key: 'key-1' });
    act(() => void vi.advanceTimersByTime(5000));
    await settle();
    expect(checks()).toHaveLength(1);
    expect(qrFetches()).toBe(1);

    answers[PATHS.webLogin] = qrAnswer(2);
    rerender({ on: true });
    await eventually(() => expect(qrFetches()).toBe(2));
    await eventually(() => expect(result.current.status).toBe('ready'));
    await tick(2);
    expect(checks()[1]!.body).toMatchObject({ sign: 'sign-2', poll_key: 'key-2' });
  });

  it('cancels the QR on screen when the dialog goes away (unmount)', async () => {
    const { result, unmount } = renderPolling();
    await eventually(() => expect(result.current.status).toBe('ready'));
    unmount();
    await eventually(() => expect(cancels()).toHaveLength(1));
    expect(cancels()[0]!.body).toMatchObject({ sign: 'sign-1', poll_key: 'key-1' });
  });

  it('cancels a QR that arrives after the dialog let go of it', async () => {
    answers[PATHS.webLogin] = { ...qrAnswer(1), delayMs: 200 };
    const { rerender } = renderPolling();
    await eventually(() => expect(qrFetches()).toBe(1));
    rerender({ on: false });
    await eventually(() => expect(cancels()).toHaveLength(1));
    expect(cancels()[0]!.body).toMatchObject({ sign: 'sign-1', poll_key: 'key-1' });
    expect(checks()).toHaveLength(0);
  });

  it('does not poll at all while off', async () => {
    renderPolling(false);
    act(() => void vi.advanceTimersByTime(5000));
    await settle();
    expect(api.requests).toHaveLength(0);
  });

  it('fetches a new QR by itself when the sign expires, and polls that one', async () => {
    const { result } = renderPolling();
    await eventually(() => expect(result.current.status).toBe('ready'));

    answers[PATHS.webLogin] = qrAnswer(2);
    answers[PATHS.checkStatus] = loginOk({ status: 2 });
    await tick(1);
    await eventually(() => expect(qrFetches()).toBe(2));
    await eventually(() => expect(result.current.status).toBe('ready'));

    answers[PATHS.checkStatus] = loginOk({ status: 0 });
    await tick(2);
    expect(checks()[1]!.body).toMatchObject({ sign: 'sign-2', poll_key: 'key-2' });
    expect(result.current.status).toBe('ready');
    // A sign the server already gave up (expired, refused on the phone) needs no cancel.
    expect(cancels()).toHaveLength(0);
  });

  it('shows the reason when no QR can be fetched, and tries again on refresh', async () => {
    answers[PATHS.webLogin] = { status: 200, body: { code: 0, msg: '二维码服务繁忙，请稍后再试' } };
    const { result } = renderPolling();
    await eventually(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorMessage).toBe('二维码服务繁忙，请稍后再试');

    answers[PATHS.webLogin] = qrAnswer(3);
    act(() => result.current.refresh());
    await eventually(() => expect(result.current.status).toBe('ready'));
    await tick(1);
    expect(checks()[0]!.body).toMatchObject({ sign: 'sign-3', poll_key: 'key-3' });
  });

  it('cancels the QR on screen when refreshed, and polls the new one with its own key', async () => {
    const { result } = renderPolling();
    await eventually(() => expect(result.current.status).toBe('ready'));
    answers[PATHS.webLogin] = qrAnswer(2);
    act(() => result.current.refresh());
    await eventually(() => expect(cancels()).toHaveLength(1));
    expect(cancels()[0]!.body).toMatchObject({ sign: 'sign-1', poll_key: 'key-1' });
    await eventually(() => expect(qrFetches()).toBe(2));
    await eventually(() => expect(result.current.status).toBe('ready'));
    await tick(1);
    expect(checks()[0]!.body).toMatchObject({ sign: 'sign-2', poll_key: 'key-2' });
  });
});
