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

const number = (value: number, decimals: number) =>
  new Intl.NumberFormat('zh-CN', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

type Box = { left: number; right: number; top: number; bottom: number };

/** The layout boxes of the SVG texts of the chart named `label`, by text. */
async function chartTexts(
  page: Page,
  label: string,
): Promise<{ text: string; box: Box; fontSize: number }[]> {
  return page.getByRole('img', { name: label, exact: true }).evaluate((element) =>
    [...element.querySelectorAll('svg text')].map((text) => {
      const { left, right, top, bottom } = text.getBoundingClientRect();
      const fontSize = Number.parseFloat(getComputedStyle(text).fontSize);
      return { text: text.textContent ?? '', box: { left, right, top, bottom }, fontSize };
    }),
  );
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
    // 入驻企业 on the home page, once its counter has come to rest on the server's figure.
    const homeCounter = page
      .getByRole('region', { name: '平台数据', exact: true })
      .locator('div', { has: page.locator('dt:text-is("入驻企业")') })
      .locator('dd span[aria-hidden="true"]:not([data-reserve])');
    await expect(homeCounter).toHaveText(number(expected.enterprises, 0));
    const [screen] = await Promise.all([page.waitForEvent('popup'), link.click()]);

    await expect(screen).toHaveURL(/\/pc\/dataPage\/page1$/);
    await expect(screen).toHaveTitle('数据大屏');
    for (const label of PAGE1_CHARTS) await expectDrawn(screen, label);

    for (const tile of TILES) {
      // The counter runs up for a second, then rests on the total.
      await expect(screen.getByRole('group', { name: tile.label, exact: true })).toHaveText(
        `${tile.label}${number(expected[tile.key], tile.decimals)}${tile.unit}`,
      );
    }
    expect(Object.values(expected).every((value) => value > 0)).toBe(true);
    // One figure, one meaning: the data screen's 入驻企业 is the number the home page showed.
    await expect(screen.getByRole('group', { name: '入驻企业', exact: true })).toHaveText(
      `入驻企业${await homeCounter.textContent()}家`,
    );
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
    test(`${width}×${height}: each headline figure and its unit stay inside their tile, even a subsidy total in the millions of 万`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      // A large park's subsidies: 1,234,567.89 万元 is wider than the tile at the figure's full size.
      const subsidy = 1_234_567.89;
      await page.route('**/api/daping/totals', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { data: Totals };
        json.data.subsidy_money = subsidy;
        await route.fulfill({ response, json });
      });
      await page.goto('/pc/dataPage/page1');
      const money = page.getByRole('group', { name: '扶持资金', exact: true });
      await expect(money).toHaveText(`扶持资金${number(subsidy, 2)}万元`);
      for (const tile of TILES) {
        const group = page.getByRole('group', { name: tile.label, exact: true });
        const fit = await group.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const figure = element.lastElementChild!;
          const parts = [...figure.children].map((part) => part.getBoundingClientRect());
          return {
            tile: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
            parts: parts.map(({ left, right, top, bottom }) => ({ left, right, top, bottom })),
            // Still a headline: the figure shrinks to fit, but stays far larger than the label.
            valuePx: Number.parseFloat(getComputedStyle(figure.firstElementChild!).fontSize),
            labelPx: Number.parseFloat(getComputedStyle(element.firstElementChild!).fontSize),
          };
        });
        expect(fit.parts.length, tile.label).toBe(2);
        for (const part of fit.parts) {
          expect(part.left, tile.label).toBeGreaterThanOrEqual(fit.tile.left);
          expect(
            part.right,
            `${tile.label}: figure or unit past the tile's right edge`,
          ).toBeLessThanOrEqual(fit.tile.right);
          expect(part.bottom, tile.label).toBeLessThanOrEqual(fit.tile.bottom);
        }
        expect(fit.valuePx, tile.label).toBeGreaterThan(fit.labelPx * 1.2);
      }
    });
  }

  test('the subsidy chart: the legend does not sit over an axis unit (no "获扶持企业家")', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/pc/dataPage/page1');
    const label = '每月兑现的扶持资金与获扶持企业数';
    await expectDrawn(page, label);
    const texts = await chartTexts(page, label);
    const legend = texts.filter((t) => t.text === '扶持资金' || t.text === '获扶持企业');
    const units = texts.filter((t) => t.text === '万元' || t.text === '家');
    expect(legend).toHaveLength(2);
    expect(units).toHaveLength(2);
    // The legend's row: its texts and, before each, its 14 px marker and the gap to the text.
    const row = {
      left: Math.min(...legend.map((t) => t.box.left)) - 24,
      right: Math.max(...legend.map((t) => t.box.right)),
    };
    for (const unit of units) {
      const apart = unit.box.right <= row.left || unit.box.left >= row.right;
      expect(apart, `axis unit ${unit.text} lies in the legend's column`).toBe(true);
    }
  });

  test('the TOP10 ranking: ten names, each on its own line with air between, values at the bars', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const answer = await request.post('/api/daping/service_top', {
      headers: { Authorization: basicAuth },
      data: {},
    });
    const top = ((await answer.json()) as { data: { list: { policy_name: string }[] } }).data.list;
    expect(top).toHaveLength(10);
    await page.goto('/pc/dataPage/page1');
    const label = '申请数最多的十项服务';
    await expectDrawn(page, label);
    // Measured once the drawing has settled (ECharts may lay out again as its panel sizes).
    await expect(async () => {
      const texts = await chartTexts(page, label);
      // A name cut to fit ends in an ellipsis; the rest of it is the start of the real name.
      const names = texts.filter((t) =>
        top.some(
          (service) =>
            t.text === service.policy_name ||
            (t.text.endsWith('...') && service.policy_name.startsWith(t.text.slice(0, -3))),
        ),
      );
      expect(names).toHaveLength(10);
      names.sort((a, b) => a.box.top - b.box.top);
      for (let i = 1; i < names.length; i += 1) {
        const previous = names[i - 1]!.box;
        const current = names[i]!;
        // Crowded rows put the names edge to edge (a pitch of about one em); readable ones leave
        // air between. Measured in the font's size, not the text box: a box's height is the
        // font's line box, which differs by font (Noto Sans CJK's is 1.45 em, so the same drawing
        // measured 21.5 px rows against a 20 px box once that font was installed).
        expect(
          current.box.top - previous.top,
          `${current.text} crowds the name above`,
        ).toBeGreaterThan(current.fontSize * 1.4);
      }
    }).toPass();
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
