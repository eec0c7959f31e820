import { test, expect } from '@playwright/test';
import { logOut, smsCode } from '../support/accounts';

// The account pages against the started product: register, forgot password, complete the
// account (/bindInfo), the agreements (/ysMent) and the phone's QR page. New accounts use phones
// no other test touches, so the demo accounts stay as seeded.

const NEW_PHONE = '13912340001';
const SMS_ONLY_PHONE = '13912340002';
const NEW_USERNAME = 'e2e_register_user';

/** GB 32100 check character, so the test types a credit code the form accepts. */
function creditCode(first17: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...first17].reduce(
    (total, char, index) => total + chars.indexOf(char) * weights[index]!,
    0,
  );
  return first17 + chars[(31 - (sum % 31)) % 31]!;
}

test('register: every rule explained, then a new member logged in at once', async ({
  page,
  request,
}) => {
  await page.goto('/pc/register');
  await expect(page).toHaveTitle('注册 - 企业服务门户');
  const form = page.getByRole('form', { name: '注册' });
  await form.getByRole('button', { name: '注册并登录' }).click();
  for (const message of [
    '请输入用户名',
    '请输入密码',
    '请再次输入密码',
    '请输入手机号',
    '请输入验证码',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeVisible();

  await form.getByLabel('用户名').fill('9lives');
  await expect(form.getByText('用户名为4–32位字母、数字或下划线，且以字母开头')).toBeVisible();
  await form.getByLabel('密码', { exact: true }).fill('onlyletters');
  await expect(form.getByText('密码须同时包含字母和数字')).toBeVisible();

  await form.getByLabel('用户名').fill(NEW_USERNAME);
  await form.getByLabel('密码', { exact: true }).fill('E2eStart2026');
  await form.getByLabel('确认密码').fill('E2eStart2026');
  await form.getByLabel('手机号').fill(NEW_PHONE);
  await form.getByRole('button', { name: /发送验证码/ }).click();
  await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
  await form.getByLabel('验证码').fill(await smsCode(request, NEW_PHONE));
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '注册并登录' }).click();

  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/index$/);
  await expect(page.getByRole('link', { name: NEW_USERNAME })).toBeVisible();
  await logOut(page);
});

test('register: a half-filled form asks before it is left — in the portal and when the tab closes', async ({
  page,
}) => {
  await page.goto('/pc/register');
  const form = page.getByRole('form', { name: '注册' });
  await form.getByLabel('用户名').fill('half_filled');

  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '首页', exact: true })
    .click();
  const question = page.getByRole('dialog', { name: '离开此页？' });
  await expect(question).toContainText('“注册”中填写的内容尚未提交');
  // The safe answer has the focus: Enter keeps the page and what was typed.
  await expect(question.getByRole('button', { name: '留在此页' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/pc\/register$/);
  await expect(form.getByLabel('用户名')).toHaveValue('half_filled');

  // Closing the tab asks through the browser's own beforeunload prompt; staying keeps the input.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(form.getByLabel('用户名')).toHaveValue('half_filled');
});

test('forgot password: a code to the bound phone sets a new password that logs in', async ({
  page,
  request,
}) => {
  await page.goto('/pc/forgetPassWord');
  await expect(page).toHaveTitle('找回密码 - 企业服务门户');
  const first = page.getByRole('form', { name: '填写账号' });
  await first.getByLabel('账号').fill(NEW_USERNAME);
  await first.getByRole('button', { name: '下一步' }).click();

  const form = page.getByRole('form', { name: '验证身份并重置' });
  await form.getByRole('radio', { name: '绑定的手机号' }).check();
  await form.getByRole('button', { name: /发送验证码/ }).click();
  await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
  await form.getByLabel('验证码').fill(await smsCode(request, NEW_PHONE));
  await form.getByLabel('新密码', { exact: true }).fill('E2eReset2026');
  await form.getByLabel('确认新密码').fill('E2eReset2026');
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码已重置')).toBeVisible();

  await page.getByRole('button', { name: '去登录' }).click();
  await page
    .getByRole('dialog', { name: '扫码登录' })
    .getByRole('button', { name: '其他方式登录' })
    .click();
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await dialog.getByRole('textbox', { name: '账号', exact: true }).fill(NEW_USERNAME);
  await dialog.getByLabel('密码', { exact: true }).fill('E2eReset2026');
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('link', { name: NEW_USERNAME })).toBeVisible();
  await logOut(page);
});

test('forgot password by email for an account without one answers like any account, and says what to do', async ({
  page,
}) => {
  await page.goto('/pc/forgetPassWord');
  const first = page.getByRole('form', { name: '填写账号' });
  await first.getByLabel('账号').fill(NEW_USERNAME);
  await first.getByRole('button', { name: '下一步' }).click();
  const form = page.getByRole('form', { name: '验证身份并重置' });
  await form.getByRole('radio', { name: '绑定的邮箱' }).check();
  await form.getByRole('button', { name: /发送验证码/ }).click();
  // Whether the account exists or has an email bound is not told: the same notice for everyone.
  const notice = form.getByRole('status');
  await expect(notice).toContainText('如账号存在且已绑定所选邮箱，验证码已发送');
  await expect(notice).toContainText('或改用绑定的手机号找回');
  await expect(notice).toContainText('请拨打服务热线');
  await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
  await expect(page.getByText('该账号未绑定邮箱')).toHaveCount(0);
});

test('a new phone logs in by SMS, completes its account on /bindInfo and goes home', async ({
  page,
  request,
}) => {
  await page.goto('/pc/index');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page
    .getByRole('dialog', { name: '扫码登录' })
    .getByRole('button', { name: '其他方式登录' })
    .click();
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await dialog.getByRole('tab', { name: '短信登录' }).click();
  const sms = dialog.getByRole('form', { name: '短信登录' });
  await sms.getByRole('textbox', { name: '手机号' }).fill(SMS_ONLY_PHONE);
  await sms.getByRole('button', { name: /发送验证码/ }).click();
  await expect(sms.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
  await sms.getByRole('textbox', { name: '验证码' }).fill(await smsCode(request, SMS_ONLY_PHONE));
  await sms.getByRole('button', { name: /^登\s*录$/ }).click();

  await expect(page).toHaveURL(/\/pc\/bindInfo$/);
  await expect(page).toHaveTitle('完善账号信息 - 企业服务门户');
  const form = page.getByRole('form', { name: '完善账号信息' });
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(form.getByText('请输入用户名')).toBeVisible();
  await expect(form.getByText('请输入企业名称')).toBeVisible();
  await expect(form.getByText('请输入统一社会信用代码')).toBeVisible();
  await form.getByLabel('统一社会信用代码').fill('91330106MA27XRGE1Z');
  await expect(form.getByText('统一社会信用代码有误')).toBeVisible();

  await form.getByLabel('用户名').fill('e2e_sms_member');
  await form.getByLabel('企业名称').fill('杭州端到端测试科技有限公司');
  await form.getByLabel('统一社会信用代码').fill(creditCode('91330106MA2E2E2E2'));
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('账号信息已完善')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/index$/);
  await expect(page.getByRole('link', { name: 'e2e_sms_member' })).toBeVisible();
  await logOut(page);
});

test('the agreements come from the API, titled, with the disclaimer below', async ({ page }) => {
  for (const [status, title, phrase] of [
    [1, '隐私政策', '我们如何收集和使用您的个人信息'],
    [2, '用户协议', '账号注册与使用'],
    [3, '公司简介', '平台定位'],
  ] as const) {
    await page.goto(`/pc/ysMent?status=${status}`);
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByRole('heading', { name: new RegExp(phrase) })).toBeVisible();
    await expect(article.getByText(/^更新时间：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 企业服务门户`);
    await expect(page.getByRole('region', { name: '免责声明与隐私提示' })).toBeVisible();
  }
  await page.goto('/pc/ysMent?status=7');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('the phone page fits a 375 px screen and explains a missing or stale code', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.goto('/pc/m/scan');
  await expect(phone.getByRole('heading', { name: '二维码已失效' })).toBeVisible();
  await expect(phone.getByText('未识别到登录二维码，请使用手机扫描电脑上的二维码。')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(phone.getByRole('contentinfo')).toHaveCount(0);

  await phone.goto('/pc/m/scan?sign=never-issued-sign');
  const login = phone.getByRole('form', { name: '账号登录' });
  await login.getByRole('textbox', { name: '账号', exact: true }).fill('demo_member');
  await login.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await login.getByRole('button', { name: /^登\s*录$/ }).click();
  // The stale code is told as soon as the member is logged in: no button to press first.
  await expect(phone.getByRole('heading', { name: '二维码已失效' })).toBeVisible();
  await expect(phone.getByRole('button', { name: '确认登录' })).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
