import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeApiServer } from '../../test/fake-api-server';
import { pointPageAt } from '../../test/point-page-at';
import { renderApp } from '../../test/render-app';
import { PCCONFIG_PATH, siteConfig } from '../../test/site-config.fixture';
import { ok } from '../../test/session.fixture';
import { App } from '../app';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;

beforeEach(async () => {
  api = await startFakeApiServer({ [PCCONFIG_PATH]: ok(siteConfig) });
});

afterEach(async () => {
  await api.close();
});

const nav = () => screen.getByRole('navigation', { name: '主导航' });

// What every route gets from the router (router.ts) and from its staticData (routing/page-meta.ts).
describe('router-wide pages and per-route data', () => {
  it('titles the document from the matched page', async () => {
    await renderApp('/pc/index', api.origin);
    await waitFor(() => expect(document.title).toBe('首页 - 企业服务门户'));
    await renderApp('/pc/forgetPassWord', api.origin);
    await waitFor(() => expect(document.title).toBe('找回密码 - 企业服务门户'));
  });

  it('answers an unknown address with the Chinese 404 page, no tab marked', async () => {
    await renderApp('/pc/no-such-page', api.origin);
    await screen.findByRole('heading', { name: '页面不存在', level: 1 });
    expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 企业服务门户'));
  });

  it('answers a route’s notFound() (an agreement status that does not exist) with the 404 page', async () => {
    await renderApp('/pc/ysMent?status=9', api.origin);
    await screen.findByRole('heading', { name: '页面不存在', level: 1 });
    expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('shows a failed page in Chinese and tries again on 重试', async () => {
    pointPageAt(api.origin, '/pc/ysMent?status=1');
    const queryClient = createQueryClient();
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: ['/pc/ysMent?status=1'] }),
    });
    // A loader that fails once, as a page whose data cannot be loaded would.
    let attempts = 0;
    // (Set on the route's options directly: the typed update() takes no loader.) The route is
    // the route tree's own object, shared by every test file in this worker (isolate: false):
    // its own loader goes back when this test ends.
    const options = router.routesByPath['/ysMent'].options;
    const ownLoader = options.loader;
    onTestFinished(() => {
      Object.assign(options, { loader: ownLoader });
    });
    Object.assign(options, {
      loader: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('network down');
      },
    });
    render(<App queryClient={queryClient} router={router} />);

    // By its name: another test file's toast or dialog may still be in the shared document.
    const alert = await screen.findByRole('alert', { name: '页面加载失败' });
    within(alert).getByRole('heading', { name: '页面加载失败' });
    expect(alert.textContent).not.toMatch(/Something went wrong/i);
    within(alert).getByRole('link', { name: '返回首页' });

    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '页面加载失败' })).toBeNull());
  });
});
