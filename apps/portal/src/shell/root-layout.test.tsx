import { portalPalette } from '@qyfw/ui';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../test/fake-api-server';
import { renderApp } from '../../test/render-app';
import { ok } from '../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../test/site-config.fixture';
import { readFileSync } from 'node:fs';

// The test runs from the app's folder (vitest's root): the stylesheet as written.
const layoutCss = readFileSync('src/shell/root-layout.module.css', 'utf8');

/** #1659c7 and rgb(22, 89, 199) alike, as rgb(). */
function rgb(color: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!hex) return color.replace(/\s+/g, '');
  return `rgb(${hex
    .slice(1)
    .map((part) => parseInt(part, 16))
    .join(',')})`;
}

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
describe('skip link', () => {
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

// Issue 25: detail and center pages showed the browser's blue underlined links.
describe('plain links in a page', () => {
  it('take the theme’s colour with a thin underline, and a component’s own class still wins', async () => {
    await renderApp('/pc/', api.origin);
    const main = screen.getByRole('main');
    // The layout's stylesheet as the browser gets it, for this render's class names.
    const style = document.createElement('style');
    style.textContent = layoutCss.replaceAll('.main', `.${main.className.split(' ')[0]}`);
    document.head.append(style);
    const link = document.createElement('a');
    link.href = '/pc/policyData';
    link.textContent = '政策库';
    main.append(link);
    try {
      const shown = getComputedStyle(link);
      expect(rgb(shown.color)).toBe(rgb(portalPalette.primary));
      // Underlined, as a link among text must be (WCAG 1.4.1), in the theme's colour.
      expect(`${shown.textDecorationLine} ${shown.textDecoration}`).toMatch(/underline/);
      // A component's link class, later in the cascade, keeps its own colour.
      style.textContent += '\n.own-link { color: #010203; }';
      link.className = 'own-link';
      expect(rgb(getComputedStyle(link).color)).toBe('rgb(1,2,3)');
    } finally {
      link.remove();
      style.remove();
    }
  });
});
