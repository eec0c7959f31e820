import { test, expect, type Locator, type Page } from '@playwright/test';
import { logInWithPassword } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { renewalWarning } from '../support/renewal-warning';

// Keyboard, contrast and layout findings of issue 10 ("What a new user saw"): the skip link,
// focus after the login dialog switches mode and after 续费预警 closes, the search field's focus
// ring, axe-core on the account pages and the 404 page, no tab marked on a 404 page, and the
// side buttons clear of the content at 1280 px.

/** What the focused element is, for a readable failure: tag, id and text. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}#${element.id} ${(element.textContent ?? '').slice(0, 20)}`;
  });
}

async function expectFocusInside(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** WCAG relative luminance contrast of two `rgb(…)`/`rgba(…)` colours (the first over white if translucent). */
function contrast(foreground: string, background: string): number {
  const parse = (colour: string) => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
    const [r = 0, g = 0, b = 0, a = 1] = parts;
    return [r, g, b].map((channel) => channel * a + 255 * (1 - a));
  };
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(parse(foreground)), luminance(parse(background))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

test('the first Tab reaches 跳到主要内容, visible, and Enter moves focus into main', async ({
  page,
}) => {
  await page.goto('/pc/policyData');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  // Visible on focus: inside the viewport and larger than a visually hidden 1 px box.
  const box = await skip.boundingBox();
  expect(box?.width).toBeGreaterThan(20);
  expect(box?.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expectFocusInside(page.getByRole('main'));
  // The next Tab continues inside the page, not back in the header.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement)),
  ).toBe(false);
});

test('Enter on 其他方式登录 keeps focus in the dialog, on the account mode', async ({ page }) => {
  await page.goto('/pc/index');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const qr = page.getByRole('dialog', { name: '扫码登录' });
  await qr.getByRole('button', { name: '其他方式登录' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await expect(dialog.getByRole('textbox', { name: '账号', exact: true })).toBeFocused();

  // And back: 扫码登录 lands on the QR mode's heading, still inside the dialog.
  await dialog.getByRole('button', { name: '扫码登录', exact: true }).focus();
  await page.keyboard.press('Enter');
  const back = page.getByRole('dialog', { name: '扫码登录' });
  await expect(back.getByRole('button', { name: '其他方式登录' })).toBeVisible();
  await expectFocusInside(back);
  expect(await describeFocus(page)).not.toBe('body');
});

test('closing 续费预警 does not drop focus to the page body', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/pc/index');
  await logInWithPassword(page, 'demo_enterprise');
  const warning = renewalWarning(page);
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: /我知道了/ }).focus();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  // Nothing on the page opened it (it follows the login), so focus goes to the page's content.
  await expect(page.getByRole('main')).toBeFocused();
});

test('the search field shows a focus ring of at least 3:1 against the masthead', async ({
  page,
}) => {
  await page.goto('/pc/index');
  const input = page.getByRole('searchbox');
  await input.focus();
  const ring = await input.evaluate((element) => {
    // The ring is drawn on the field (the bordered box around input and button), or the input.
    const candidates = [element, element.parentElement].filter(Boolean) as HTMLElement[];
    for (const candidate of candidates) {
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        let behind: HTMLElement | null = candidate.parentElement;
        let background = 'rgba(0, 0, 0, 0)';
        while (behind) {
          background = getComputedStyle(behind).backgroundColor;
          if (!/rgba\(.*, 0\)$/.test(background)) break;
          behind = behind.parentElement;
        }
        if (!behind) background = 'rgb(255, 255, 255)';
        return { colour: style.outlineColor, width: parseFloat(style.outlineWidth), background };
      }
    }
    return null;
  });
  expect(ring, 'a 2 px or wider outline on the search field while it has focus').not.toBeNull();
  expect(contrast(ring!.colour, ring!.background)).toBeGreaterThanOrEqual(3);
});

test('a 404 page marks no header tab', async ({ page }) => {
  // /expertDetail belongs to the 专家 tab's area but is not built yet (a pending route of
  // route-census.spec.ts); /no-such-page to none.
  for (const path of ['/pc/expertDetail?id=1', '/pc/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主导航' }).locator('[aria-current]'),
    ).toHaveCount(0);
  }
  // A page that exists still marks its tab.
  await page.goto('/pc/index');
  await expect(
    page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]'),
  ).toHaveCount(1);
});

test.describe('axe: no serious or critical findings', () => {
  for (const [path, ready] of [
    ['/pc/index', '最新动态'],
    ['/pc/forgetPassWord', '找回密码'],
    ['/pc/register', '注册账号'],
    ['/pc/no-such-page', '页面不存在'],
  ] as const) {
    test(path, async ({ page }) => {
      // axe over a whole page (the home page scrolls lists all the time) takes a while here.
      test.setTimeout(60_000);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      // Let entrance animations settle (axe measures the colours on screen); loops run on.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          const { endTime } = animation.effect?.getComputedTiming() ?? {};
          if (endTime !== undefined && Number.isFinite(Number(endTime))) animation.finish();
        }
      });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/pc/register and /pc/bindInfo as a member (返回首页)', async ({ page }) => {
    // A login and two axe runs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/pc/index');
    await logInWithPassword(page, 'demo_enterprise');
    await renewalWarning(page)
      .getByRole('button', { name: /我知道了/ })
      .click();
    for (const path of ['/pc/register', '/pc/bindInfo']) {
      await page.goto(path);
      const home = page.getByRole('link', { name: '返回首页' });
      await expect(home).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Styled as a button, not a bare underlined link.
      const look = await home.evaluate((element) => {
        const style = getComputedStyle(element);
        return { border: style.borderTopStyle, height: element.getBoundingClientRect().height };
      });
      expect(look.border).not.toBe('none');
      expect(look.height).toBeGreaterThanOrEqual(32);
    }
  });
});

test('the login dialog: 注册账号 keeps 4.5:1 when hovered, and axe finds nothing serious', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/pc/index');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page
    .getByRole('dialog', { name: '扫码登录' })
    .getByRole('button', { name: '其他方式登录' })
    .click();
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  const register = dialog.getByRole('link', { name: '注册账号' });
  await register.hover();
  await expect
    .poll(async () =>
      contrast(
        await register.evaluate((element) => getComputedStyle(element).color),
        'rgb(255, 255, 255)',
      ),
    )
    .toBeGreaterThanOrEqual(4.5);
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 1440, 1280 and 1024 px the side buttons cover none of the home sections', async ({
  page,
}) => {
  for (const width of [1440, 1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/pc/index');
    const tools = page.getByRole('complementary', { name: '便捷工具' });
    await expect(tools).toBeVisible();
    const sections = page.locator('main [id^="home-"]');
    await expect(sections.first()).toBeVisible();
    // Walk down the page so every section has passed under the fixed buttons once.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const overlaps = await page.evaluate(() => {
        const tools = document.querySelector('aside[aria-label="便捷工具"]')!;
        const buttons = [...tools.querySelectorAll('button')]
          .filter((button) => button.offsetParent !== null)
          .map((button) => button.getBoundingClientRect());
        // The home sections, each in the 1200 px column.
        const content = [...document.querySelectorAll('main [id^="home-"]')].map((element) =>
          element.getBoundingClientRect(),
        );
        const hits: string[] = [];
        for (const a of buttons)
          for (const b of content)
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
              hits.push(
                `${Math.round(a.left)}..${Math.round(a.right)} over ${Math.round(b.left)}..${Math.round(b.right)}`,
              );
        return hits;
      });
      expect(overlaps, `at ${width} px, scrolled to ${y}`).toEqual([]);
    }
  }
});
