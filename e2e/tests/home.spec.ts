import {
  test,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

// The home page against the started product: what it shows is compared with what the API
// answers for the same calls, asked by the test itself.
const basicAuth = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;
const count = new Intl.NumberFormat('zh-CN');

async function call<T>(request: APIRequestContext, path: string, body: object = {}): Promise<T> {
  const answer = await request.post(path, { headers: { Authorization: basicAuth }, data: body });
  expect(answer.ok(), path).toBe(true);
  const envelope = (await answer.json()) as { code: number; data: T };
  expect(envelope.code, path).toBe(200);
  return envelope.data;
}

interface HomeData {
  enterprise_num: number;
  enterprise_total: number;
  yhenterprise_num: number;
  expert_manage_num: number;
  talent_manage_num: number;
  trends: { id: number; title: string }[];
  knowledge: { id: number; title: string }[];
}
interface PolicyGroup {
  entry_name: string;
  list: { enterprise_name: string }[];
}
interface Page_<T> {
  list: T[];
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The number a counter draws (its animated part). */
function counter(page: Page, label: string): Locator {
  return section(page, '平台数据')
    .locator('div', { has: page.locator(`dt:text-is("${label}")`) })
    .locator('dd span[aria-hidden="true"]:not([data-reserve])');
}

/** The answer of `path` whose body matches `body`, caught while `action` runs. */
async function answerTo(
  page: Page,
  path: string,
  body: Record<string, unknown>,
  action: () => Promise<void>,
) {
  const matches = (response: Response) => {
    if (!response.url().endsWith(path)) return false;
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    return Object.entries(body).every(([key, value]) => sent[key] === value);
  };
  const [response] = await Promise.all([page.waitForResponse(matches), action()]);
  return ((await response.json()) as { data: unknown }).data;
}

test.describe('home page', () => {
  test('counters show the API’s figures: 入驻企业 is the server’s enterprise_total (enterprise_num + yrzqys_count)', async ({
    page,
    request,
  }) => {
    const [home, config] = await Promise.all([
      call<HomeData>(request, '/api/demo/index'),
      call<{ yrzqys_count: number }>(request, '/api/index/pcconfig'),
    ]);
    await page.goto('/pc/index');

    // The server adds the configured figure; the page shows its total as it is.
    expect(home.enterprise_total).toBe(home.enterprise_num + config.yrzqys_count);
    await expect(counter(page, '入驻企业')).toHaveText(count.format(home.enterprise_total));
    await expect(counter(page, '知识产权企业')).toHaveText(count.format(home.yhenterprise_num));
    await expect(counter(page, '入库专家')).toHaveText(count.format(home.expert_manage_num));
    await expect(counter(page, '入库人才')).toHaveText(count.format(home.talent_manage_num));
  });

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

  test('the policy level tabs reload the newest policies', async ({ page }) => {
    await page.goto('/pc/index');
    const policies = section(page, '最新政策');
    await expect(policies.getByRole('table')).toBeVisible();

    const groups = (await answerTo(page, '/api/demo/get_policynew', { level: 19 }, () =>
      policies.getByRole('tab', { name: '省级' }).click(),
    )) as PolicyGroup[];
    expect(groups.length).toBeGreaterThan(0);
    const newest = groups[0]!;
    await expect(policies.getByRole('tab', { name: '省级' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(policies.getByRole('heading', { name: newest.entry_name })).toBeVisible();
    await expect(
      policies.getByRole('table', { name: `${newest.entry_name}获扶持企业` }),
    ).toContainText(newest.list[0]!.enterprise_name);
  });

  test('the announcement tabs switch lists', async ({ page }) => {
    await page.goto('/pc/index');
    const news = section(page, '政策资讯');
    await expect(news.locator('a[href^="/pc/policyDetail?id="]').first()).toBeVisible();

    const publicizing = (await answerTo(page, '/api/demo/bulletin_list', { type: 1 }, () =>
      news.getByRole('tab', { name: '正在公示' }).click(),
    )) as Page_<{ id: number; title: string }>;
    const first = publicizing.list[0]!;
    await expect(news.getByRole('link', { name: first.title }).first()).toHaveAttribute(
      'href',
      `/pc/policyDetail?id=${first.id}&status=1`,
    );

    const other = (await answerTo(page, '/api/demo/bulletin_list', { type: 5 }, () =>
      news.getByRole('tab', { name: '其它资讯' }).click(),
    )) as Page_<{ id: number; title: string }>;
    await expect(news.getByRole('link', { name: other.list[0]!.title }).first()).toBeVisible();
    await expect(news.getByRole('tab', { name: '其它资讯' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the service-system strip moves by itself', async ({ page, request }) => {
    const organisations = await call<Page_<unknown>>(request, '/api/demo/fwystem', {
      page: 1,
      pageSize: 999,
    });
    expect(organisations.list.length).toBeGreaterThanOrEqual(5);
    await page.goto('/pc/index');
    const strip = section(page, '服务体系').getByRole('list', { name: '服务体系' });
    // It moves while on screen (off screen it stands still): scroll to it as a visitor would
    // (not with Playwright's scrollIntoViewIfNeeded, which waits for a moving element to settle).
    await strip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(strip).toHaveAttribute('style', /translate3d/);
    const first = await strip.evaluate((element) => element.style.transform);
    await expect.poll(() => strip.evaluate((element) => element.style.transform)).not.toBe(first);
  });

  test('the data-screen link opens /pc/dataPage/page1 in a new tab', async ({ page }) => {
    await page.goto('/pc/index');
    const link = section(page, '平台数据').getByRole('link', { name: /数据大屏/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/pc/dataPage/page1');
    const [screen] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(screen).toHaveURL(/\/pc\/dataPage\/page1$/);
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
