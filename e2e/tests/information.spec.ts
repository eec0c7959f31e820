import { test, expect, type Locator, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/api-login';
import { answerRenewalWarning } from '../support/renewal-warning';

// 企业信息 (/information, issue 13): demo_enterprise edits its record — a bad value is refused
// with the field's Chinese message; a saved address turns from 公开数据 to 企业填报 with today's
// date, a contact's change and the revenue land in 修改记录; the page saves from the keyboard
// (axe: accessibility.spec.ts).

async function openRecord(page: Page): Promise<Locator> {
  await logInThroughApi(page, 'demo_enterprise');
  await answerRenewalWarning(page);
  await page.goto('/pc/information');
  await answerRenewalWarning(page);
  const form = page.getByRole('form', { name: '企业信息' });
  await expect(form).toBeVisible();
  await expect(page).toHaveTitle('企业信息 - 企业服务门户');
  return form;
}

/** Today in Beijing, as the source tags show it. */
const today = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

const labelOf = (form: Locator, text: string) => form.locator('label', { hasText: text });

test('demo_enterprise corrects its record: a refused value, then the revenue, address and a contact', async ({
  page,
}) => {
  const form = await openRecord(page);
  await expect(form.getByLabel('企业名称')).toHaveValue('杭州云栖智造科技有限公司');
  await expect(labelOf(form, '详细地址')).toContainText('公开数据');

  const revenue = form.getByLabel(/^营业收入/);
  await revenue.fill('-5');
  await form.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(form.getByText('营业收入不能为负数')).toBeVisible();

  await revenue.fill('21000');
  await form.getByLabel(/^详细地址/).fill('云栖小镇云栖路 128 号 5 幢 301 室');
  const firstContact = form.getByRole('group', { name: '联系人 1' });
  await firstContact.getByLabel('职务').fill('综合办主任');
  await form.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('企业信息已保存')).toBeVisible();

  await expect(labelOf(form, '详细地址')).toContainText(`企业填报 · ${today()}`);
  await expect(labelOf(form, '营业收入')).toContainText(`企业填报 · ${today()}`);

  await form.getByRole('button', { name: '修改记录' }).click();
  const drawer = page.getByRole('dialog', { name: '修改记录' });
  const latest = drawer.getByRole('listitem').first();
  await expect(latest).toContainText('陈静');
  await expect(latest).toContainText('营业收入（万元）：18650.5 → 21000');
  await expect(latest).toContainText('→ 云栖小镇云栖路 128 号 5 幢 301 室');
  await expect(latest).toContainText('联系人：');
  // The seed's three earlier edits follow.
  await expect(drawer.getByRole('listitem')).toHaveCount(4);
});

test('the record page saves from the keyboard', async ({ page }) => {
  const form = await openRecord(page);

  const tax = form.getByLabel(/^纳税总额/);
  await tax.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1001.5');
  // Tab moves on through the form; Enter in a field submits it.
  await page.keyboard.press('Tab');
  await expect(tax).not.toBeFocused();
  await tax.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('企业信息已保存')).toBeVisible();
  await expect(labelOf(form, '纳税总额')).toContainText(`企业填报 · ${today()}`);
});
