import { test, expect } from '@playwright/test';
import { basicAuth } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { operatorConsole, operatorToken, staffConsole } from '../support/operator';

// 转办 in the console's 工作台 (issue 26): demo_operator hands a seeded pending enterprise
// authentication to 李婷 (demo_operator2) with a reason; it leaves demo_operator's 待办, and 李婷 —
// signed in with her own TOTP, at her own desk — finds it first in hers, marked 转办给我 with who
// handed it over and why.

/** Seeded pending (db/seed/content/auth-requests.ts), decided by no other journey. */
const ENTERPRISE = '杭州滨江数智物联科技有限公司';
const REASON = '本人下周休假，请李婷接手审核这家企业的认证材料';
const PAGE_SIZE = 20;

test('demo_operator hands a pending authentication to 李婷 with a reason; it leads her 待办 with the reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // Where the request stands in demo_operator's 待办 (oldest first), to open the right page.
  const token = await operatorToken(request);
  const queue = await request.post('/api/console/work-queue/list', {
    headers: { Authorization: basicAuth, token },
    data: { tab: 'todo', page: 1, pageSize: 100 },
  });
  const { list } = ((await queue.json()) as { data: { list: { title: string }[] } }).data;
  const index = list.findIndex((item) => item.title === ENTERPRISE);
  expect(index, `${ENTERPRISE} waits in demo_operator's 待办`).toBeGreaterThanOrEqual(0);

  const page = await operatorConsole(browser, request);
  await page.goto(`/console/?tab=todo&page=${Math.floor(index / PAGE_SIZE) + 1}`);
  const row = page.getByRole('row', { name: new RegExp(ENTERPRISE) });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: new RegExp(`^转办“${ENTERPRISE}”`) }).click();

  const dialog = page.getByRole('dialog', { name: '转办' });
  await expect(dialog).toContainText(`企业认证申请：${ENTERPRISE}`);
  await dialog.getByRole('combobox', { name: '接收人' }).click();
  await page.getByTitle('李婷（平台运营）', { exact: true }).click();
  await dialog.getByLabel('转办原因').fill(REASON);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /^转\s*办$/ }).click();
  await expect(dialog).toBeHidden();
  // Handed over: no longer waiting on demo_operator.
  await expect(row).toHaveCount(0);

  // 李婷 at her own desk: the request leads her 待办, with who handed it over and why.
  const colleague = await staffConsole(browser, request, 'demo_operator2');
  await colleague.goto('/console/');
  await expect(colleague.getByText('李婷（平台运营）')).toBeVisible();
  const first = colleague.getByRole('row').nth(1);
  await expect(first).toContainText(ENTERPRISE);
  await expect(first).toContainText('转办给我');
  await expect(first).toContainText(`周晓峰：${REASON}`);
  expect(await seriousViolations(colleague)).toEqual([]);
});
