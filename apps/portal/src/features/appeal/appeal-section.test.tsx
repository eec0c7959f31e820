import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@qyfw/portal-sdk/schemas';
import { renderPlainLink } from '@qyfw/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApiServer } from '../../../test/fake-api-server';
import { appealStatistics, HOME_PATHS, ok, serverError } from '../../../test/home-api.fixture';
import { renderSection } from '../../../test/render-section';
import { endSession, startSession } from '../../session/session-store';
import { AppealSection } from './appeal-section';

type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;
let api: FakeApi | undefined;

afterEach(async () => {
  cleanup();
  endSession();
  await api?.close();
  api = undefined;
});

const member: Session = {
  id: 7,
  user_id: 7,
  nickname: '张经理',
  username: 'demo_member',
  email: null,
  mobile: '13800000002',
  avatar_id: null,
  notice_time: null,
  qyedit: null,
  qiyeauthentication: null,
  enterprise: null,
  roles: ['member'],
  token: 'member-token',
};

async function renderAppeals() {
  api = await startFakeApiServer({ [HOME_PATHS.appealStatistics]: ok(appealStatistics) });
  const rendered = await renderSection(<AppealSection renderLink={renderPlainLink} />, api.origin);
  const section = screen.getByRole('region', { name: '企业诉求' });
  await within(section).findByText('办结率');
  return { ...rendered, section };
}

function figure(section: HTMLElement, label: string) {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('AppealSection', () => {
  it('shows the totals by state and the completion rate as a percentage', async () => {
    const { section } = await renderAppeals();
    expect(figure(section, '办结率')).toBe('89.7%');
    expect(figure(section, '诉求总数')).toBe('300件');
    expect(figure(section, '待处理')).toBe('11件');
    expect(figure(section, '处理中')).toBe('20件');
    expect(figure(section, '已办结')).toBe('269件');
  });

  it('asks a visitor to log in before appealing', async () => {
    endSession();
    const { section, router } = await renderAppeals();
    fireEvent.click(within(section).getByRole('button', { name: '我要诉求' }));
    await screen.findByText('请先登录');
    expect(router.state.location.pathname).toBe('/index');
  });

  it('asks a member without an enterprise to complete it first', async () => {
    const { section, router } = await renderAppeals();
    // After the render: the session's user lives in the query cache the app was given.
    startSession(member);
    fireEvent.click(within(section).getByRole('button', { name: '我要诉求' }));
    await screen.findByText('请到个人中心补全企业信息');
    expect(router.state.location.pathname).toBe('/index');
  });

  it('takes an enterprise member to the appeal form', async () => {
    const { section, router } = await renderAppeals();
    startSession({ ...member, qiyeauthentication: { enterprise_id: 12 } } as Session);
    fireEvent.click(within(section).getByRole('button', { name: '我要诉求' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subEnterprise'));
  });

  it('says so when the statistics cannot be loaded', async () => {
    api = await startFakeApiServer({ [HOME_PATHS.appealStatistics]: serverError });
    await renderSection(<AppealSection renderLink={renderPlainLink} />, api.origin);
    const section = screen.getByRole('region', { name: '企业诉求' });
    expect((await within(section).findByRole('alert')).textContent).toContain('诉求统计加载失败');
  });
});
