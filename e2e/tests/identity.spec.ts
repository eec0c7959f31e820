import { test, expect, type Locator, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/api-login';
import { decide, operatorConsole } from '../support/operator';

// 企业认证 (/identity, issue 13, DOMAIN §7) — the journey: demo_member (no enterprise) asks
// for 政策匹配, is told 请到个人中心补全企业信息 and taken to /identity (the personal center's
// card links there too); they submit the enterprise with its licence and authorisation letter; an operator
// returns it in the console (企业认证审核) with a reason, which the member reads, corrects and
// resubmits; the operator approves there; the member's card and page say 已认证, 政策匹配 no longer stops them, and a
// message arrived for each decision. axe and keyboard on the page.

/** GB 32100-2015's own example code (a valid check character); no seeded enterprise has it. */
const CREDIT_CODE = '91350100M000100Y43';
const ENTERPRISE = '杭州认证演示科技有限公司';
const REASON = '授权书未加盖企业公章，请重新上传';
/** A 1×1 PNG: what file-type reads as image/png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The operator decides the member's open request in the console's 企业认证审核, found by its
 * credit code among the pending ones, and sees the request's new state.
 */
async function operatorDecides(
  operator: Page,
  action: '退回' | '通过认证',
  reason?: string,
): Promise<void> {
  await operator.goto(`/console/identity/auth-requests?state=pending&keyword=${CREDIT_CODE}`);
  const row = operator.getByRole('row', { name: new RegExp(ENTERPRISE) });
  await row.getByRole('link').first().click();
  await expect(operator.getByRole('heading', { level: 1, name: ENTERPRISE })).toBeVisible();
  await decide(operator, action, async (dialog) => {
    if (reason) await dialog.getByLabel('退回原因').fill(reason);
  });
  await expect(
    operator.getByText(action === '退回' ? '已退回' : '已认证', { exact: true }),
  ).toBeVisible();
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name, exact: true });

/** Chooses a file for the upload field labelled `label` and waits until it is stored. */
async function upload(form: Locator, label: string, name: string) {
  const item = form
    .locator('.ant-form-item')
    .filter({ has: form.page().getByText(label, { exact: true }) });
  await item
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(item.getByRole('img', { name })).toBeVisible();
}

test('demo_member authenticates the enterprise: refused 政策匹配 → /identity → submit → returned with a reason → resubmit → approved', async ({
  page,
  browser,
  request,
}) => {
  // Two operator decisions, a resubmission and uploads: more than the default 30 s here.
  test.slow();
  const operator = await operatorConsole(browser, request);
  await logInThroughApi(page, 'demo_member');
  await page.goto('/pc/index');

  // 政策匹配 needs an enterprise (contract §5): the member is told so and taken to 企业认证.
  await tab(page, '政策匹配').click();
  await expect(page.getByText('请到个人中心补全企业信息')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/identity$/);
  await expect(page).toHaveTitle('企业认证 - 企业服务门户');
  // The personal center's card says what is missing and links here too.
  // (尚未认证企业, or — after console.spec.ts's request, withdrawn — the way to that request.)
  const card = page.getByRole('region', { name: '林雨桐' });
  await expect(card.getByRole('link', { name: /去企业认证|查看企业认证/ })).toHaveAttribute(
    'href',
    '/pc/identity',
  );

  const form = page.getByRole('form', { name: '企业认证申请' });
  await expect(form).toBeVisible();

  // What is missing is said per field; a wrong check character is refused before sending.
  await form.getByRole('button', { name: /提交认证/ }).click();
  await expect(form.getByText('请输入企业名称')).toBeVisible();
  await expect(form.getByText('请上传营业执照')).toBeVisible();
  await form.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
  await expect(form.getByText('统一社会信用代码有误')).toBeVisible();

  // Filled from the keyboard: Tab moves field to field, Enter submits.
  await form.getByLabel('企业名称').fill(ENTERPRISE);
  await form.getByLabel('统一社会信用代码').fill(CREDIT_CODE.toLowerCase());
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('法定代表人')).toBeFocused();
  await page.keyboard.type('陈立言');
  await upload(form, '营业执照', '营业执照.png');
  await upload(form, '授权书', '授权书.png');
  await form.getByLabel('法定代表人').press('Enter');

  await expect(page.getByText('企业认证申请已提交')).toBeVisible();
  await expect(page.getByText('待审核', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '撤回申请' })).toBeVisible();

  // The operator returns it with a reason, in the console.
  await operatorDecides(operator, '退回', REASON);
  await page.reload();
  await expect(page.getByText('您的企业认证申请已被退回')).toBeVisible();
  await expect(page.getByText(`退回原因：${REASON}`)).toBeVisible();
  await expect(page.getByText(/前修改后重新提交/)).toBeVisible();
  const resubmit = page.getByRole('form', { name: '修改企业认证申请' });
  await expect(resubmit.getByLabel('企业名称')).toHaveValue(ENTERPRISE);
  await expect(resubmit.getByLabel('统一社会信用代码')).toHaveValue(CREDIT_CODE);
  await upload(resubmit, '授权书', '盖章授权书.png');
  await resubmit.getByRole('button', { name: /重新提交/ }).click();
  await expect(page.getByText('待审核', { exact: true }).first()).toBeVisible();

  // The operator approves: the member belongs to the enterprise.
  await operatorDecides(operator, '通过认证');
  await page.reload();
  await expect(page.getByText('已认证', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`您已是“${ENTERPRISE}”的认证成员`, { exact: false })).toBeVisible();
  const history = page.getByRole('region', { name: '办理记录' });
  await expect(history.getByText('退回', { exact: true })).toBeVisible();
  await expect(history.getByText('通过认证')).toBeVisible();
  const memberCard = page.getByRole('region', { name: '林雨桐' });
  await expect(memberCard.getByText(ENTERPRISE)).toBeVisible();
  await expect(memberCard.getByText('已认证')).toBeVisible();

  // A message for each decision, in 消息中心.
  await page.goto('/pc/messages');
  await expect(page.getByText('企业认证申请被退回').first()).toBeVisible();
  await expect(page.getByText('企业认证已通过').first()).toBeVisible();

  // 政策匹配 no longer stops the member at the enterprise gate (the page itself is not built yet).
  await tab(page, '政策匹配').click();
  await expect(page).toHaveURL(/\/pc\/match$/);
  await expect(page.getByText('请到个人中心补全企业信息')).toBeHidden();
});
