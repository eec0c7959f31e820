import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/render-app';
import {
  enterpriseMember,
  ok,
  PATHS,
  phoneOnlyMember,
  plainMember,
  storeSession,
} from '../../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../../test/site-config.fixture';
import { closeLoginDialog } from '../../../session';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.listCount]: ok({
      zzgl: 0,
      patent_num: 0,
      copyright_num: 0,
      softright_num: 0,
      brand_num: 0,
    }),
  };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  closeLoginDialog();
  await api.close();
});

/** A code with the right GB 32100 check character (the last). */
const CREDIT_CODE = '91330106MA27XRGE13';

describe('/bindInfo', () => {
  it('asks for the username a phone-only member lacks, then the enterprise, and goes home', async () => {
    const completed = {
      ...phoneOnlyMember,
      username: 'new_member',
      qyedit: { status: 1, enterprise_id: 40 },
    };
    answers[PATHS.userDetail] = ok(phoneOnlyMember);
    answers[PATHS.bindInfo] = ok(null);
    storeSession(phoneOnlyMember, api.origin);
    const { router } = await renderApp('/pc/bindInfo', api.origin);
    const form = await screen.findByRole('form', { name: '完善账号信息' });
    await waitFor(() => expect(document.title).toBe('完善账号信息 - 企业服务门户'));

    fireEvent.click(within(form).getByRole('button', { name: /^提\s*交$/ }));
    await within(form).findByText('请输入用户名');
    within(form).getByText('请输入企业名称');
    within(form).getByText('请输入统一社会信用代码');
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), {
      target: { value: '91330106MA27XRGE1A' },
    });
    await within(form).findByText('统一社会信用代码有误');

    fireEvent.change(within(form).getByLabelText('用户名'), { target: { value: 'new_member' } });
    fireEvent.change(within(form).getByLabelText('企业名称'), {
      target: { value: '杭州示例科技有限公司' },
    });
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), {
      target: { value: CREDIT_CODE.toLowerCase() },
    });
    answers[PATHS.userDetail] = ok(completed);
    fireEvent.click(within(form).getByRole('button', { name: /^提\s*交$/ }));

    await screen.findByText('账号信息已完善');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(api.requests.find((request) => request.url === PATHS.bindInfo)?.body).toMatchObject({
      username: 'new_member',
      enterprise_name: '杭州示例科技有限公司',
      credit_code: CREDIT_CODE,
    });
    // User info was loaded again: the header greets the new username.
    await screen.findByRole('link', { name: 'new_member' });
  });

  it('keeps the username a member already has', async () => {
    answers[PATHS.userDetail] = ok(plainMember);
    answers[PATHS.bindInfo] = ok(null);
    storeSession(plainMember, api.origin);
    await renderApp('/pc/bindInfo', api.origin);
    const form = await screen.findByRole('form', { name: '完善账号信息' });
    expect((within(form).getByLabelText('用户名') as HTMLInputElement).value).toBe('demo_member');
    fireEvent.change(within(form).getByLabelText('企业名称'), {
      target: { value: '杭州示例科技有限公司' },
    });
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), {
      target: { value: CREDIT_CODE },
    });
    fireEvent.click(within(form).getByRole('button', { name: /^提\s*交$/ }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.url === PATHS.bindInfo)?.body).toMatchObject({
        username: 'demo_member',
      }),
    );
  });

  it('asks a visitor to log in first', async () => {
    await renderApp('/pc/bindInfo', api.origin);
    await screen.findByText('请先登录，再完善账号信息');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: /^登\s*录$/ }));
    await screen.findByRole('dialog', { name: '扫码登录' });
  });

  it('tells a member whose account is complete that there is nothing to do', async () => {
    answers[PATHS.userDetail] = ok(enterpriseMember);
    storeSession(enterpriseMember, api.origin);
    await renderApp('/pc/bindInfo', api.origin);
    await screen.findByText('您的账号信息和企业信息已完善。');
    expect(screen.queryByRole('form', { name: '完善账号信息' })).toBeNull();
  });
});
