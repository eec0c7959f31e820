import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import {
  enterpriseMember,
  ok,
  PATHS,
  plainMember,
  storeSession,
} from '../../../test/session.fixture';
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
  await api.close();
});

/** A page without data of its own (the not-found page of a later issue's route). */
const PAGE = '/pc/expertDetail?id=3';

async function open(path = PAGE) {
  const app = await renderApp(path, api.origin);
  await within(screen.getByRole('contentinfo')).findByText('400-800-1234');
  return app;
}

async function openAs(user: UserInfo, path = PAGE) {
  answers[PATHS.userDetail] = ok(user);
  storeSession(user, api.origin);
  const app = await open(path);
  await screen.findByRole('link', { name: user.username ?? '' });
  return app;
}

const nav = () => screen.getByRole('navigation', { name: '主导航' });
const tab = (name: string) => within(nav()).getByRole('link', { name });

describe('header tabs', () => {
  it('shows the eleven tabs of contract §2 with their addresses', async () => {
    await open();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['首页', '/pc/index'],
      ['政策库', '/pc/policyData'],
      ['政策匹配', '/pc/match'],
      ['知识产权', '/pc/equity'],
      ['惠企服务', '/pc/serve'],
      ['专家库', '/pc/expert'],
      ['人才库', '/pc/person'],
      ['融资服务', '/pc/finance'],
      ['企业诉求', '/pc/enterprise'],
      ['供需市场', '/pc/gongxu'],
      ['个人中心', '/pc/basics'],
    ]);
  });

  it('marks the page’s own tab, and none on an agreement page', async () => {
    const { router } = await open('/pc/index');
    expect(tab('首页').getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    await router.navigate({ href: '/pc/ysMent?status=2' });
    await waitFor(() => expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull());
  });

  it('marks no tab on a 404 page, even at an address of a tab’s section (issue 10)', async () => {
    // /expertDetail and /expertList belong to tabs but are not built yet: 404, so no page, no tab.
    const { router } = await open('/pc/expertDetail?id=3');
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull();
    await router.navigate({ href: '/pc/index' });
    await waitFor(() => expect(tab('首页').getAttribute('aria-current')).toBe('page'));
    await router.navigate({ href: '/pc/expertList' });
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('opens an open tab for anyone', async () => {
    const { router } = await open();
    fireEvent.click(tab('惠企服务'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/serve'));
  });

  it('asks a visitor to log in for 政策匹配 in the login dialog, as for 个人中心, and stays', async () => {
    const { router } = await open();
    fireEvent.click(tab('政策匹配'));
    await screen.findByText('请先登录');
    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/expertDetail');
  });

  it('opens the login dialog for a visitor’s 个人中心', async () => {
    const { router } = await open();
    fireEvent.click(tab('个人中心'));
    await screen.findByText('请先登录');
    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/expertDetail');
  });

  it('tells a member without an enterprise to complete it before 政策匹配, and takes them to 企业认证', async () => {
    const { router } = await openAs(plainMember);
    fireEvent.click(tab('政策匹配'));
    await screen.findByText('请到个人中心补全企业信息');
    await waitFor(() => expect(router.state.location.pathname).toBe('/identity'));
  });

  it('lets an enterprise member into 政策匹配 and a member into 个人中心', async () => {
    answers[PATHS.listCount] = ok({
      zzgl: 0,
      patent_num: 0,
      copyright_num: 0,
      softright_num: 0,
      brand_num: 0,
    });
    const { router } = await openAs(enterpriseMember);
    fireEvent.click(tab('政策匹配'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/match'));
    fireEvent.click(tab('个人中心'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basics'));
  });
});

describe('top search', () => {
  const search = () => screen.getByRole('search');

  it('opens on 政策, the portal’s main search', async () => {
    await open();
    const policy = within(search()).getByRole('button', { name: '政策' });
    expect(policy.getAttribute('aria-pressed')).toBe('true');
    expect(within(search()).getByRole('searchbox').getAttribute('placeholder')).toBe(
      '请输入政策名称或关键词',
    );
  });

  it('asks a visitor to log in first (contract §5), in the login dialog', async () => {
    const { router } = await open();
    fireEvent.change(within(search()).getByRole('searchbox'), { target: { value: '高新技术' } });
    fireEvent.click(within(search()).getByRole('button', { name: /搜索/ }));
    await screen.findByText('请先登录');
    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/expertDetail');
  });

  it.each([
    ['企业', '数字科技', '/enterpriseLibrary'],
    ['政策', '高新技术', '/policyData'],
    ['专家', '知识产权', '/expertList'],
    ['服务', '财税', '/serviceList'],
  ])('takes a member from %s to its list with the keyword', async (label, keyword, route) => {
    const { router } = await openAs(plainMember, '/pc/index');
    fireEvent.click(within(search()).getByRole('button', { name: label }));
    fireEvent.change(within(search()).getByRole('searchbox'), {
      target: { value: ` ${keyword} ` },
    });
    fireEvent.submit(search());
    await waitFor(() => expect(router.state.location.pathname).toBe(route));
    expect(router.state.location.search).toEqual({ keyword });
  });

  it('sends 供需 to supply (/productList) or demand (/demandList)', async () => {
    const { router } = await openAs(plainMember);
    fireEvent.click(within(search()).getByRole('button', { name: '供需' }));
    const types = within(search()).getByRole('radiogroup', { name: '供需类型' });
    fireEvent.change(within(search()).getByRole('searchbox'), { target: { value: '工业机器人' } });
    fireEvent.submit(search());
    await waitFor(() => expect(router.state.location.pathname).toBe('/productList'));
    expect(router.state.location.search).toEqual({ keyword: '工业机器人' });

    fireEvent.click(within(types).getByRole('radio', { name: '需求' }));
    fireEvent.submit(search());
    await waitFor(() => expect(router.state.location.pathname).toBe('/demandList'));
    expect(router.state.location.search).toEqual({ keyword: '工业机器人' });
  });
});

describe('top bar', () => {
  it('offers register in a new window, the data screen in a new tab, and the bookmark hint', async () => {
    await open();
    const register = screen.getByRole('link', { name: '注册' });
    expect(register.getAttribute('href')).toBe('/pc/register');
    expect(register.getAttribute('target')).toBe('_blank');
    const dataScreen = screen.getByRole('link', { name: /数据大屏/ });
    expect(dataScreen.getAttribute('href')).toBe('/pc/dataPage/page1');
    expect(dataScreen.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: /收藏本站/ }));
    await screen.findByText(/请按 Ctrl\+D（Windows）或 Cmd\+D（Mac）收藏/);
  });

  it('draws the mobile-entry QR for the portal’s address when the panel opens', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: /手机版/ }));
    const image = await screen.findByRole('img', { name: '手机版二维码' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.getAttribute('src')!)).toContain('<svg');
  });

  it('greets a member by name instead of offering 登录', async () => {
    await openAs(plainMember);
    expect(screen.getByRole('link', { name: 'demo_member' }).getAttribute('href')).toBe(
      '/pc/basics',
    );
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    screen.getByRole('button', { name: /退出/ });
  });
});
