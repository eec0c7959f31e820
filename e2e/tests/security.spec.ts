// Issue 6 security checks a browser user would meet: security headers and a CSP on pages and API
// answers, the portal working under that CSP, the client header required, and hostile text in
// addresses and forms shown as text, never run as script.
import { test, expect } from '@playwright/test';

const basicAuth = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

test('pages and API answers carry the security headers and a CSP', async ({ request }) => {
  for (const answer of [
    await request.get('/pc/index'),
    await request.post('/api/index/pcconfig', { headers: { Authorization: basicAuth }, data: {} }),
  ]) {
    const headers = answer.headers();
    expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(headers['content-security-policy']).toMatch(
      /frame-ancestors 'self'|frame-ancestors 'none'/,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

for (const { name, path, ready } of [
  { name: 'the home page', path: '/pc/index', ready: '平台数据' },
  { name: 'the data screen', path: '/pc/dataPage/page1', ready: undefined },
]) {
  test(`${name} runs under its CSP without a single violation`, async ({ page }) => {
    // Chromium's own record of CSP problems (the DevTools Issues panel, what Lighthouse audits):
    // it also sees blocked eval() probes that page code catches and never logs.
    const devtools = await page.context().newCDPSession(page);
    const issues: string[] = [];
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
    });
    await devtools.send('Audits.enable');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    await page.goto(path);
    if (ready) await expect(page.getByRole('region', { name: ready, exact: true })).toBeVisible();
    // Every panel's answer has arrived and been checked against its schema.
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(issues).toEqual([]);
  });
}

test('an unknown portal address answers HTTP 404 and shows the Chinese 404 page; a route answers 200', async ({
  page,
}) => {
  const unknown = await page.goto('/pc/nonexistent');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在', level: 1 })).toBeVisible();
  expect(unknown?.headers()['permissions-policy']).toMatch(/camera=\(\)/);

  const home = await page.goto('/pc/index');
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
  expect((await page.request.get('/pc/m/scan')).status()).toBe(200);
  expect((await page.request.get('/pc/dataPage/page2')).status()).toBe(200);
  expect((await page.request.get('/pc/dataPage/nonexistent')).status()).toBe(404);
});

test('a call asked with the wrong method answers 405 with Allow, in Chinese', async ({
  request,
}) => {
  const answer = await request.get('/api/index/pcconfig', {
    headers: { Authorization: basicAuth },
  });
  expect(answer.status()).toBe(405);
  expect(answer.headers()['allow']).toBe('POST');
  expect(await answer.json()).toMatchObject({
    code: 405,
    msg: expect.stringMatching(/^请求方法不被允许/),
  });
});

test('a call without the client header is refused in Chinese, with no stack trace', async ({
  request,
}) => {
  const answer = await request.post('/api/index/pcconfig', { data: {} });
  expect(answer.status()).toBe(401);
  const body = (await answer.json()) as { code: number; msg: string };
  expect(body).toMatchObject({ code: 401, msg: '客户端认证失败' });
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(js|ts):\d+/);
});

test('hostile text in an address or a form is shown as text and never runs', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`页面弹出了对话框：${dialog.message()}`);
  });
  // An unknown route with the payload in its path and query: the not-found page shows it inertly.
  await page.goto(`/pc/${encodeURIComponent(XSS)}?keyword=${encodeURIComponent(XSS)}`);
  await expect(page.getByRole('link', { name: /返回首页/ })).toBeVisible();
  // The same payload typed into the account login form is sent as data, not markup.
  await page.goto('/pc/login');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByText('其他方式登录').click();
  await dialog
    .getByPlaceholder(/账号|用户名|手机号/)
    .first()
    .fill(XSS);
  await dialog.getByPlaceholder(/密码/).first().fill('Wrong@2026');
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText(/账号或密码错误/)).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
