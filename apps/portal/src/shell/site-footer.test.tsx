import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApiServer } from '../../test/fake-api-server';
import { renderApp } from '../../test/render-app';
import { PCCONFIG_PATH, siteConfig } from '../../test/site-config.fixture';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function withConfig(delayMs = 0) {
  api = await startFakeApiServer({
    [PCCONFIG_PATH]: { status: 200, body: { code: 200, msg: '', data: siteConfig }, delayMs },
  });
  return api;
}

function footer() {
  return screen.getByRole('contentinfo');
}

function contactValue(label: string) {
  const term = within(footer()).getByText(`${label}：`, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const NOTICE = { name: '免责声明与隐私提示' } as const;

describe('SiteFooter', () => {
  it('shows the site config read through the SDK client', async () => {
    const { origin, requests } = await withConfig();
    await renderApp('/pc/index', origin);

    await within(footer()).findByText('400-800-1234');
    expect(contactValue('服务热线')).toBe('400-800-1234');
    expect(contactValue('联系电话')).toBe('0571-88886666');
    expect(contactValue('商务合作')).toBe('bd@qyfw.example.cn');
    expect(contactValue('公司地址')).toBe('浙江省杭州市西湖区文三路 90 号');
    expect(within(footer()).getByRole('img', { name: '客服微信二维码' }).getAttribute('src')).toBe(
      '/uploads/kf-qr.png',
    );
    within(footer()).getByText('Copyright © 2026 企业服务门户 版权所有');
    expect(
      within(footer()).getByRole('link', { name: '浙ICP备2026000001号-1' }).getAttribute('href'),
    ).toBe('https://beian.miit.gov.cn/');

    // One config call, shared by the footer and the home page.
    const configCalls = requests.filter((request) => request.url === PCCONFIG_PATH);
    expect(configCalls).toHaveLength(1);
    expect(configCalls[0]).toMatchObject({
      method: 'POST',
      url: PCCONFIG_PATH,
      body: { user_id: '' },
    });
    expect(configCalls[0]!.headers.authorization).toMatch(/^Basic /);
    expect(configCalls[0]!.headers.token).toBeUndefined();
  });

  it('sends the stored user id and the token cookie with the call', async () => {
    const { origin, requests } = await withConfig();
    localStorage.setItem('userId', '42');
    document.cookie = 'token=session-token-1; path=/';
    await renderApp('/pc/index', origin);

    await within(footer()).findByText('400-800-1234');
    const configCall = requests.find((request) => request.url === PCCONFIG_PATH);
    expect(configCall!.body).toEqual({ user_id: '42' });
    expect(configCall!.headers.token).toBe('session-token-1');
  });

  it('leaves the notice out on the home page', async () => {
    const { origin } = await withConfig();
    await renderApp('/pc/index', origin);

    await within(footer()).findByText('400-800-1234');
    expect(within(footer()).queryByRole('region', NOTICE)).toBeNull();
  });

  it('shows the notice on every other page', async () => {
    const { origin } = await withConfig();
    await renderApp('/pc/expertDetail?id=3', origin);

    await within(footer()).findByText('400-800-1234');
    const notice = within(footer()).getByRole('region', NOTICE);
    expect(notice.textContent).toContain('免责声明');
    expect(notice.textContent).toContain('隐私提示');
  });

  it('links the agreements under the base path', async () => {
    const { origin } = await withConfig();
    await renderApp('/pc/index', origin);
    await within(footer()).findByText('400-800-1234');

    const nav = within(footer()).getByRole('navigation', { name: '协议与简介' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['用户协议', '/pc/ysMent?status=2'],
      ['隐私政策', '/pc/ysMent?status=1'],
      ['公司简介', '/pc/ysMent?status=3'],
    ]);
  });

  it('holds its place with placeholders while the config loads', async () => {
    const { origin } = await withConfig(300);
    // Not the home page: its route waits for the config before it shows.
    await renderApp('/pc/expertDetail?id=3', origin);

    await waitFor(() => expect(footer().getAttribute('aria-busy')).toBe('true'));
    expect(within(footer()).queryByText('400-800-1234')).toBeNull();
    await within(footer()).findByText('400-800-1234');
    expect(footer().hasAttribute('aria-busy')).toBe(false);
  });

  it('says so in one line when the call fails, and the links still work', async () => {
    api = await startFakeApiServer({
      [PCCONFIG_PATH]: { status: 500, body: { code: 500, msg: '服务器内部错误' } },
    });
    await renderApp('/pc/expertDetail?id=3', api.origin);

    const alert = await within(footer()).findByRole('alert');
    expect(alert.textContent).toBe('联系方式暂时无法加载，请稍后刷新页面重试。');
    expect(within(footer()).queryByText('服务热线：')).toBeNull();
    expect(within(footer()).getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe(
      '/pc/ysMent?status=2',
    );
    within(footer()).getByRole('region', NOTICE);
  });
});
