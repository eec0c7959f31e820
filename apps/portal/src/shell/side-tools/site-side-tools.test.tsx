import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import { ok, PATHS, plainMember, storeSession } from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';
import { closeLoginDialog } from '../../session';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = { [PCCONFIG_PATH]: ok(siteConfig) };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  closeLoginDialog();
  vi.restoreAllMocks();
  await api.close();
});

const tools = () => screen.getByRole('complementary', { name: '便捷工具' });

describe('side tools', () => {
  it('asks a visitor to log in before consulting', async () => {
    const { router } = await renderApp('/pc/expertDetail?id=3', api.origin);
    fireEvent.click(within(tools()).getByRole('button', { name: '在线咨询' }));
    await screen.findByText('请先登录');
    // In the login dialog, as every guarded entry (issue 25).
    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/expertDetail');
  });

  it('takes a member to /companyConsultation', async () => {
    answers[PATHS.userDetail] = ok(plainMember);
    storeSession(plainMember, api.origin);
    const { router } = await renderApp('/pc/expertDetail?id=3', api.origin);
    fireEvent.click(within(tools()).getByRole('button', { name: '在线咨询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyConsultation'));
  });

  it('jumps to a home section from another page: home first, then the section itself', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const { router } = await renderApp('/pc/expertDetail?id=3', api.origin);
    fireEvent.click(within(tools()).getByRole('button', { name: '快速导航' }));
    const menu = within(tools()).getByRole('list', { name: '快速导航' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['最新动态', '政策资讯', '政策资源', '惠企服务', '企业诉求', '专家人才', '服务体系']);
    fireEvent.click(within(menu).getByRole('button', { name: '专家人才' }));

    await waitFor(() => expect(scrolled).toEqual(['home-expertsTalents']));
    expect(router.state.location.pathname).toBe('/index');
    // Room for the sticky navigation bar above the section's title.
    expect(document.getElementById('home-expertsTalents')!.style.scrollMarginTop).toBe('60px');
  });

  it('offers back to top once the page has scrolled', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderApp('/pc/expertDetail?id=3', api.origin);
    expect(within(tools()).queryByRole('button', { name: '返回顶部' })).toBeNull();

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    fireEvent.scroll(window);
    fireEvent.click(await within(tools()).findByRole('button', { name: '返回顶部' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
