import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer } from '../test/fake-api-server';
import { renderApp } from '../test/render-app';
import { PCCONFIG_PATH, siteConfig } from '../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;

beforeEach(async () => {
  api = await startFakeApiServer({
    [PCCONFIG_PATH]: { status: 200, body: { code: 200, msg: '', data: siteConfig } },
  });
});

afterEach(async () => {
  await api.close();
});

/** Waits for the footer's config too, so no request is in flight when the server closes. */
async function open(path: string) {
  const app = await renderApp(path, api.origin);
  await within(screen.getByRole('contentinfo')).findByText('400-800-1234');
  return app;
}

describe('routes', () => {
  it('sends the root address to the home page under /pc', async () => {
    const { router } = await open('/pc/');
    expect(router.state.location.pathname).toBe('/index');
    expect(router.history.location.pathname).toBe('/pc/index');
  });

  it('shows the home page under the site name, titled 首页', async () => {
    await open('/pc/index');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('企业服务门户');
    screen.getByRole('region', { name: '平台数据' });
    await waitFor(() => expect(document.title).toBe('首页 - 企业服务门户'));
  });

  it('answers an unknown address with a Chinese not-found page and a way home', async () => {
    const { router } = await open('/pc/no-such-page');
    screen.getByRole('heading', { name: '页面不存在' });
    await waitFor(() => expect(document.title).toBe('页面不存在 - 企业服务门户'));

    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home.getAttribute('href')).toBe('/pc/index');
    fireEvent.click(home);
    await screen.findByRole('heading', { name: '企业服务门户' });
    expect(router.state.location.pathname).toBe('/index');
    await waitFor(() => expect(document.title).toBe('首页 - 企业服务门户'));
  });

  it('follows a footer link inside the app, without reloading the page', async () => {
    const { router } = await open('/pc/index');
    fireEvent.click(screen.getByRole('link', { name: '公司简介' }));
    await waitFor(() => expect(router.state.location.href).toBe('/ysMent?status=3'));
    expect(router.history.location.pathname).toBe('/pc/ysMent');
  });
});
