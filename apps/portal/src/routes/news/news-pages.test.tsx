// /dynamicList and /trendsDetail (最新动态, published by operators from the console): the list
// pages through the address and links each title to its article; the article shows its text with
// its bold kept; an unknown or withdrawn id is the not-found page. (That nothing in a body runs:
// the API's content-admin tests, @qyfw/ui's sanitize-html.test under jsdom, e2e content.spec in
// Chromium — happy-dom's DOM feeds DOMPurify differently from a browser's.)
import * as newsCalls from '@qyfw/portal-sdk/calls/news';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApiPerTest, MARCH_8, ok, pageOf } from '../../../test/page-api';
import { renderApp } from '../../../test/render-app';

const server = fakeApiPerTest();

const news = Array.from({ length: 13 }, (_, index) => ({
  id: 200 + index,
  title: `园区动态${index + 1}`,
  source: '园区服务中心',
  image: '',
  summary: index === 0 ? '二十家企业参加了沙龙。' : '',
  createtime: MARCH_8 - index * 86_400,
}));

const article = {
  ...news[0]!,
  content: '<p>园区举办<strong>数字化转型</strong>沙龙</p>',
};

function start() {
  return server.start({
    [newsCalls.trends_list.path]: (request) => pageOf(request, news),
    [newsCalls.trends_detail.path]: (request) =>
      (request.body as { id: number }).id === article.id
        ? ok(article)
        : { status: 404, body: { code: 404, msg: '该动态不存在或已下线' } },
  });
}

const titles = () =>
  screen.getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);

describe('/dynamicList', () => {
  it('lists the news with summary, source and date, and pages through the address', async () => {
    await start();
    const { router } = await renderApp('/pc/dynamicList', server.api.origin);
    await screen.findByRole('heading', { level: 1, name: '最新动态' });
    await waitFor(() => expect(titles()).toHaveLength(10));
    const link = screen.getByRole('link', { name: '园区动态1' });
    expect(link.getAttribute('href')).toBe('/pc/trendsDetail?id=200');
    const row = link.closest('tr')!;
    expect(within(row).getByText('二十家企业参加了沙龙。')).toBeTruthy();
    expect(within(row).getByText('园区服务中心')).toBeTruthy();
    expect(within(row).getByText('2026-03-08')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('最新动态 - 企业服务门户'));

    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(titles()).toEqual(['园区动态11', '园区动态12', '园区动态13']));
    expect(router.history.location.search).toBe('?page=2');
  });
});

describe('/trendsDetail', () => {
  it('shows the article with its bold kept, titled by it', async () => {
    await start();
    await renderApp(`/pc/trendsDetail?id=${article.id}`, server.api.origin);
    const heading = await screen.findByRole('heading', { level: 1, name: '园区动态1' });
    const sheet = heading.closest('article')!;
    expect(within(sheet).getByText('数字化转型').tagName).toBe('STRONG');
    expect(within(sheet).getByText(/来源：园区服务中心/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '最新动态' }).getAttribute('href')).toBe(
      '/pc/dynamicList',
    );
    await waitFor(() => expect(document.title).toBe('园区动态1 - 企业服务门户'));
  });

  it('answers an unknown or withdrawn article with the not-found page', async () => {
    await start();
    await renderApp('/pc/trendsDetail?id=999', server.api.origin);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });
});
