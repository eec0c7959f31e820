import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// The home page against the started product: what it shows is compared with what the API
// answers for the same calls, asked by the test itself. Single-screen behaviour with made-up
// answers (the counters, the data-screen link, the tabs) is the portal's home-page.test.tsx and
// the sections' own tests.
const basicAuth = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

async function call<T>(request: APIRequestContext, path: string, body: object = {}): Promise<T> {
  const answer = await request.post(path, { headers: { Authorization: basicAuth }, data: body });
  expect(answer.ok(), path).toBe(true);
  const envelope = (await answer.json()) as { code: number; data: T };
  expect(envelope.code, path).toBe(200);
  return envelope.data;
}

interface HomeData {
  trends: { id: number; title: string }[];
  knowledge: { id: number; title: string }[];
}
interface Page_<T> {
  list: T[];
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

test.describe('home page', () => {
  test('every section shows data, and details link by id', async ({ page, request }) => {
    const home = await call<HomeData>(request, '/api/demo/index');
    await page.goto('/pc/index');

    const news = section(page, '最新动态');
    const newest = home.trends[0]!;
    const newestLink = news.getByRole('link', { name: newest.title });
    await expect(newestLink).toBeVisible();
    await expect(newestLink).toHaveAttribute('href', `/pc/trendsDetail?id=${newest.id}`);

    const knowledge = section(page, '政策知识');
    await expect(knowledge.getByRole('listitem')).toHaveCount(Math.min(6, home.knowledge.length));
    await expect(
      knowledge.getByRole('link', { name: home.knowledge[0]!.title }).first(),
    ).toHaveAttribute('href', `/pc/knowledgeDetail?id=${home.knowledge[0]!.id}`);

    await expect(
      section(page, '最新政策').getByRole('table').getByRole('row').nth(1),
    ).toBeVisible();
    await expect(section(page, '政策资讯').locator('a[href^="/pc/policyDetail?id="]')).toHaveCount(
      10,
    );
    await expect(
      section(page, '惠企服务').locator('a[href^="/pc/serviceDetail?id="]').first(),
    ).toBeVisible();
    await expect(section(page, '企业诉求').getByText('办结率')).toBeVisible();
    await expect(section(page, '专家库').locator('a[href^="/pc/expertDetail?id="]')).toHaveCount(4);
    await expect(
      section(page, '人才库').locator('a[href^="/pc/persondetail?id="]').first(),
    ).toBeVisible();
    await expect(
      section(page, '服务体系').getByRole('list', { name: '服务体系' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('the service-system strip moves by itself', async ({ page, request }) => {
    const organisations = await call<Page_<unknown>>(request, '/api/demo/fwystem', {
      page: 1,
      pageSize: 999,
    });
    expect(organisations.list.length).toBeGreaterThanOrEqual(5);
    // The config asks every page for reduced motion; this test is about the motion itself.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/pc/index');
    const strip = section(page, '服务体系').getByRole('list', { name: '服务体系' });
    // It moves while on screen (off screen it stands still): scroll to it as a visitor would
    // (not with Playwright's scrollIntoViewIfNeeded, which waits for a moving element to settle).
    await strip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(strip).toHaveAttribute('style', /translate3d/);
    const first = await strip.evaluate((element) => element.style.transform);
    await expect.poll(() => strip.evaluate((element) => element.style.transform)).not.toBe(first);
  });

  test('loads no antd until a toast or dialog needs it', async ({ page }) => {
    // antd's theme provider writes its tokens' CSS variables into a <style data-css-hash> when it
    // mounts (its component styles are antd.css, a stylesheet of the same lazily loaded chunk);
    // the home page's sections are plain components (issue 4's weight budget), so none may
    // appear before something antd-made is shown.
    const antdStyles = page.locator('style[data-css-hash]');
    await page.goto('/pc/index');
    await expect(section(page, '平台数据')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(antdStyles).toHaveCount(0);

    // A guarded tab as a visitor: the toast brings antd with it, themed and in Chinese.
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '政策匹配', exact: true })
      .click();
    await expect(page.locator('.ant-message').getByText('请先登录')).toBeVisible();
    expect(await antdStyles.count()).toBeGreaterThan(0);
  });
});
