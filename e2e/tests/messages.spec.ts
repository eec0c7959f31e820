import { test, expect, type Page } from '@playwright/test';
import { logInThroughApi } from '../support/api-login';
import { answerRenewalWarning } from '../support/renewal-warning';

// 消息中心 and 我的待办期限 (issue 13, beyond the spec): demo_enterprise sees its unread count in
// the header, filters its messages, opens one (the count drops), marks all read and turns an SMS
// copy on; then creates a calendar feed, which serves text/calendar until it is revoked (axe:
// accessibility.spec.ts).

// Each step waits for what the member sees; with the renewal warning's checks after every page
// load, a slow machine needs more than the default 30 s for the whole journey.
test.describe.configure({ timeout: 90_000 });

/** The header's 消息 link; its name carries the unread count. */
const messagesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^消息(，\d+条未读)?$/ });

async function unreadInHeader(page: Page): Promise<number> {
  const name = (await messagesLink(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)条未读/.exec(name)?.[1] ?? 0);
}

test('demo_enterprise reads its messages: badge, filters, opening one, mark all read, an SMS copy on', async ({
  page,
}) => {
  await logInThroughApi(page, 'demo_enterprise');
  await page.goto('/pc/index');
  await answerRenewalWarning(page);
  await expect(messagesLink(page)).toHaveAccessibleName(/条未读/);
  const unread = await unreadInHeader(page);
  expect(unread).toBeGreaterThan(0);

  await messagesLink(page).click();
  await answerRenewalWarning(page);
  await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
  await expect(page).toHaveTitle('消息中心 - 企业服务门户');
  const list = page.getByRole('list', { name: '消息列表' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // 账号安全, unread only: the filters go into the address.
  await page.getByRole('tab', { name: /账号安全/ }).click();
  await page.getByText('未读', { exact: true }).first().click();
  await expect(page).toHaveURL(/type=security/);
  await expect(page).toHaveURL(/state=unread/);
  const newDevice = list.getByRole('button', { name: '账号在新设备登录' });
  await expect(newDevice).toBeVisible();
  await expect(list.getByRole('button', { name: '登录密码已修改' })).toHaveCount(0);

  // Opening it marks it read and follows its link (基本信息); the header counts one fewer.
  await newDevice.click();
  await expect(page).toHaveURL(/\/pc\/basics/);
  await expect(messagesLink(page)).toHaveAccessibleName(`消息，${unread - 1}条未读`);

  await page.goto('/pc/messages');
  await answerRenewalWarning(page);
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(messagesLink(page)).toHaveAccessibleName('消息');
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();

  // 通知设置: SMS copies are off until turned on (issue 23); the SMS copy of 政策申报 on, kept
  // after a reload.
  await page.getByRole('button', { name: '通知设置' }).click();
  const policySms = page.getByRole('switch', { name: '政策申报短信通知' });
  await expect(policySms).not.toBeChecked();
  await policySms.click();
  await expect(page.getByText('通知设置已保存')).toBeVisible();
  await page.reload();
  await answerRenewalWarning(page);
  await page.getByRole('button', { name: '通知设置' }).click();
  await expect(page.getByRole('switch', { name: '政策申报短信通知' })).toBeChecked();
  await expect(page.getByRole('switch', { name: '政策申报邮件通知' })).toBeChecked();
});

test('demo_enterprise subscribes to its deadlines: a private feed served as text/calendar until revoked', async ({
  page,
}) => {
  await logInThroughApi(page, 'demo_enterprise');
  await page.goto('/pc/index');
  await answerRenewalWarning(page);
  await page.goto('/pc/deadlines');
  await answerRenewalWarning(page);
  await expect(page.getByRole('heading', { level: 1, name: '我的待办期限' })).toBeVisible();
  await expect(page).toHaveTitle('我的待办期限 - 企业服务门户');
  await expect(
    page.getByRole('list', { name: '待办期限' }).or(page.getByText(/暂无待办期限/)),
  ).toBeVisible();

  await page.getByRole('button', { name: /生成订阅地址|重新生成地址/ }).click();
  const field = page.getByRole('textbox', { name: '日历订阅地址' });
  await expect(field).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const url = await field.inputValue();

  // A calendar app fetches it with nothing but the URL.
  const feed = await page.request.get(url, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(text).toContain('X-WR-CALNAME:企业服务门户 · 我的待办期限');

  await page.getByRole('button', { name: '停用地址' }).click();
  await page.getByRole('button', { name: /^停\s*用$/ }).click();
  await expect(page.getByText('尚未生成订阅地址。')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
