import { screen, within } from '@testing-library/react';
import { message_unread_count } from '@qyfw/portal-sdk/calls/message';
import { MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import {
  enterpriseMember,
  ok,
  PATHS,
  plainMember,
  phoneOnlyMember,
  storeSession,
} from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.userDetail]: ok(enterpriseMember),
    [message_unread_count.path]: ok({
      total: 3,
      by_type: { ...Object.fromEntries(MESSAGE_TYPE_NAMES.map((type) => [type, 0])), auth: 3 },
    }),
  };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
  localStorage.clear();
});

// Issue 13: every personal-center screen shares the member's card and the side menu.
describe('the personal center', () => {
  it('opens 基本信息 from /personalcenter, with the card and the current menu entry marked', async () => {
    storeSession(enterpriseMember, api.origin);
    const { router } = await renderApp('/pc/personalcenter', api.origin);
    const card = await screen.findByRole('region', { name: 'demo_enterprise' });
    expect(router.state.location.pathname).toBe('/basics');
    expect(within(card).getByText('杭州云栖智造科技有限公司')).toBeTruthy();
    expect(within(card).getByText('已认证')).toBeTruthy();
    expect(
      (await within(card).findByRole('link', { name: /未读消息\s*3/ })).getAttribute('href'),
    ).toBe('/pc/messages');
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    const current = within(menu).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('基本信息');
  });

  it('shows where a returned authentication stands', async () => {
    answers[PATHS.userDetail] = ok({
      ...plainMember,
      enterprise: {
        name: '杭州丁新材料有限公司',
        credit_code: '91330100MA2TEST00X',
        auth_state: 'returned',
      },
    });
    storeSession(plainMember, api.origin);
    await renderApp('/pc/basics', api.origin);
    const card = await screen.findByRole('region', { name: 'demo_member' });
    expect(within(card).getByText('已退回')).toBeTruthy();
  });

  it('tells a member without a username where to set one, and one without an enterprise that it is missing', async () => {
    answers[PATHS.userDetail] = ok(phoneOnlyMember);
    storeSession(phoneOnlyMember, api.origin);
    await renderApp('/pc/basics', api.origin);
    const card = await screen.findByRole('region', { name: '138****0003' });
    expect(within(card).getByRole('link', { name: '去完善账号信息' }).getAttribute('href')).toBe(
      '/pc/bindInfo',
    );
    expect(within(card).getByRole('link', { name: '去企业认证' }).getAttribute('href')).toBe(
      '/pc/identity',
    );
  });

  it('marks the 个人中心 tab on every screen it holds', async () => {
    const { router } = await renderApp('/pc/index', api.origin);
    const screens = Object.values(router.routesById).filter(
      (route) => route.id.startsWith('/_member/_center/') && route.options.staticData?.page,
    );
    expect(screens.length).toBeGreaterThanOrEqual(8);
    for (const route of screens)
      expect(route.options.staticData?.page?.tab, route.id).toBe('basics');
  });

  it('asks a visitor to log in instead', async () => {
    await renderApp('/pc/personalcenter', api.origin);
    expect(await screen.findByText(/请先登录/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '个人中心菜单' })).toBeNull();
  });
});
