// The member layout's gate (contract §5): a member without an enterprise is told
// 请到个人中心补全企业信息 and given the way to get one — 企业认证 (/identity, DOMAIN §7) first.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessRefusedError, closeLoginDialog, takeLoginDestination } from '../session';
import { isLoginDialogOpen } from '../session/login-dialog-store';
import { MemberGate } from './member-gate';

/** A page refused for `refusal`, the way the member layout throws it, and /identity beside it. */
async function renderRefused(refusal: 'login' | 'enterprise') {
  const page = (title: string) => ({ page: { tab: null, title, plain: true } });
  const root = createRootRoute({ staticData: { page: null } });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/match',
        staticData: page('政策匹配'),
        beforeLoad: () => {
          throw new AccessRefusedError(refusal);
        },
        errorComponent: MemberGate,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/identity',
        staticData: page('企业认证'),
        component: () => <h1>企业认证</h1>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/match'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByText(refusal === 'login' ? /请先登录/ : '请到个人中心补全企业信息');
  return router;
}

describe('MemberGate', () => {
  it('sends a member without an enterprise to 企业认证', async () => {
    const router = await renderRefused('enterprise');
    const link = screen.getByRole('link', { name: '前往企业认证' });
    expect(link.getAttribute('href')).toBe('/identity');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: '企业认证' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/identity');
  });

  it('offers a visitor the login instead, opening the login dialog to continue here', async () => {
    await renderRefused('login');
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '前往企业认证' })).toBeNull();
    // As every guarded entry (issue 25): the dialog is open, and the login comes back here.
    expect(isLoginDialogOpen()).toBe(true);
    expect(takeLoginDestination()).toBe('/match');
    closeLoginDialog();
  });
});
