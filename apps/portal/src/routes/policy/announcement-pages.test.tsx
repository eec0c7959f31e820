import * as newsCalls from '@qyfw/portal-sdk/calls/news';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, FakeAnswerFor } from '../../../test/fake-api-server';
import { fakeApiPerTest, MARCH_8, ok, pageOf } from '../../../test/page-api';
import { renderApp } from '../../../test/render-app';

const server = fakeApiPerTest();

/** A tab's whole list: 23 items of type 1 (正在公示), 4 of type 5, 12 information items. */
function listOf(kind: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    title: `${kind}${index + 1}`,
    source: '杭州市经济和信息化局',
    createtime: MARCH_8 - index * 86_400,
    // The first announcement announces call 5 of policy 3; the others name no policy.
    policy_id: index === 0 ? 3 : null,
    call_id: index === 0 ? 5 : null,
  }));
}

const article = {
  id: 7,
  title: '2026年度杭州市专精特新中小企业拟认定名单公示',
  source: '杭州市经济和信息化局',
  createtime: MARCH_8,
  content: '<p onclick="window.hacked = 1">经企业申报、专家评审，现予以公示。</p>',
  deadline: null,
  policy_id: 3,
  call_id: 5,
};

function start(overrides: Record<string, FakeAnswer | FakeAnswerFor> = {}) {
  return server.start({
    [newsCalls.get_information.path]: (request) => pageOf(request, listOf('资讯', 12)),
    [newsCalls.bulletin_list.path]: (request) =>
      pageOf(
        request,
        (request.body as { type: number }).type === 1 ? listOf('公示', 23) : listOf('公告', 4),
      ),
    [newsCalls.bulletin_detail.path]: (request) =>
      (request.body as { id: number }).id === 7
        ? ok(article)
        : { status: 404, body: { code: 404, msg: '该公告不存在或已删除' } },
    [newsCalls.information_detail.path]: {
      status: 404,
      body: { code: 404, msg: '该资讯不存在或已删除' },
    },
    ...overrides,
  });
}

const requestsTo = (path: string) =>
  server.api.requests.filter((request) => request.url === path).map((request) => request.body);
const results = () => screen.getByRole('tabpanel');
const titles = () =>
  within(results())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/policyList', () => {
  it('opens the tab of ?status= with its count, and pages through the URL', async () => {
    await start();
    const { router } = await renderApp('/pc/policyList?status=1', server.api.origin);
    await screen.findByRole('heading', { level: 1, name: '政策资讯' });
    expect(screen.getByRole('tab', { name: '正在公示' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(within(results()).getByRole('status').textContent).toBe('共 23 条'));
    expect(titles()).toHaveLength(10);
    expect(requestsTo(newsCalls.bulletin_list.path)[0]).toMatchObject({
      page: 1,
      pageSize: 10,
      type: 1,
    });
    await waitFor(() => expect(document.title).toBe('政策资讯 - 企业服务门户'));

    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(titles()).toEqual(['公示21', '公示22', '公示23']));
    expect(router.state.location.search).toEqual({ status: 1, page: 3 });
    expect(router.history.location.search).toBe('?status=1&page=3');
  });

  it('switches tabs in the URL, back on page 1 of the other list', async () => {
    await start();
    const { router } = await renderApp('/pc/policyList?status=1&page=2', server.api.origin);
    await waitFor(() => expect(titles()[0]).toBe('公示11'));
    fireEvent.click(screen.getByRole('tab', { name: '正在申报' }));
    await waitFor(() => expect(titles()[0]).toBe('资讯1'));
    expect(router.state.location.search).toEqual({ status: 0, page: 1 });
    expect(requestsTo(newsCalls.get_information.path).at(-1)).toMatchObject({ page: 1, type: -1 });
  });

  it('links each title to its article under the same tab, with publisher and date', async () => {
    await start();
    await renderApp('/pc/policyList?status=2', server.api.origin);
    const link = await screen.findByRole('link', { name: '公告1' });
    expect(link.getAttribute('href')).toBe('/pc/policyDetail?id=100&status=2');
    const row = link.closest('tr')!;
    expect(within(row).getByText('杭州市经济和信息化局')).toBeTruthy();
    expect(within(row).getByText('2026-03-08')).toBeTruthy();
    // Four items fit on one page: no pager.
    expect(screen.queryByRole('navigation', { name: '政策资讯分页' })).toBeNull();
  });

  it('links an announcement to the call it announces, and 正在申报 to the open calls', async () => {
    await start();
    await renderApp('/pc/policyList?status=1', server.api.origin);
    const link = await screen.findByRole('link', { name: '公示1' });
    const row = link.closest('tr')!;
    expect(within(row).getByRole('link', { name: '查看申报通知' }).getAttribute('href')).toBe(
      '/pc/policyDetailData?id=3#call-5',
    );
    const second = screen.getByRole('link', { name: '公示2' }).closest('tr')!;
    expect(within(second).queryByRole('link', { name: /查看/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '正在申报' }));
    const open = await screen.findByRole('link', { name: '正在申报的申报通知' });
    expect(open.getAttribute('href')).toBe('/pc/policyListData?window=open');
  });

  it('sends a page past the end to the last page', async () => {
    await start();
    const { router } = await renderApp('/pc/policyList?status=1&page=9', server.api.origin);
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 1, page: 3 }));
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('reads a malformed status or page as the first tab, page 1', async () => {
    await start();
    const { router } = await renderApp('/pc/policyList?status=7&page=abc', server.api.origin);
    await waitFor(() => expect(titles()[0]).toBe('资讯1'));
    expect(router.state.location.search).toEqual({ status: 0, page: 1 });
  });

  it('shows a failed list with a retry that loads it', async () => {
    let failing = true;
    await start({
      [newsCalls.get_information.path]: (request) =>
        failing
          ? { status: 500, body: { code: 500, msg: '服务器内部错误' } }
          : pageOf(request, listOf('资讯', 12)),
    });
    await renderApp('/pc/policyList', server.api.origin);
    // The list's own alert: the global toast of the 500 (服务器内部错误) is an alert too.
    const alert = (await screen.findByText('政策资讯加载失败，请稍后重试')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(titles()).toHaveLength(10));
  });
});

describe('/policyDetail', () => {
  it('shows the article of the tab’s table, sanitized, titled by its title', async () => {
    await start();
    await renderApp('/pc/policyDetail?id=7&status=1', server.api.origin);
    const heading = await screen.findByRole('heading', { level: 1, name: article.title });
    const sheet = heading.closest('article')!;
    expect(sheet.textContent).toContain('发布单位：杭州市经济和信息化局');
    expect(sheet.textContent).toContain('发布日期：2026-03-08');
    expect(sheet.textContent).toContain('经企业申报、专家评审，现予以公示。');
    // Sanitized again in the page (@qyfw/ui's sanitize-html.test checks the markup in detail,
    // under jsdom: happy-dom's DOM lets DOMPurify keep a <script>, but handles attributes).
    expect(sheet.querySelector('[onclick]')).toBeNull();
    expect(requestsTo(newsCalls.bulletin_detail.path)).toEqual([{ id: 7, user_id: '' }]);
    await waitFor(() => expect(document.title).toBe(`${article.title} - 企业服务门户`));
    // The announcement names its policy and call: both a click away.
    const announces = screen.getByRole('navigation', { name: '本公告涉及的政策' });
    expect(within(announces).getByRole('link', { name: '查看政策详情' }).getAttribute('href')).toBe(
      '/pc/policyDetailData?id=3',
    );
    expect(
      within(announces).getByRole('link', { name: '查看申报通知并申报' }).getAttribute('href'),
    ).toBe('/pc/policyDetailData?id=3#call-5');
    const trail = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(trail).getByRole('link', { name: '正在公示' }).getAttribute('href')).toBe(
      '/pc/policyList?status=1',
    );
  });

  it('shows a failed article with a retry, not the 404 page', async () => {
    let failing = true;
    await start({
      [newsCalls.bulletin_detail.path]: () =>
        failing
          ? { status: 503, body: { code: 503, msg: '服务暂时不可用，请稍后再试' } }
          : ok(article),
    });
    await renderApp('/pc/policyDetail?id=7&status=2', server.api.origin);
    // The article's own error (a toast may say the same in a second alert).
    // After the query's own retry (one, after its back-off).
    const retry = await screen.findByRole('button', { name: '重新加载' });
    expect(retry.closest('[role="alert"]')!.textContent).toContain('资讯加载失败：服务暂时不可用');
    expect(screen.queryByRole('heading', { name: '页面不存在' })).toBeNull();
    failing = false;
    fireEvent.click(retry);
    await screen.findByRole('heading', { level: 1, name: article.title });
  });

  it.each([
    ['an unknown id', '/pc/policyDetail?id=999&status=0'],
    ['no id', '/pc/policyDetail'],
    ['an id that is not a number', '/pc/policyDetail?id=abc'],
  ])('answers %s with the not-found page', async (_case, path) => {
    await start();
    await renderApp(path, server.api.origin);
    await screen.findByRole('heading', { name: '页面不存在' });
  });
});
