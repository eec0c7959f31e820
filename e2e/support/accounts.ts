// Logging in and out as a user does (the header's 登录 → the dialog's account mode), and reading
// the codes the API "sent" from the demo outbox: shared by every spec that needs a member.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'Demo@2026';

/** The portal client's credentials, for specs that call the API directly. */
export const basicAuth = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

/** The header's 登录, then the dialog's account mode; answers the dialog. */
export async function openAccountLogin(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const qr = page.getByRole('dialog', { name: '扫码登录' });
  await qr.getByRole('button', { name: '其他方式登录' }).click();
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await expect(dialog.getByRole('tab', { name: '账号登录' })).toBeVisible();
  return dialog;
}

/**
 * Logs in with a password from the page on screen, and waits until the header shows the member
 * (its 退出): the 登录成功 toast is too brief to wait for on a busy machine.
 */
export async function logInWithPassword(page: Page, account: string, password = DEMO_PASSWORD) {
  const dialog = await openAccountLogin(page);
  await dialog.getByRole('textbox', { name: '账号', exact: true }).fill(account);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('button', { name: /退出/ })).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /退出/ }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
}

/** The latest code the API "sent" to `phone` (the demo outbox, asked from this machine). */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(`/api/dev/sms-outbox?phone=${phone}`, {
    headers: { Authorization: basicAuth },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { code: string } };
  return data.code;
}
