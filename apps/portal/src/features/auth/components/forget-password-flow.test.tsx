import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/render-app';
import { ok, PATHS } from '../../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = { [PCCONFIG_PATH]: ok(siteConfig) };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
});

async function toResetStep(account: string) {
  const app = await renderApp('/pc/forgetPassWord', api.origin);
  const first = await screen.findByRole('form', { name: '填写账号' });
  fireEvent.click(within(first).getByRole('button', { name: '下一步' }));
  await within(first).findByText('请输入账号');
  fireEvent.change(within(first).getByLabelText('账号'), { target: { value: account } });
  fireEvent.click(within(first).getByRole('button', { name: '下一步' }));
  const form = await screen.findByRole('form', { name: '验证身份并重置' });
  return { ...app, form };
}

// The reset journey (send, validate, reset, then the login dialog) took 9–20 s while five other
// suites ran on the two shared cores: 20 s was too tight.
describe('/forgetPassWord', () => {
  it('after a send, says where the code went only as "if", and what to do when nothing arrives', async () => {
    // The server answers every account alike: unknown, known with or without the contact.
    answers[PATHS.forgetSend] = ok(null);
    const { form } = await toResetStep('old_member');
    await waitFor(() => expect(document.title).toBe('找回密码 - 企业服务门户'));
    fireEvent.click(within(form).getByRole('button', { name: /发送验证码$/ }));
    const notice = await within(form).findByRole('status');
    expect(notice.textContent).toContain('如账号存在且已绑定所选手机号，验证码已发送，请注意查收');
    expect(notice.textContent).toContain('或改用绑定的邮箱找回');
    expect(notice.textContent).toContain(
      '账号未绑定手机号和邮箱时无法自助找回，请拨打服务热线 400-800-1234',
    );
    // Choosing the other contact starts over: its own send, its own notice.
    fireEvent.click(within(form).getByRole('radio', { name: '绑定的邮箱' }));
    await waitFor(() => expect(within(form).queryByRole('status')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: /发送验证码$/ }));
    expect((await within(form).findByRole('status')).textContent).toContain(
      '如账号存在且已绑定所选邮箱，验证码已发送',
    );
  });

  it('sends a code to the chosen channel and sets the new password', async () => {
    answers[PATHS.forgetSend] = ok(null);
    answers[PATHS.forgetReset] = ok(null);
    const { form, router } = await toResetStep('demo_enterprise');
    fireEvent.click(within(form).getByRole('radio', { name: '绑定的邮箱' }));
    fireEvent.click(within(form).getByRole('button', { name: /发送验证码$/ }));
    await within(form).findByRole('button', { name: /59s后重新获取$/ });
    expect(api.requests.find((request) => request.url === PATHS.forgetSend)?.body).toMatchObject({
      account: 'demo_enterprise',
      channel: 'email',
    });

    fireEvent.click(within(form).getByRole('button', { name: '重置密码' }));
    await within(form).findByText('请输入验证码');
    fireEvent.change(within(form).getByLabelText('验证码'), { target: { value: '112233' } });
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'short1' } });
    await within(form).findByText('密码长度为8–32位');
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'NewPass2026' } });
    fireEvent.change(within(form).getByLabelText('确认新密码'), {
      target: { value: 'NewPass2026' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '重置密码' }));

    await screen.findByText('密码已重置');
    expect(api.requests.find((request) => request.url === PATHS.forgetReset)?.body).toMatchObject({
      account: 'demo_enterprise',
      channel: 'email',
      code: '112233',
      password: 'NewPass2026',
    });
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/index');
  });

  it('shows why a reset was refused', async () => {
    answers[PATHS.forgetReset] = { status: 400, body: { code: 400, msg: '验证码错误或已过期' } };
    const { form } = await toResetStep('demo_enterprise');
    fireEvent.change(within(form).getByLabelText('验证码'), { target: { value: '000000' } });
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'NewPass2026' } });
    fireEvent.change(within(form).getByLabelText('确认新密码'), {
      target: { value: 'NewPass2026' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '重置密码' }));
    await screen.findByText('验证码错误或已过期');
    // Still on the form, to try another code.
    within(form).getByRole('button', { name: /重置密码$/ });
  });
});
