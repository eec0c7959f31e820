// A visitor walking onto member pages (DOMAIN §7 / contract §5): the guard's refusal is the gate
// on screen, not an error — nothing is logged to the console (a walk once logged 33 uncaught
// AccessRefusedError). Whole app against a fake API.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../test/fake-api-server';
import { renderApp } from '../../test/render-app';
import { ok } from '../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = { [PCCONFIG_PATH]: ok(siteConfig) };
  api = await startFakeApiServer(answers);
  localStorage.clear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

describe('a guarded page as a visitor', () => {
  it('shows the gate and logs no console.error, on load and on navigating between guarded pages', async () => {
    const errors = vi.spyOn(console, 'error');
    const { router } = await renderApp('/pc/basics', api.origin);
    expect(await screen.findByText(/请先登录/)).toBeTruthy();
    await router.navigate({ to: '/annual' });
    expect(await screen.findByText(/请先登录/)).toBeTruthy();
    await router.navigate({ to: '/basics' });
    expect(await screen.findByText(/请先登录/)).toBeTruthy();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
