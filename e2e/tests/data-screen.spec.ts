import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

// The data screen against the started product (API + both built apps on a fresh database): what
// its tiles show is compared with what the API answers, asked by the test itself.
const basicAuth = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

interface Totals {
  enterprises: number;
  ip_enterprises: number;
  experts: number;
  talents: number;
  policies: number;
  services: number;
  appeals: number;
  subsidy_money: number;
}

async function totals(request: APIRequestContext): Promise<Totals> {
  const answer = await request.post('/api/daping/totals', {
    headers: { Authorization: basicAuth },
    data: {},
  });
  expect(answer.ok()).toBe(true);
  const envelope = (await answer.json()) as { code: number; data: Totals };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

/** Each headline tile: its label, the total it shows, its unit and decimals. */
const TILES: { label: string; key: keyof Totals; unit: string; decimals: number }[] = [
  { label: '入驻企业', key: 'enterprises', unit: '家', decimals: 0 },
  { label: '知识产权企业', key: 'ip_enterprises', unit: '家', decimals: 0 },
  { label: '专家', key: 'experts', unit: '位', decimals: 0 },
  { label: '人才', key: 'talents', unit: '人', decimals: 0 },
  { label: '政策', key: 'policies', unit: '件', decimals: 0 },
  { label: '惠企服务', key: 'services', unit: '项', decimals: 0 },
  { label: '企业诉求', key: 'appeals', unit: '件', decimals: 0 },
  { label: '扶持资金', key: 'subsidy_money', unit: '万元', decimals: 2 },
];

const PAGE1_CHARTS = [
  '企业行业分布',
  '企业区县分布',
  '申请数最多的十项服务',
  '各级政策月度发布数',
  '每月兑现的扶持资金与获扶持企业数',
  '诉求状态分布',
  '有效知识产权与资质数量',
  '未来各月到期需续费的知识产权与资质',
];

const PAGE2_CHARTS = [
  '有效知识产权与资质构成',
  '未来各月到期需续费的知识产权与资质',
  '未来90天每天到期的知识产权与资质',
  '每月提交与办结的诉求数',
  '诉求办理各阶段数量',
  '诉求状态分布',
];

/**
 * The chart has drawn: its SVG holds filled shapes with real geometry (a blank or failed chart
 * has an empty <svg> or none).
 */
async function expectDrawn(page: Page, label: string): Promise<void> {
  const chart = page.getByRole('img', { name: label, exact: true });
  await expect(chart).toBeVisible();
  await expect
    .poll(
      () =>
        chart.evaluate(
          (element) =>
            [...element.querySelectorAll('svg path')].filter((path) => {
              const box = (path as SVGGraphicsElement).getBBox();
              const fill = path.getAttribute('fill');
              return (
                box.width > 0 &&
                box.height > 0 &&
                fill !== null &&
                fill !== 'none' &&
                fill !== 'transparent'
              );
            }).length,
        ),
      { message: `${label} draws shapes` },
    )
    .toBeGreaterThan(0);
}

test.describe('数据大屏', () => {
  test('opens from the portal home in a new tab titled 数据大屏, charts drawn, tiles showing the API totals', async ({
    page,
    request,
  }) => {
    const expected = await totals(request);
    await page.goto('/pc/index');
    const link = page
      .getByRole('region', { name: '平台数据', exact: true })
      .getByRole('link', { name: /数据大屏/ });
    const [screen] = await Promise.all([page.waitForEvent('popup'), link.click()]);

    await expect(screen).toHaveURL(/\/pc\/dataPage\/page1$/);
    await expect(screen).toHaveTitle('数据大屏');
    for (const label of PAGE1_CHARTS) await expectDrawn(screen, label);

    const number = (value: number, decimals: number) =>
      new Intl.NumberFormat('zh-CN', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value);
    for (const tile of TILES) {
      // The counter runs up for a second, then rests on the total.
      await expect(screen.getByRole('group', { name: tile.label, exact: true })).toHaveText(
        `${tile.label}${number(expected[tile.key], tile.decimals)}${tile.unit}`,
      );
    }
    expect(Object.values(expected).every((value) => value > 0)).toBe(true);
  });

  test('refreshes each minute in place: the same drawing, the tooltip under the pointer kept and updated', async ({
    page,
  }) => {
    await page.clock.install();
    // The second answer differs (every month 1000 万 more), as after new awards were published.
    let extraMoney = 0;
    let asked = 0;
    await page.route('**/api/daping/subsidy_monthly', async (route) => {
      asked += 1;
      const response = await route.fetch();
      const json = (await response.json()) as { data: { list: { money: number }[] } };
      for (const month of json.data.list)
        month.money = Math.round((month.money + extraMoney) * 100) / 100;
      await route.fulfill({ response, json });
    });
    await page.goto('/pc/dataPage/page1');
    const label = '每月兑现的扶持资金与获扶持企业数';
    await expectDrawn(page, label);
    const chart = page.getByRole('img', { name: label, exact: true });
    // Marks the drawing: a re-created chart would draw into a new <svg> without the mark.
    await chart.evaluate((element) =>
      element.querySelector('svg')!.setAttribute('data-e2e', 'first'),
    );

    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6);
    const tooltip = chart.getByText(/^\d+月扶持资金[\d,.]+ 万元获扶持企业\d+ 家$/).first();
    await expect(tooltip).toBeVisible();
    const before = (await tooltip.textContent())!;
    const moneyIn = (text: string) =>
      Number(/扶持资金([\d,.]+) 万元/.exec(text)![1]!.replaceAll(',', ''));

    extraMoney = 1000;
    await page.clock.fastForward(60_000);
    await expect.poll(() => asked).toBe(2);
    await expect
      .poll(async () => moneyIn((await tooltip.textContent()) ?? ''))
      .toBeCloseTo(moneyIn(before) + 1000, 2);
    await expect(tooltip).toBeVisible();
    await expect(chart.locator('svg[data-e2e="first"]')).toHaveCount(1);
  });

  test('page 2 (IP and appeals in depth) is one click from page 1 and back', async ({ page }) => {
    await page.goto('/pc/dataPage/page1');
    await page.getByRole('link', { name: '知识产权与诉求' }).click();
    await expect(page).toHaveURL(/\/pc\/dataPage\/page2$/);
    for (const label of PAGE2_CHARTS) await expectDrawn(page, label);
    await page.getByRole('link', { name: '综合概览' }).click();
    await expect(page).toHaveURL(/\/pc\/dataPage\/page1$/);
    await expect(page).toHaveTitle('数据大屏');
  });

  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    test(`fits ${width}×${height} without scrollbars or distortion`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const path of ['/pc/dataPage/page1', '/pc/dataPage/page2']) {
        await page.goto(path);
        await expectDrawn(page, '诉求状态分布');
        const fit = await page.evaluate(() => {
          const header = document.querySelector('header')!.getBoundingClientRect();
          const main = document.querySelector('main')!.getBoundingClientRect();
          return {
            scrollWidth: document.documentElement.scrollWidth,
            scrollHeight: document.documentElement.scrollHeight,
            innerWidth,
            innerHeight,
            // The stage spans the header's width and from its top to the main area's bottom.
            stage: {
              left: header.left,
              top: header.top,
              width: header.width,
              height: main.bottom - header.top,
            },
          };
        });
        expect(fit.scrollWidth, path).toBeLessThanOrEqual(fit.innerWidth);
        expect(fit.scrollHeight, path).toBeLessThanOrEqual(fit.innerHeight);
        // Scaled as a whole: 16:9 kept, inside the window, centred.
        expect(fit.stage.width / fit.stage.height).toBeCloseTo(1920 / 1080, 2);
        expect(fit.stage.left).toBeGreaterThanOrEqual(0);
        expect(fit.stage.top).toBeGreaterThanOrEqual(0);
        expect(fit.stage.left + fit.stage.width).toBeLessThanOrEqual(width + 0.5);
        expect(fit.stage.top + fit.stage.height).toBeLessThanOrEqual(height + 0.5);
        expect(Math.abs(fit.stage.left - (width - fit.stage.left - fit.stage.width))).toBeLessThan(
          1,
        );
      }
    });
  }

  test('the portal home loads no ECharts and none of the data screen', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: response.url(), body: await response.text() });
    });
    await page.goto('/pc/index');
    await expect(page.getByRole('region', { name: '平台数据', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.url).not.toContain('/pc/dataPage/');
      expect(script.body, script.url).not.toMatch(/echarts|zrender/i);
    }
  });
});
