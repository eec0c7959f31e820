import { test, expect, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/api-login';
import { answerRenewalWarning } from '../support/renewal-warning';

// 政策库 (issue 14): searching 高新 with a filter, a document with its calls, 申报通知 with its
// deadline calendar, 政策知识 to the policy it explains — by a visitor and a member (axe:
// accessibility.spec.ts; 清除筛选: the portal's policy-library.test.tsx). The seed's catalogue is
// the data: the specs look for what it has, not fixed ids.

// Several pages per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const results = (page: Page) => page.getByRole('region', { name: '政策检索结果' });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 2 });

test('search 高新 with a filter, open a result: its metadata and calls; 申报 asks a visitor to log in', async ({
  page,
}, testInfo) => {
  await page.goto('/pc/policyData');
  await expect(page.getByRole('heading', { level: 1, name: '政策库' })).toBeVisible();
  await expect(page).toHaveTitle('政策库 - 企业服务门户');
  await expect(results(page).getByRole('status')).toHaveText(/^共 \d+ 条$/);

  const search = page.getByRole('search', { name: '政策检索' });
  await search.getByRole('searchbox', { name: '关键词' }).fill('高新');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=%E9%AB%98%E6%96%B0/);
  // Only documents with a call taking applications today.
  await page
    .getByRole('group', { name: '申报状态' })
    .getByRole('button', { name: '申报中', exact: true })
    .click();
  await expect(page).toHaveURL(/window=open/);
  await expect(results(page).getByRole('status')).toHaveText(/^共 [1-9]\d* 条$/);
  const first = resultTitles(page).first();
  // The searched word is marked in the title or the snippet of every result.
  await expect(results(page).locator('article').first().locator('mark').first()).toHaveText(/高新/);
  await expect(results(page).locator('article').first()).toContainText(/申报中|即将截止|常年受理/);
  await page.screenshot({ path: testInfo.outputPath('policy-data.png'), fullPage: true });

  // The address keeps the search: a reload shows the same results.
  const title = (await first.textContent())!;
  await page.reload();
  await expect(resultTitles(page).first()).toHaveText(title);

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/pc\/policyDetailData\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - 企业服务门户`);
  const sheet = page.getByRole('article', { name: title });
  await expect(sheet.getByText('发文机关', { exact: true })).toBeVisible();
  await expect(sheet.getByText('最后核验', { exact: true })).toBeVisible();
  const call = sheet.getByRole('region', { name: '申报通知' }).getByRole('article').first();
  await expect(call).toContainText(/申报时间/);
  await expect(call).toContainText(/申报中|即将截止|常年受理/);
  await page.screenshot({ path: testInfo.outputPath('policy-detail-data.png'), fullPage: true });

  // A visitor's 申报 (or 订阅变更) opens the login dialog instead of leaving the page.
  const apply = sheet.getByRole('button', { name: '申报', exact: true }).first();
  if (await apply.count()) {
    await apply.click();
  } else {
    await sheet.getByRole('switch', { name: '订阅本政策的变更' }).click();
  }
  await expect(page.getByRole('dialog', { name: '扫码登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/policyDetailData\?id=\d+$/);
});

test('a visitor’s 导出 Excel asks to log in; a member downloads the results as .xlsx', async ({
  page,
}) => {
  await page.goto('/pc/policyData?keyword=%E9%AB%98%E6%96%B0');
  await expect(results(page).getByRole('status')).toHaveText(/^共 [1-9]\d* 条$/);
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  await expect(page.getByRole('dialog', { name: '扫码登录' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '扫码登录' })).toBeHidden();

  // Logged in (the dialog is login.spec.ts's), the member comes back to the same results.
  await logInThroughApi(page, 'demo_enterprise');
  await page.goto('/pc/policyData?keyword=%E9%AB%98%E6%96%B0');
  // demo_enterprise has renewals due: the 续费预警 dialog may cover the page after the login.
  await answerRenewalWarning(page);
  await expect(results(page).getByRole('status')).toHaveText(/^共 [1-9]\d* 条$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^政策检索结果-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('申报通知: filter by window state; the calendar shows a month’s deadlines, by keyboard too', async ({
  page,
}, testInfo) => {
  await page.goto('/pc/policyListData');
  await expect(page.getByRole('heading', { level: 1, name: '申报通知' })).toBeVisible();
  await expect(page).toHaveTitle('申报通知 - 企业服务门户');
  const list = page.getByRole('region', { name: '申报通知' });
  await expect(list.getByRole('status')).toHaveText(/^共 [1-9]\d* 条$/);
  await page
    .getByRole('group', { name: '申报状态' })
    .getByRole('button', { name: '已截止', exact: true })
    .click();
  await expect(page).toHaveURL(/window=closed/);
  await expect(list.getByRole('row').nth(1)).toContainText('已截止');
  await page.screenshot({ path: testInfo.outputPath('policy-list-data.png'), fullPage: true });

  await page
    .getByRole('group', { name: '申报状态' })
    .getByRole('button', { name: '全部', exact: true })
    .click();
  await page.getByText('日历', { exact: true }).click();
  await expect(page).toHaveURL(/view=calendar/);
  const calendar = page.getByRole('region', { name: /申报截止日历/ });
  const grid = calendar.getByRole('grid');
  await expect(grid).toBeVisible();
  // Some month of the next few has a deadline: its day says so, and it is listed under the grid.
  const dayWithDeadline = grid.getByRole('button', { name: /\d+\s*项\s*截止/ });
  for (let step = 0; step < 6 && (await dayWithDeadline.count()) === 0; step += 1) {
    await calendar.getByRole('button', { name: /下一月/ }).click();
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(dayWithDeadline.first()).toBeVisible();
  await expect(calendar.getByRole('heading', { level: 4, name: /截止$/ }).first()).toBeVisible();
  await expect(calendar.getByRole('listitem').first().getByRole('link')).toBeVisible();

  // Keyboard: choose the day, then arrows move between days.
  await dayWithDeadline.first().focus();
  await page.keyboard.press('Enter');
  await expect(dayWithDeadline.first()).toHaveAttribute('aria-pressed', 'true');
  const chosen = (await dayWithDeadline.first().textContent())!;
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).not.toHaveText(chosen);
  await expect(page.locator(':focus')).toHaveAttribute('data-date', /^\d{4}-\d{2}-\d{2}$/);
  await page.screenshot({ path: testInfo.outputPath('policy-calendar.png'), fullPage: true });
});

test('政策知识: the list by kind, an item, and the policy it explains', async ({
  page,
}, testInfo) => {
  await page.goto('/pc/knowledgeList');
  await expect(page.getByRole('heading', { level: 1, name: '政策知识' })).toBeVisible();
  await expect(page).toHaveTitle('政策知识 - 企业服务门户');
  await page.getByRole('tab', { name: '政策解读' }).click();
  await expect(page).toHaveURL(/kind=interpretation/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('status')).toHaveText(/^共 [1-9]\d* 条$/);
  await page.screenshot({ path: testInfo.outputPath('knowledge-list.png'), fullPage: true });

  const link = panel.getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/pc\/knowledgeDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - 企业服务门户`);
  const explained = page.getByRole('region', { name: '所解读的政策' });
  const policy = explained.getByRole('link').first();
  await expect(policy).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('knowledge-detail.png'), fullPage: true });

  const policyTitle = (await policy.textContent())!;
  await policy.click();
  await expect(page).toHaveURL(/\/pc\/policyDetailData\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: policyTitle })).toBeVisible();
});

test('the home page’s knowledge list opens /knowledgeDetail', async ({ page }) => {
  await page.goto('/pc/index');
  const knowledge = page.getByRole('region', { name: '政策知识', exact: true });
  const first = knowledge.getByRole('link').filter({ hasNotText: '更多' }).first();
  await expect(first).toHaveAttribute('href', /\/pc\/knowledgeDetail\?id=\d+$/);
  const title = (await first.getAttribute('title')) ?? (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim());
});
