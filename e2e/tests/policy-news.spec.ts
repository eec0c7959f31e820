import { test, expect, type Page } from '@playwright/test';

// 政策资讯 beyond the home page (issue 11, the list frame's first use): /policyList?status=
// (the three tabs, paged, tab and page in the URL) and /policyDetail?id=&status= (one article),
// reached from the home page's 更多, by mouse and by keyboard alone.

const newsSection = (page: Page) => page.getByRole('region', { name: '政策资讯', exact: true });
const results = (page: Page) => page.getByRole('tabpanel');
const pager = (page: Page) => page.getByRole('navigation', { name: '政策资讯分页' });
const firstTitle = (page: Page) => results(page).getByRole('rowheader').first();

test('from the home page’s 更多 to a tab, another page, an article and back to that page', async ({
  page,
}, testInfo) => {
  await page.goto('/pc/index');
  const news = newsSection(page);
  await news.getByRole('tab', { name: '正在公示' }).click();
  await news.getByRole('link', { name: /更多\s*政策资讯/ }).click();

  // The router writes the defaulted page into the address.
  await expect(page).toHaveURL(/\/pc\/policyList\?status=1&page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: '政策资讯' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '正在公示' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveTitle('政策资讯 - 企业服务门户');
  // The header marks 政策库, the tab the page belongs to.
  await expect(
    page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]'),
  ).toHaveText('政策库');
  await expect(results(page).getByRole('status')).toHaveText(/^共 \d+ 条$/);
  await expect(results(page).getByRole('rowheader')).toHaveCount(10);
  await page.screenshot({ path: testInfo.outputPath('policy-list.png'), fullPage: true });

  // Another tab: the address says which, back on its first page.
  await page.getByRole('tab', { name: '其它资讯' }).click();
  await expect(page).toHaveURL(/\/pc\/policyList\?status=2&page=1$/);
  await page.getByRole('tab', { name: '正在公示' }).click();
  await expect(page).toHaveURL(/status=1&page=1$/);
  const pageOneFirst = await firstTitle(page).textContent();

  await pager(page).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/status=1&page=2$/);
  await expect(pager(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(firstTitle(page)).not.toHaveText(pageOneFirst!);
  const title = (await firstTitle(page).textContent())!;

  await firstTitle(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/pc\/policyDetail\?id=\d+&status=1$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - 企业服务门户`);
  const article = page.getByRole('article');
  await expect(article).toContainText(/发布单位：.+发布日期：\d{4}-\d{2}-\d{2}/);
  // A publicity list: the process, the listed enterprises as a table, where to object.
  await expect(article.getByRole('table')).toBeVisible();
  await expect(article).toContainText('公示期为7个工作日');
  await page.screenshot({ path: testInfo.outputPath('policy-detail.png'), fullPage: true });

  await page.goBack();
  await expect(page).toHaveURL(/status=1&page=2$/);
  await expect(page.getByRole('tab', { name: '正在公示' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(firstTitle(page)).toHaveText(title);
});

test('an unknown or missing id shows the 404 page, with no tab marked', async ({ page }) => {
  for (const path of ['/pc/policyDetail?id=2147483647&status=1', '/pc/policyDetail']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主导航' }).locator('[aria-current]'),
    ).toHaveCount(0);
  }
});

test('by keyboard alone: tabs, pager and an article', async ({ page }) => {
  await page.goto('/pc/policyList?status=0');
  await expect(results(page).getByRole('rowheader')).toHaveCount(10);
  const selectedTab = page.getByRole('tab', { name: '正在申报' });
  // Tab through the header to the list's tabs (one tab stop for the three).
  for (let presses = 0; presses < 60; presses += 1) {
    if (await selectedTab.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(selectedTab).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/status=1&page=1$/);
  await expect(page.getByRole('tab', { name: '正在公示' })).toBeFocused();

  // Into the results, past the ten titles, to the pager's next button.
  const next = pager(page).getByRole('button', { name: '下一页' });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await next.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(next).toBeFocused();
  const pageOneFirst = (await firstTitle(page).textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=1&page=2$/);
  // The results take focus, so the next Tab reaches the new page's first title — once the new
  // page is shown (page 1 stays on screen while page 2 loads; a Tab then would land on a title
  // about to be replaced).
  await expect(results(page)).toBeFocused();
  await expect(firstTitle(page)).not.toHaveText(pageOneFirst);
  await page.keyboard.press('Tab');
  const link = firstTitle(page).getByRole('link');
  await expect(link).toBeFocused();
  const title = (await link.textContent())!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
