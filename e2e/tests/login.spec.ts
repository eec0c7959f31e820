import { test, expect, type Page } from '@playwright/test';
import { basicAuth, DEMO_PASSWORD, logInWithPassword, logOut, smsCode } from '../support/accounts';
import { renewalWarning } from '../support/renewal-warning';

// Logging in against the started product, in all three modes of the dialog (contract §4, §5), with
// the seeded demo accounts (design §2): demo_enterprise, demo_member, the phone-only 13800000003.
// SMS codes are read where a phone would receive them: the dev outbox of the API.

const PASSWORD = DEMO_PASSWORD;

/** The header's 登录, then the dialog's account mode. */
async function openAccountMode(page: Page) {
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const qr = page.getByRole('dialog', { name: '扫码登录' });
  await expect(qr.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  await qr.getByRole('button', { name: '其他方式登录' }).click();
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await expect(dialog.getByRole('tab', { name: '账号登录' })).toBeVisible();
  return dialog;
}

test('account login: the member is greeted and stays on the page only if it is home', async ({
  page,
}) => {
  await page.goto('/pc/policyData');
  await logInWithPassword(page, 'demo_member');
  await expect(page).toHaveURL(/\/pc\/index$/);
  await expect(page.getByRole('link', { name: '林雨桐' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toMatch(/^\d+$/);
  await logOut(page);
});

test('the login dialog says what is missing (contract §5) and why the server refused', async ({
  page,
}) => {
  await page.goto('/pc/login');
  await expect(page).toHaveURL(/\/pc\/index$/);
  const qr = page.getByRole('dialog', { name: '扫码登录' });
  await expect(qr.getByText('登录即表示已阅读并同意《用户协议》和《隐私政策》')).toBeVisible();
  await expect(qr.getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
    'href',
    '/pc/ysMent?status=2',
  );
  await expect(qr.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
    'href',
    '/pc/ysMent?status=1',
  );

  // The corner icon switches to account mode as 其他方式登录 does.
  await qr.getByRole('button', { name: '切换到账号登录' }).click();
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(dialog.getByText('请输入账号')).toBeVisible();
  await expect(dialog.getByText('请输入密码')).toBeVisible();

  await dialog.getByRole('textbox', { name: '账号', exact: true }).fill('demo_member');
  await dialog.getByLabel('密码', { exact: true }).fill('Wrong@2026');
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('账号或密码错误');

  await dialog.getByRole('tab', { name: '短信登录' }).click();
  const sms = dialog.getByRole('form', { name: '短信登录' });
  await sms.getByRole('button', { name: /发送验证码/ }).click();
  await expect(sms.getByText('请输入手机号')).toBeVisible();
  await sms.getByRole('textbox', { name: '手机号' }).fill('12345');
  await sms.getByRole('button', { name: /发送验证码/ }).click();
  await expect(sms.getByText('手机号输入有误')).toBeVisible();
  await sms.getByRole('textbox', { name: '手机号' }).fill('13800000002');
  await sms.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(sms.getByText('请输入验证码')).toBeVisible();

  // Back to QR mode by the corner: a fresh code.
  await dialog.getByRole('button', { name: '切换到扫码登录' }).click();
  await expect(
    page.getByRole('dialog', { name: '扫码登录' }).getByRole('img', { name: '扫码登录二维码' }),
  ).toBeVisible();
});

test('SMS login: the code counts down from 59 and logs the member in', async ({
  page,
  request,
}) => {
  await page.goto('/pc/index');
  const dialog = await openAccountMode(page);
  await dialog.getByRole('tab', { name: '短信登录' }).click();
  const sms = dialog.getByRole('form', { name: '短信登录' });
  await sms.getByRole('textbox', { name: '手机号' }).fill('13800000002');
  await sms.getByRole('button', { name: /发送验证码/ }).click();
  const counting = sms.getByRole('button', { name: /\d+s后重新获取/ });
  await expect(counting).toBeDisabled();
  await expect(counting).toHaveText(/^(59|58)s后重新获取$/);

  await sms.getByRole('textbox', { name: '验证码' }).fill(await smsCode(request, '13800000002'));
  await sms.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByRole('link', { name: '林雨桐' })).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/index$/);
  await logOut(page);
});

test('SMS login of a phone-only member leads to /bindInfo', async ({ page, request }) => {
  await page.goto('/pc/index');
  const dialog = await openAccountMode(page);
  await dialog.getByRole('tab', { name: '短信登录' }).click();
  const sms = dialog.getByRole('form', { name: '短信登录' });
  await sms.getByRole('textbox', { name: '手机号' }).fill('13800000003');
  await sms.getByRole('button', { name: /发送验证码/ }).click();
  await expect(sms.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
  await sms.getByRole('textbox', { name: '验证码' }).fill(await smsCode(request, '13800000003'));
  await sms.getByRole('button', { name: /^登\s*录$/ }).click();

  await expect(page).toHaveURL(/\/pc\/bindInfo$/);
  await expect(page.getByRole('heading', { name: '完善账号信息' })).toBeVisible();
  await expect(
    page.getByRole('form', { name: '完善账号信息' }).getByLabel('用户名'),
  ).toBeEditable();
  await expect(page.getByRole('link', { name: '138****0003' })).toBeVisible();
  await logOut(page);
});

test('QR login: the phone sees which computer asks, confirms, and only the requesting browser is logged in', async ({
  page,
  browser,
  request,
}) => {
  // The sign the dialog shows, read from web_login's answer as the phone would from the QR.
  const qrAnswer = page.waitForResponse((response) =>
    response.url().includes('/api/indexnew/web_login'),
  );
  // The dialog's polls wait until the sign-only client below has tried its luck, so that client
  // races a confirmed, uncollected sign: the moment a bare sign used to hand out the session.
  let releasePolls!: () => void;
  const signOnlyTried = new Promise<void>((resolve) => (releasePolls = resolve));
  await page.route('**/api/indexnew/checkStatus', async (route) => {
    await signOnlyTried;
    await route.continue();
  });
  await page.goto('/pc/login');
  const { data } = (await (await qrAnswer).json()) as { data: { sign: string; poll_key: string } };
  expect(data.poll_key).toBeTruthy();
  const dialog = page.getByRole('dialog', { name: '扫码登录' });
  await expect(dialog.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  // The key lives in the dialog's memory only: not in storage, not in cookies.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(data.poll_key);
  expect(JSON.stringify(await page.context().cookies())).not.toContain(data.poll_key);

  const phoneContext = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`/pc/m/scan?sign=${encodeURIComponent(data.sign)}`);
  await expect(phone.getByRole('heading', { name: '登录后确认电脑端登录' })).toBeVisible();
  const phoneLogin = phone.getByRole('form', { name: '账号登录' });
  await phoneLogin.getByRole('textbox', { name: '账号', exact: true }).fill('demo_enterprise');
  await phoneLogin.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await phoneLogin.getByRole('button', { name: /^登\s*录$/ }).click();

  // Which computer asks: this test's Chromium on this machine, a moment ago.
  const requester = phone.getByText(/正在请求登录的电脑：/);
  await expect(requester).toContainText(/Chrome \d+/);
  await expect(requester).toContainText('本机（IP 127.0.0.*）');
  await expect(requester).toContainText(/\d+月\d+日 \d{2}:\d{2}$/);
  await expect(phone.getByText('如果不是您本人在电脑上扫码，请点击拒绝')).toBeVisible();
  await expect(phone.getByRole('button', { name: '拒绝' })).toBeVisible();

  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByRole('heading', { name: '已确认登录' })).toBeVisible();
  await phoneContext.close();

  // Someone with only the sign (a photo of the QR, the forwarded scan link) polls first: no token.
  for (const body of [{ sign: data.sign }, { sign: data.sign, poll_key: 'guessed-key' }]) {
    const answer = await request.post('/api/indexnew/checkStatus', {
      headers: { Authorization: basicAuth },
      data: body,
    });
    expect(await answer.json()).toEqual({ code: 1, msg: '成功', data: { status: 2 } });
  }
  releasePolls();

  // The dialog's own poll, with its key, still picks the confirmation up.
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: '陈静' })).toBeVisible();
  // An enterprise member with due renewals is warned (answered here; the renewal test covers it).
  await expect(renewalWarning(page)).toBeVisible();
  await renewalWarning(page)
    .getByRole('button', { name: /我知道了/ })
    .click();
  await logOut(page);
});

test('QR login: 拒绝 on the phone — the computer gets a new code and is not logged in', async ({
  page,
  browser,
}) => {
  const firstQr = page.waitForResponse((response) =>
    response.url().includes('/api/indexnew/web_login'),
  );
  await page.goto('/pc/login');
  const { data } = (await (await firstQr).json()) as { data: { sign: string } };
  const dialog = page.getByRole('dialog', { name: '扫码登录' });
  await expect(dialog.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();

  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const phone = await phoneContext.newPage();
  await phone.goto(`/pc/m/scan?sign=${encodeURIComponent(data.sign)}`);
  const phoneLogin = phone.getByRole('form', { name: '账号登录' });
  await phoneLogin.getByRole('textbox', { name: '账号', exact: true }).fill('demo_member');
  await phoneLogin.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await phoneLogin.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(phone.getByText(/正在请求登录的电脑：/)).toBeVisible();

  // The refused sign answers 2 on the dialog's next poll: it fetches a fresh code by itself.
  const nextQr = page.waitForResponse((response) =>
    response.url().includes('/api/indexnew/web_login'),
  );
  await phone.getByRole('button', { name: '拒绝' }).click();
  await expect(phone.getByRole('heading', { name: '已拒绝登录' })).toBeVisible();
  const next = (await (await nextQr).json()) as { data: { sign: string } };
  expect(next.data.sign).not.toBe(data.sign);
  await expect(dialog.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  // The refused code cannot be used again on the phone.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: '二维码已失效' })).toBeVisible();
  await phoneContext.close();
});

test('an expired or deleted session (401) resets the token and opens the login dialog over home', async ({
  page,
  context,
}) => {
  await page.goto('/pc/policyData');
  await logInWithPassword(page, 'demo_member');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!;
  await context.addCookies([{ ...token, value: 'expired-or-deleted-session-token' }]);

  await page.goto('/pc/policyData');
  await expect(page.getByRole('dialog', { name: '扫码登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/index$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
});

test('renewal warning: 我知道了 for now, 今日不再提醒 until tomorrow, even after a reload or a new login', async ({
  page,
}) => {
  // Three logins, two reloads and two logouts: on the 2-core CI box, with the API suites running
  // beside the e2e suite, each login takes up to 10 s, so the journey needs more than 30 s.
  test.slow();
  await page.goto('/pc/index');
  await logInWithPassword(page, 'demo_enterprise');
  const warning = renewalWarning(page);
  await expect(warning).toBeVisible();
  for (const label of ['资质', '专利', '作品', '软著', '商标']) {
    await expect(warning.getByRole('listitem').filter({ hasText: label })).toBeVisible();
  }
  await expect(warning.getByText(/请尽快缴费/)).toBeVisible();

  // 我知道了 closes it for this login only: the next login asks again.
  await warning.getByRole('button', { name: /我知道了/ }).click();
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: '陈静' })).toBeVisible();
  await expect(warning).toBeHidden();
  await logOut(page);
  await logInWithPassword(page, 'demo_enterprise');
  await expect(warning).toBeVisible();

  // 今日不再提醒 snoozes it on the server: not after a reload, not after logging in again.
  const snooze = page.waitForResponse((response) =>
    response.url().endsWith('/api/person/edit_notice_time'),
  );
  await warning.getByRole('button', { name: '今日不再提醒' }).click();
  expect((await snooze).ok()).toBe(true);
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: '陈静' })).toBeVisible();
  await expect(warning).toBeHidden();
  await logOut(page);
  const counts = page.waitForResponse((response) =>
    response.url().endsWith('/api/Enterprise/list_count'),
  );
  await logInWithPassword(page, 'demo_enterprise');
  expect((await counts).ok()).toBe(true);
  await expect(page.getByRole('link', { name: '陈静' })).toBeVisible();
  await expect(warning).toBeHidden();

  // Logout clears what the login stored.
  await logOut(page);
  expect(
    await page.evaluate(() =>
      ['userId', 'userinfo', 'qyId', 'isNotice'].map((key) => localStorage.getItem(key)),
    ),
  ).toEqual([null, null, null, null]);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  await expect(page).toHaveURL(/\/pc\/index$/);
});
