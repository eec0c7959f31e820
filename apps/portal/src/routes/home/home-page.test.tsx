import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { QUICK_JUMP } from '@qyfw/portal-sdk/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeApiServer,
  type FakeAnswer,
  type FakeAnswerFor,
} from '../../../test/fake-api-server';
import {
  appealStatistics,
  articles,
  expertCategories,
  expertsOf,
  HOME_PATHS,
  homeData,
  ok,
  paged,
  policyGroup,
  serverError,
  serviceItems,
  serviceSystemItems,
  serviceTypes,
  talents,
} from '../../../test/home-api.fixture';
import { renderApp } from '../../../test/render-app';
import { siteConfig } from '../../../test/site-config.fixture';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;
let app: Awaited<ReturnType<typeof renderApp>> | undefined;

afterEach(async () => {
  // Let the sections' calls finish before the server goes, then unmount.
  if (app) await waitFor(() => expect(app!.queryClient.isFetching()).toBe(0));
  cleanup();
  await api?.close();
  api = undefined;
  app = undefined;
});

/** Every home call answered, with `overrides` replacing some answers. */
function homeAnswers(overrides: Record<string, FakeAnswer | FakeAnswerFor> = {}) {
  return {
    [HOME_PATHS.pcconfig]: ok(siteConfig),
    [HOME_PATHS.index]: ok(homeData),
    [HOME_PATHS.policyNew]: ok([policyGroup(1, 18, 3)]),
    [HOME_PATHS.information]: ok(paged(articles('申报通知'))),
    [HOME_PATHS.bulletins]: ok(paged(articles('公示公告'))),
    [HOME_PATHS.serviceTypes]: ok(serviceTypes),
    [HOME_PATHS.services]: ok(paged(serviceItems('专利服务'))),
    [HOME_PATHS.serviceSystem]: ok(paged(serviceSystemItems(6), 999)),
    [HOME_PATHS.expertCategories]: ok(expertCategories),
    [HOME_PATHS.experts]: ok(paged(expertsOf('知识产权专家'), 4)),
    [HOME_PATHS.talents]: ok(paged(talents, 4)),
    [HOME_PATHS.appealStatistics]: ok(appealStatistics),
    ...overrides,
  };
}

async function openHome(overrides?: Record<string, FakeAnswer | FakeAnswerFor>) {
  api = await startFakeApiServer(homeAnswers(overrides));
  app = await renderApp('/pc/index', api.origin);
  return app;
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

/** The number a counter draws (its animated part). */
function drawnCounter(label: string) {
  const value = within(region('平台数据')).getByText(label, { selector: 'dt' }).nextElementSibling!;
  return value.querySelector('[aria-hidden="true"]')?.textContent;
}

describe('home page', () => {
  it('shows the server’s enterprise_total as 入驻企业, adding nothing itself', async () => {
    // The config's yrzqys_count is already inside enterprise_total (the data screen shows the
    // same figure): a client that added it again would draw 500 + 999.
    await openHome({ [HOME_PATHS.pcconfig]: ok({ ...siteConfig, yrzqys_count: 999 }) });
    await waitFor(() => expect(drawnCounter('入驻企业')).toBe('620'), { timeout: 3000 });
    expect(drawnCounter('知识产权企业')).toBe('330');
    expect(drawnCounter('入库专家')).toBe('80');
    expect(drawnCounter('入库人才')).toBe('64');
  });

  it('links the data screen in a new tab', async () => {
    await openHome();
    const link = within(region('平台数据')).getByRole('link', { name: /数据大屏/ });
    expect(link.getAttribute('href')).toBe('/pc/dataPage/page1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the configured banners with one indicator each', async () => {
    await openHome();
    const carousel = await screen.findByRole('region', { name: '首页轮播' });
    const images = carousel.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/banner-1.jpg',
      '/uploads/banner-2.jpg',
    ]);
    expect(within(carousel).getAllByRole('button', { name: /^第 \d 张$/ })).toHaveLength(2);
  });

  it('shows the latest news with Beijing dates and only the first 6 knowledge items', async () => {
    await openHome();
    const news = region('最新动态');
    const featured = await within(news).findByRole('link', { name: /萧山区成功举办/ });
    expect(featured.getAttribute('href')).toBe('/pc/trendsDetail?id=55');
    expect(featured.textContent).toContain('2026-03-08');

    const knowledge = region('政策知识');
    expect(within(knowledge).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(knowledge).getByRole('link', { name: '政策知识第1篇' }).getAttribute('href'),
    ).toBe('/pc/knowledgeDetail?id=1');
    expect(within(knowledge).queryByText('政策知识第7篇')).toBeNull();
  });

  it('fills every section and gives the seven quick-jump targets their ids', async () => {
    await openHome();
    await within(region('最新政策')).findByRole('table');
    await within(region('政策资讯')).findByRole('link', { name: '申报通知1' });
    await within(region('惠企服务')).findByRole('link', { name: '专利服务1' });
    await within(region('企业诉求')).findByText('89.7%', { selector: 'dd' });
    await within(region('专家库')).findByRole('link', { name: /知识专家1/ });
    await within(region('人才库')).findByRole('link', { name: /钱瑞霖/ });
    await within(region('服务体系')).findByRole('link', { name: /服务机构1/ });

    const expected = {
      news: '最新动态',
      policyResources: '最新政策',
      policyNews: '政策资讯',
      services: '惠企服务',
      appeals: '企业诉求',
      expertsTalents: '专家人才',
      serviceSystem: '服务体系',
    } as const;
    for (const { key } of QUICK_JUMP) {
      const target = document.getElementById(`home-${key}`);
      expect(target, key).not.toBeNull();
      expect(target).toBe(region(expected[key]));
    }
  });

  it('shows the page with placeholders when the home data is slow, then fills it', async () => {
    // The route waits for the above-the-fold data, but not for ever: after 1 s the page shows.
    // The data is held until the placeholders have been seen, however long rendering takes.
    let release = () => {};
    const arrival = new Promise<void>((resolve) => (release = resolve));
    await openHome({ [HOME_PATHS.index]: { ...ok(homeData), release: arrival } });
    const counters = await screen.findByRole('region', { name: '平台数据' });
    expect(counters.getAttribute('aria-busy')).toBe('true');
    expect(within(region('最新动态')).getByText('正在加载…')).toBeTruthy();
    release();
    await waitFor(() => expect(region('平台数据').hasAttribute('aria-busy')).toBe(false), {
      timeout: 5000,
    });
    await within(region('最新动态')).findByRole('link', { name: /萧山区成功举办/ });
  });

  it('keeps the page up when the home data fails: the counters and news say so', async () => {
    await openHome({ [HOME_PATHS.index]: serverError });
    expect((await within(region('平台数据')).findByRole('alert')).textContent).toContain(
      '统计数据暂时无法加载',
    );
    expect((await within(region('最新动态')).findByRole('alert')).textContent).toContain(
      '最新动态加载失败',
    );
    // The other sections do not depend on it.
    await within(region('政策资讯')).findByRole('link', { name: '申报通知1' });
  });

  it('says so when a section has nothing to show', async () => {
    await openHome({ [HOME_PATHS.index]: ok({ ...homeData, trends: [], knowledge: [] }) });
    await within(region('最新动态')).findByText('暂无最新动态');
    await within(region('政策知识')).findByText('暂无政策知识');
  });
});
