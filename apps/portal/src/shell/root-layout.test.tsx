import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../test/fake-api-server';
import { renderApp } from '../../test/render-app';
import { ok } from '../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = { [PCCONFIG_PATH]: ok(siteConfig) };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
});

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

// Issue 10, WCAG 2.4.1: a keyboard user passes the header's two dozen stops in one.
describe('skip link', { timeout: 20_000 }, () => {
  it('is the first stop of the page and moves focus to main, without touching the address', async () => {
    const { router } = await renderApp('/pc/expertDetail?id=3', api.origin);
    const first = document.querySelector<HTMLElement>(TABBABLE);
    expect(first?.textContent).toBe('跳到主要内容');
    const main = screen.getByRole('main');
    expect(first?.getAttribute('href')).toBe(`#${main.id}`);

    fireEvent.click(first!);
    expect(document.activeElement).toBe(main);
    expect(router.state.location.hash).toBe('');
    // Focusable by script only: not a stop of its own in the Tab order.
    expect(main.getAttribute('tabindex')).toBe('-1');
  });
});
