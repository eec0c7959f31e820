// The console as its route tests open it: the real SDK client, query layer and router against the
// kit's fake API server, at an address of the console, with answers given per call path.
import { endMotions, pointPageAt, startFakeApiServer } from '@qyfw/app-kit/testing';
import type { FakeAnswer, FakeAnswerFor } from '@qyfw/app-kit/testing';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { App } from '../app';
import { createConsoleClient } from '../session/console-client';
import { clearToken } from '../session/console-session';
import { createConsoleRouter } from '../router';

export const ok = (data: unknown) => ({ status: 200, body: { code: 200, msg: '成功', data } });
export const refused = (msg: string) => ({ status: 400, body: { code: 400, msg } });

/** admin_me's answer for a signed-in member of staff. */
export const me = (role: 'operator' | 'handler' | 'admin') => ({
  user_id: 4,
  name: '周晓峰',
  role,
  role_label: { operator: '平台运营', handler: '办理人员', admin: '系统管理员' }[role],
  unit: role === 'handler' ? { id: 1, name: '杭州市西湖区市场监督管理局' } : null,
  expires_at: '2026-04-01T08:00:00.000Z',
});

let stop: (() => Promise<void>) | undefined;

/**
 * Unmounts the console and stops its fake API. test/setup.ts calls it after every test: files
 * share one import of this module (vitest.config.ts, isolate: false), so a hook registered here
 * would run for the first file that imported it only.
 */
export async function closeConsole(): Promise<void> {
  cleanup();
  clearToken();
  await stop?.();
  stop = undefined;
}

/** Signed in already: the token the console keeps in sessionStorage. */
export function signedIn(): void {
  sessionStorage.setItem('qyfw-console-token', 'console-token');
}

export async function openConsole(
  answers: Record<string, FakeAnswer | FakeAnswerFor>,
  path = '/console/sign-in',
) {
  const server = await startFakeApiServer(answers);
  stop = server.close;
  pointPageAt(server.origin, path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createConsoleClient(() => undefined);
  const router = createConsoleRouter({ queryClient, client });
  endMotions();
  render(<App queryClient={queryClient} router={router} client={client} />);
  return server;
}
