import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endMotions } from '../../../test/end-motions';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import { dueRenewals, ok } from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';
import { setRenewalWarning } from '../../session/renewal-warning-store';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  // The warning stays shut once answered (我知道了 / 今日不再提醒 are kept in localStorage): a test
  // file before this one in the worker (isolate: false) may have answered it.
  localStorage.clear();
  answers = { [PCCONFIG_PATH]: ok(siteConfig) };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  setRenewalWarning(null);
  await api.close();
});

async function openWarning() {
  setRenewalWarning(dueRenewals);
  return screen.findByRole('dialog', { name: /续费预警/ });
}

async function answer(warning: HTMLElement) {
  fireEvent.click(within(warning).getByRole('button', { name: /我知道了/ }));
  await waitFor(() => {
    endMotions();
    expect(screen.queryByRole('dialog', { name: /续费预警/ })).toBeNull();
  });
}

// Issue 10: the dialog unmounts when answered and focus fell to <body>, so the next Tab
// started over at the top of the header.
describe('focus after 续费预警 closes', () => {
  it('returns to the element that had it when the warning appeared', async () => {
    await renderApp('/pc/expertDetail?id=3', api.origin);
    const bookmark = await screen.findByRole('button', { name: /收藏本站/ });
    bookmark.focus();
    await answer(await openWarning());
    // Focus comes back when the dialog's close has run its course, a tick after it unmounts.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /收藏本站/ })),
    );
  });

  it('goes to the page’s main content when nothing on the page had it (after a login)', async () => {
    await renderApp('/pc/expertDetail?id=3', api.origin);
    await screen.findByRole('heading', { name: '页面不存在' });
    (document.activeElement as HTMLElement | null)?.blur();
    await answer(await openWarning());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
