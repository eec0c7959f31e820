import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderPlainLink } from '@qyfw/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApiServer } from '../../../test/fake-api-server';
import { articles, HOME_PATHS, ok, paged, serverError } from '../../../test/home-api.fixture';
import { renderSection } from '../../../test/render-section';
import { PolicyNewsSection } from './policy-news-section';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  cleanup();
  await api?.close();
  api = undefined;
});

async function renderNews() {
  api = await startFakeApiServer({
    [HOME_PATHS.information]: ok(paged(articles('申报通知'))),
    [HOME_PATHS.bulletins]: (request) => {
      const { type } = request.body as { type: number };
      return type === 1 ? ok(paged(articles('公示公告'))) : ok(paged(articles('其它资讯', 3)));
    },
  });
  await renderSection(<PolicyNewsSection renderLink={renderPlainLink} />, api.origin);
  return screen.getByRole('region', { name: '政策资讯' });
}

describe('PolicyNewsSection', () => {
  it('lists 10 items of 正在申报 from the information list (type −1), linked to policy details', async () => {
    const section = await renderNews();
    const first = await within(section).findByRole('link', { name: '申报通知1' });
    expect(first.getAttribute('href')).toBe('/policyDetail?id=1&status=0');
    expect(within(section).getAllByRole('link', { name: /申报通知/ })).toHaveLength(10);
    expect(api!.requests[0]).toMatchObject({
      url: HOME_PATHS.information,
      body: { page: 1, pageSize: 10, type: -1 },
    });
  });

  it('switches to the announcements of type 1 and type 5 with the tabs', async () => {
    const section = await renderNews();
    await within(section).findByRole('link', { name: '申报通知1' });

    fireEvent.click(within(section).getByRole('tab', { name: '正在公示' }));
    await within(section).findByRole('link', { name: '公示公告1' });
    expect(within(section).queryByRole('link', { name: '申报通知1' })).toBeNull();

    fireEvent.click(within(section).getByRole('tab', { name: '其它资讯' }));
    await within(section).findByRole('link', { name: '其它资讯3' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);

    const bulletinBodies = api!.requests
      .filter((request) => request.url === HOME_PATHS.bulletins)
      .map((request) => request.body);
    expect(bulletinBodies).toEqual([
      expect.objectContaining({ page: 1, pageSize: 10, level: -1, type: 1 }),
      expect.objectContaining({ page: 1, pageSize: 10, level: -1, type: 5 }),
    ]);
    // The 更多 link follows the tab (contract §2: /policyList?status = tab index).
    expect(within(section).getByRole('link', { name: /更多/ }).getAttribute('href')).toBe(
      '/policyList?status=2',
    );
  });

  it('says when a tab has nothing', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.information]: ok(paged([])) });
    await renderSection(<PolicyNewsSection renderLink={renderPlainLink} />, api.origin);
    await screen.findByText('暂无相关资讯');
  });

  it('says so when the list cannot be loaded', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.information]: serverError });
    await renderSection(<PolicyNewsSection renderLink={renderPlainLink} />, api.origin);
    expect(
      (await within(screen.getByRole('region', { name: '政策资讯' })).findByRole('alert'))
        .textContent,
    ).toContain('政策资讯加载失败');
  });
});
