import { DAPING_REFRESH_MS } from '@qyfw/portal-sdk/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILED_PANEL_RETRY_MS } from '../src/lib/daping-query';
import { dapingAnswers, serviceTop, subsidyMonthly, totals } from './daping-answers';
import { ok, serverError, startFakeApiServer } from './fake-api-server';
import { renderScreen } from './render-screen';
import { advance, until } from './settle';

type Server = Awaited<ReturnType<typeof startFakeApiServer>>;
let server: Server;

beforeEach(async () => {
  server = await startFakeApiServer(dapingAnswers());
  // Only the clocks the refresh depends on; real I/O and animation frames keep running.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const tile = (label: string) => screen.queryByRole('group', { name: label });
const panel = (title: string) => screen.getByRole('region', { name: title });
const chart = (label: string) => screen.queryByRole('img', { name: label });
const chartTexts = (label: string) =>
  [...(chart(label)?.querySelectorAll('text') ?? [])].map((text) => text.textContent);

async function openPage1() {
  renderScreen('/pc/dataPage/page1', server.origin);
  await until(
    () => tile('入驻企业') !== null && chart('申请数最多的十项服务') !== null,
    'page 1 to load',
  );
}

describe('page 1', () => {
  it('is titled 数据大屏 and shows every panel from its call', async () => {
    await openPage1();
    expect(document.title).toBe('数据大屏');
    expect(tile('入驻企业')?.getAttribute('data-value')).toBe(String(totals.enterprises));
    expect(tile('扶持资金')?.getAttribute('data-value')).toBe(String(totals.subsidy_money));
    await until(
      () => chart('各级政策月度发布数') !== null && chart('诉求状态分布') !== null,
      'the charts',
    );
    for (const label of [
      '企业行业分布',
      '企业区县分布',
      '每月兑现的扶持资金与获扶持企业数',
      '有效知识产权与资质数量',
      '未来各月到期需续费的知识产权与资质',
    ]) {
      expect(chart(label)?.querySelectorAll('svg path').length, label).toBeGreaterThan(0);
    }
    // The ring counts 登记企业, the band 入驻企业: the panel says how the two figures relate.
    expect(
      within(panel('企业行业分布')).getByText(
        '登记企业 137 家；另有 103 家入驻企业未线上登记，不在分布内',
      ),
    ).toBeTruthy();
    expect(within(panel('实时动态')).getByText('杭州云栖科技有限公司')).toBeTruthy();
    // An appeal is announced by category only: no enterprise, no title (domain §5).
    expect(within(panel('实时动态')).getByText('新增企业诉求 1 件')).toBeTruthy();
    expect(within(panel('实时动态')).getByText('类别：政策咨询')).toBeTruthy();
    expect(within(panel('企业诉求办理')).getByText('76.8%')).toBeTruthy();
  });

  it('asks every call again each minute and updates the panels in place', async () => {
    await openPage1();
    const calls = Object.keys(server.answers);
    const before = new Map(calls.map((path) => [path, server.count(path)]));
    const subsidyChart = chart('每月兑现的扶持资金与获扶持企业数')!;
    const subsidySvg = subsidyChart.querySelector('svg');

    server.answers['/api/daping/totals'] = ok({ ...totals, enterprises: 251 });
    server.answers['/api/daping/service_top'] = ok({
      list: [{ id: 77, policy_name: '数字化改造诊断', applications: 205 }, ...serviceTop.list],
    });
    // A minute minus a moment: nothing is asked yet.
    await advance(DAPING_REFRESH_MS - 100);
    expect(server.count('/api/daping/totals')).toBe(before.get('/api/daping/totals'));

    await advance(100);
    await until(() => tile('入驻企业')?.getAttribute('data-value') === '251', 'the new total');
    await until(
      () => chartTexts('申请数最多的十项服务').includes('数字化改造诊断'),
      'the new ranking',
    );
    for (const path of calls.filter(
      (path) =>
        !path.includes('appeal_funnel') &&
        !path.includes('appeal_monthly') &&
        !path.includes('renewal_calendar'),
    )) {
      expect(server.count(path), path).toBe((before.get(path) ?? 0) + 1);
    }
    // The same chart element and drawing surface: updated with setOption, not re-created (a new
    // ECharts instance would draw into a new <svg>, and the chart would flash).
    expect(chart('每月兑现的扶持资金与获扶持企业数')).toBe(subsidyChart);
    expect(subsidyChart.querySelector('svg')).toBe(subsidySvg);
  });

  it('shows one failing panel as failed while the others work, and it recovers by itself', async () => {
    server.answers['/api/daping/service_top'] = serverError;
    renderScreen('/pc/dataPage/page1', server.origin);
    await until(
      () => tile('入驻企业') !== null && chart('企业区县分布') !== null,
      'the working panels',
    );
    // The client retries once after 2 s before the panel gives up.
    await advance(2000);
    await until(
      () => within(panel('热门服务 TOP10')).queryByRole('alert') !== null,
      'the failed panel',
    );

    expect(within(panel('热门服务 TOP10')).getByRole('alert').textContent).toContain(
      '数据加载失败',
    );
    expect(chart('申请数最多的十项服务')).toBeNull();
    expect(
      chart('每月兑现的扶持资金与获扶持企业数')?.querySelectorAll('svg path').length,
    ).toBeGreaterThan(0);
    expect(within(panel('企业行业分布')).queryByRole('alert')).toBeNull();

    server.answers['/api/daping/service_top'] = ok(serviceTop);
    const asked = server.count('/api/daping/service_top');
    await advance(FAILED_PANEL_RETRY_MS);
    await until(() => chart('申请数最多的十项服务') !== null, 'the recovered panel');
    expect(server.count('/api/daping/service_top')).toBe(asked + 1);
    expect(within(panel('热门服务 TOP10')).queryByRole('alert')).toBeNull();
  });

  it('offers 立即重试 on a failed panel', async () => {
    server.answers['/api/daping/subsidy_monthly'] = serverError;
    await openPage1();
    await advance(2000);
    await until(
      () => within(panel('扶持资金兑现')).queryByRole('alert') !== null,
      'the failed panel',
    );

    server.answers['/api/daping/subsidy_monthly'] = ok(subsidyMonthly);
    within(panel('扶持资金兑现')).getByRole('button', { name: '立即重试' }).click();
    await until(
      () => chart('每月兑现的扶持资金与获扶持企业数') !== null,
      'the panel after the retry',
    );
  });

  it('keeps the figures of a panel whose refresh fails, says so, and retries', async () => {
    await openPage1();
    server.answers['/api/daping/service_top'] = serverError;
    await advance(DAPING_REFRESH_MS);
    await advance(2000);
    await until(
      () => within(panel('热门服务 TOP10')).queryByRole('status') !== null,
      'the stale notice',
    );

    expect(within(panel('热门服务 TOP10')).getByRole('status').textContent).toBe(
      '数据更新失败，正在重试',
    );
    expect(chartTexts('申请数最多的十项服务')).toContain('高新技术企业认定辅导');

    server.answers['/api/daping/service_top'] = ok(serviceTop);
    await advance(FAILED_PANEL_RETRY_MS);
    await until(
      () => within(panel('热门服务 TOP10')).queryByRole('status') === null,
      'the notice to go',
    );
  });
});

describe('page 2', () => {
  it('opens from page 1 and shows IP and appeals in depth', async () => {
    await openPage1();
    screen.getByRole('link', { name: '知识产权与诉求' }).click();
    await until(
      () =>
        chart('诉求办理各阶段数量') !== null && chart('未来90天每天到期的知识产权与资质') !== null,
      'page 2',
    );

    expect(document.title).toBe('数据大屏 · 知识产权与诉求');
    expect(tile('有效总量')?.getAttribute('data-value')).toBe(String(320 + 141 + 37 + 205 + 88));
    expect(tile('办结率')?.getAttribute('data-value')).toBe('76.8');
    expect(chartTexts('诉求办理各阶段数量').some((text) => text?.includes('已办结'))).toBe(true);
    expect(
      chart('未来90天每天到期的知识产权与资质')?.querySelectorAll('svg path').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '综合概览' })).toBeTruthy();
  });
});
