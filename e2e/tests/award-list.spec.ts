import { test, expect, type APIRequestContext } from '@playwright/test';
import { basicAuth } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { operatorConsole, operatorToken } from '../support/operator';
import { xlsxOf, type XlsxCell } from '../support/xlsx';

// 获扶持名单's Excel import (issue 26): demo_operator downloads the template, uploads a list with
// one wrong row — the error table names that row, and nothing is published — fixes it and
// imports again; the portal's home page shows the new list first in 最新政策 (国家级), the
// enterprise whose name is markup as plain text. The list is deleted at the end, so later
// journeys find the home page as seeded.

const NAME = `2030年度国家级科技创新示范企业名单（${process.pid % 10_000}）`;
const HEADER = ['企业名称', '统一社会信用代码', '项目名称', '主管单位', '扶持金额（万元）'];
/** Markup as an enterprise's name: it must reach every screen as text. */
const HOSTILE = '<img src=x onerror=alert(1)>创新示范科技有限公司';
const UNIT = '国家科学技术部';
const rows = (thirdMoney: XlsxCell): XlsxCell[][] => [
  HEADER,
  ['杭州星河示范软件有限公司', '', '科技创新示范奖励', UNIT, 80],
  [HOSTILE, '', '科技创新示范奖励', UNIT, 60.5],
  ['杭州澄江示范材料有限公司', '', '科技创新示范奖励', UNIT, thirdMoney],
];
const workbook = (thirdMoney: XlsxCell) => ({
  name: '科技创新示范名单.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: xlsxOf(rows(thirdMoney), '获扶持名单'),
});

/** The 国家级 lists the home page's 最新政策 shows, newest first. */
async function homeLists(request: APIRequestContext): Promise<string[]> {
  const answer = await request.post('/api/demo/get_policynew', {
    headers: { Authorization: basicAuth },
    data: { level: 18 },
  });
  return ((await answer.json()) as { data: { entry_name: string }[] }).data.map(
    (group) => group.entry_name,
  );
}

/** Deletes the journey's list through the console's calls, if it was imported. */
async function removeList(request: APIRequestContext) {
  const token = await operatorToken(request);
  const found = await request.post('/api/console/award-list/list', {
    headers: { Authorization: basicAuth, token },
    data: { keyword: NAME },
  });
  const { list } = ((await found.json()) as { data: { list: { id: number }[] } }).data;
  for (const { id } of list) {
    await request.post('/api/console/award-list/delete', {
      headers: { Authorization: basicAuth, token },
      data: { id, reason: 'e2e 旅程结束，删除测试名单' },
    });
  }
}

test('an operator imports an award list from Excel: a wrong row refused whole, then the fixed list on the home page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  try {
    const operator = await operatorConsole(browser, request);
    await operator.goto('/console/award-list');
    await expect(operator.getByRole('heading', { level: 1, name: '获扶持名单' })).toBeVisible();
    await operator.getByRole('link', { name: '导入名单' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: '导入获扶持名单' })).toBeVisible();

    const template = operator.waitForEvent('download');
    await operator.getByRole('button', { name: '下载模板' }).click();
    expect((await template).suggestedFilename()).toBe('获扶持名单导入模板.xlsx');

    const form = operator.getByRole('form', { name: '导入获扶持名单' });
    await form.getByLabel('名单名称').fill(NAME);
    await form.getByRole('combobox', { name: '级别' }).click();
    await operator.getByTitle('国家级', { exact: true }).click();
    // A third row with three decimals: the whole list is refused, that row named.
    await form.locator('input[type="file"]').setInputFiles(workbook('12.345'));
    await form.getByRole('button', { name: /导入$/ }).click();

    const problems = operator.getByRole('table', { name: '错误列表' });
    await expect(problems).toBeVisible();
    await expect(
      operator.getByRole('alert').filter({ hasText: '有 1 行不符合要求' }),
    ).toContainText('未导入任何数据');
    await expect(problems.getByRole('row')).toHaveCount(2);
    await expect(problems.getByRole('row').nth(1)).toHaveText(
      '第 4 行扶持金额（万元）扶持金额最多保留两位小数',
    );
    expect(await homeLists(request)).not.toContain(NAME);
    const report = operator.waitForEvent('download');
    await operator.getByRole('button', { name: '下载错误报告' }).click();
    expect((await report).suggestedFilename()).toBe('获扶持名单错误报告.xlsx');
    expect(await seriousViolations(operator)).toEqual([]);

    // Fixed: every row is written and the list is published.
    await form.locator('input[type="file"]').setInputFiles(workbook(12.35));
    await form.getByRole('button', { name: /导入$/ }).click();
    const result = operator.getByRole('region', { name: '导入结果' });
    await expect(result).toContainText(`已导入并发布“${NAME}”：3 家企业，合计 152.85 万元`);
    await expect(result.getByRole('table', { name: '未匹配的企业' })).toContainText(HOSTILE);
    await result.getByRole('link', { name: '查看名单' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(operator.getByRole('row', { name: new RegExp('杭州星河示范软件') })).toContainText(
      '80.00',
    );
    expect(await seriousViolations(operator)).toEqual([]);

    // The portal's home page: 最新政策 (国家级) opens on the new list; the markup is text.
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.goto('/pc/index');
    const newest = page.getByRole('region', { name: '最新政策', exact: true });
    const table = newest.getByRole('table', { name: `${NAME}获扶持企业` });
    await expect(table).toBeVisible();
    await expect(table).toContainText('杭州星河示范软件有限公司');
    await expect(table).toContainText(HOSTILE);
    await expect(table).toContainText('12.35万');
    expect(await newest.locator('img[src="x"]').count()).toBe(0);
    expect(alerted).toBe(false);
  } finally {
    await removeList(request);
  }
  expect(await homeLists(request)).not.toContain(NAME);
});
