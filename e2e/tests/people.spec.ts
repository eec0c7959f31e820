import { test, expect, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { basicAuth, DEMO_PASSWORD, logInWithPassword, openAccountLogin } from '../support/accounts';
import { forgetApiLogins } from '../support/api-login';
import { seriousViolations } from '../support/axe';
import { ADMIN_SECRET, totp } from '../support/operator';

// 人员与角色 (issue 26): demo_admin signs in to the console with password and TOTP, finds
// demo_member in 会员管理 and disables them with a reason. A browser where demo_member was signed in
// to the portal is signed out at its next page, saying why, and cannot sign in again; the admin
// re-enables them (in a finally too, so the journeys after this one find demo_member as seeded)
// and 审计日志 lists 停用会员. Then 新建工作人员: the new operator's first sign-in binds a TOTP (the
// server's QR and secret, recovery codes shown once). axe over each 人员与角色 screen on the way.

const MEMBER = '林雨桐';
const REASON = '冒用他人手机号注册，经核实后停用';
const DISABLED = '该账号已停用，如有疑问请联系平台客服';

/** A second browser, as the member's own computer: logged in to the portal through its dialog. */
async function memberBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/pc/index');
  await logInWithPassword(page, 'demo_member');
  await expect(page.getByRole('link', { name: MEMBER })).toBeVisible();
  return page;
}

const NEWCOMER_PASSWORD = 'Newcomer@2026';

/**
 * A new member of staff's first sign-in, in their own browser: password, then the enrolment — the
 * QR and the secret from the server, a code from that secret (as an authenticator app makes it),
 * the recovery codes shown once — and the 工作台.
 */
async function enrolsAtFirstSignIn(browser: Browser, account: string) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await page.goto('/console/sign-in');
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill(NEWCOMER_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByAltText('动态验证码绑定二维码')).toBeVisible();
    const secret = (await page.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const code = page.getByLabel('动态验证码');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(totp(secret, Date.now()));
    await page.getByRole('button', { name: '绑定并登录' }).click();
    const codes = page.getByRole('list', { name: '恢复码' }).getByRole('listitem');
    // Ten, shown this once (the server keeps only their hashes).
    await expect(codes).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '我已保存' }).click();
    await expect(page.getByText('吴佳怡（平台运营）')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '工作台' })).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Enables demo_member through the API with the console's session, if still disabled. */
async function enableDemoMember(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('qyfw-console-token'));
  if (!token) return;
  const headers = { Authorization: basicAuth, token };
  const found = await page.request.post('/api/console/people/members', {
    headers,
    data: { keyword: 'demo_member', state: 'disabled' },
  });
  const list = ((await found.json()) as { data?: { list: { id: number }[] } }).data?.list ?? [];
  for (const { id } of list) {
    await page.request.post('/api/console/people/enable', { headers, data: { id } });
  }
}

test('demo_admin disables demo_member: the portal signs them out and refuses them until 启用', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await memberBrowser(browser);
  try {
    // The console's sign-in with the second factor.
    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/sign-in/);
    await page.getByLabel('账号').fill('demo_admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByLabel('动态验证码').fill(totp(ADMIN_SECRET, Date.now()));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('赵敏（系统管理员）')).toBeVisible();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('link')).toHaveText([
      '工作台',
      '工作日历',
      '审计日志',
      '会员管理',
      '企业管理',
      '工作人员',
      '承办单位',
    ]);

    // The other screens of 人员与角色 open from the menu by keyboard, with no serious finding.
    for (const entry of ['企业管理', '工作人员', '承办单位']) {
      await menu.getByRole('link', { name: entry }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page), entry).toEqual([]);
    }

    // 会员管理: demo_member found by username, 停用 with the reason.
    await menu.getByRole('link', { name: '会员管理' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '会员管理' })).toBeVisible();
    const keyword = page.getByRole('searchbox', { name: '用户名、昵称或手机号' });
    await keyword.fill('demo_member');
    await keyword.press('Enter');
    await expect(page).toHaveURL(/keyword=demo_member/);
    const row = page.getByRole('row', { name: new RegExp(MEMBER) });
    await expect(row).toContainText('138****0002');
    await expect(row).toContainText('正常');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `停用“${MEMBER}”` }).click();
    const dialog = page.getByRole('dialog', { name: '停用会员' });
    await dialog.getByRole('button', { name: /^停\s*用$/ }).click();
    await expect(dialog.getByText('请填写停用原因')).toBeVisible();
    await dialog.getByLabel('停用原因').fill(REASON);
    await dialog.getByRole('button', { name: /^停\s*用$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('已停用');

    // The member's browser: its next page says why and signs them out; signing in is refused.
    await member.goto('/pc/policyData');
    // The portal shows the server's reason, then reloads signed out (contract §8's 402).
    const reloaded = member.waitForEvent('load', { timeout: 30_000 });
    await expect(member.getByText(DISABLED)).toBeVisible();
    await reloaded;
    await expect(member.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(member.getByRole('link', { name: MEMBER })).toHaveCount(0);
    const login = await openAccountLogin(member);
    await login.getByRole('textbox', { name: '账号', exact: true }).fill('demo_member');
    await login.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(login.getByText(DISABLED)).toBeVisible();

    // The member's detail: when and why; 启用.
    await row.getByRole('link', { name: `查看会员“${MEMBER}”` }).click();
    await expect(page.getByRole('heading', { level: 1, name: MEMBER })).toBeVisible();
    await expect(page.getByText(REASON)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '最近登录记录' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const actions = page.getByRole('group', { name: '可执行的操作' });
    await actions.getByRole('button', { name: /^启\s*用$/ }).click();
    const enable = page.getByRole('dialog', { name: '启用会员' });
    await enable.getByRole('button', { name: /^启\s*用$/ }).click();
    await expect(enable).toBeHidden();
    await expect(actions.getByRole('button', { name: /^停\s*用$/ })).toBeVisible();

    // 审计日志 names both steps in words.
    await menu.getByRole('link', { name: '审计日志' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
    const logged = page.getByRole('row').filter({ hasText: MEMBER });
    await expect(logged.filter({ hasText: '停用会员' }).first()).toContainText(REASON);
    await expect(logged.filter({ hasText: '启用会员' }).first()).toBeVisible();

    // Enabled again: the member signs in as before.
    await login.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(member.getByRole('button', { name: /退出/ })).toBeVisible({ timeout: 20_000 });

    // 工作人员 › 新建工作人员: a new operator, who binds a TOTP at the first sign-in.
    await menu.getByRole('link', { name: '工作人员' }).click();
    await page.getByRole('button', { name: '新建工作人员' }).click();
    const create = page.getByRole('dialog', { name: '新建工作人员' });
    const suffix = String(Date.now()).slice(-8);
    await create.getByLabel('用户名').fill(`ops_${suffix}`);
    await create.getByLabel('姓名').fill('吴佳怡');
    await create.getByLabel('手机号').fill(`137${suffix}`);
    await create.getByRole('combobox', { name: '角色' }).click();
    await page.getByTitle('平台运营', { exact: true }).click();
    await create.getByLabel('自行设置').check();
    await create.getByLabel('密码', { exact: true }).fill(NEWCOMER_PASSWORD);
    await create.getByLabel('再次输入密码').fill(NEWCOMER_PASSWORD);
    await create.getByRole('button', { name: /^(确\s*定|新\s*建|保\s*存)$/ }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole('row', { name: /吴佳怡/ })).toContainText('未绑定');
    await enrolsAtFirstSignIn(browser, `ops_${suffix}`);
  } finally {
    await enableDemoMember(page);
    // Every session of demo_member ended with the 停用: later journeys log in afresh.
    forgetApiLogins('demo_member');
    await member.context().close();
  }
});
