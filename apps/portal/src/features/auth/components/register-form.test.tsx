import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/render-app';
import { loginOk, ok, PATHS, plainMember, sessionOf } from '../../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = { [PCCONFIG_PATH]: ok(siteConfig), [PATHS.dxSend]: loginOk(null) };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
});

async function openRegister() {
  const app = await renderApp('/pc/register', api.origin);
  const form = await screen.findByRole('form', { name: '注册' });
  return { ...app, form };
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('/register', () => {
  it('is titled 注册 and explains every rule in Chinese', async () => {
    const { form } = await openRegister();
    await waitFor(() => expect(document.title).toBe('注册 - 企业服务门户'));
    fireEvent.click(within(form).getByRole('button', { name: '注册并登录' }));
    await within(form).findByText('请输入用户名');
    within(form).getByText('请输入密码');
    within(form).getByText('请再次输入密码');
    within(form).getByText('请输入手机号');
    within(form).getByText('请输入验证码');
    within(form).getByText('请阅读并同意《用户协议》和《隐私政策》');

    fill(form, '用户名', '1abc');
    fill(form, '密码', 'abcdefgh');
    fill(form, '确认密码', 'abcdefgX');
    fill(form, '手机号', '0571-88886666');
    fill(form, '验证码', '12a');
    await within(form).findByText('用户名为4–32位字母、数字或下划线，且以字母开头');
    await within(form).findByText('密码须同时包含字母和数字');
    await within(form).findByText('两次输入的密码不一致');
    // Registration confirms the phone by SMS: a landline will not do.
    await within(form).findByText('手机号输入有误');
    await within(form).findByText('验证码为6位数字');
    expect(api.requests.some((request) => request.url === PATHS.register)).toBe(false);
  });

  it('registers, logs the new member in and goes home', async () => {
    answers[PATHS.register] = ok(sessionOf(plainMember));
    answers[PATHS.userDetail] = ok(plainMember);
    const { form, router } = await openRegister();
    fill(form, '用户名', 'demo_member');
    fill(form, '密码', 'Demo2026abc');
    fill(form, '确认密码', 'Demo2026abc');
    fill(form, '手机号', '13800000002');
    fireEvent.click(within(form).getByRole('button', { name: /发送验证码$/ }));
    await within(form).findByRole('button', { name: /59s后重新获取$/ });
    fill(form, '验证码', '654321');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: '注册并登录' }));

    await screen.findByText('注册成功', undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    // Registered: leaving the filled form asked nothing.
    expect(screen.queryByRole('dialog', { name: '离开此页？' })).toBeNull();
    expect(api.requests.find((request) => request.url === PATHS.register)?.body).toMatchObject({
      username: 'demo_member',
      password: 'Demo2026abc',
      phone: '13800000002',
      code: '654321',
    });
    expect(localStorage.getItem('userId')).toBe('12');
    await screen.findByRole('link', { name: 'demo_member' });
  });

  it('asks before a half-filled registration is left, and stays when asked to', async () => {
    const { form, router } = await openRegister();
    fill(form, '用户名', 'demo_member');
    void router.navigate({ to: '/index' });
    const question = await screen.findByRole('dialog', { name: '离开此页？' });
    expect(question.textContent).toContain('“注册”中填写的内容尚未提交');
    fireEvent.click(within(question).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect((within(form).getByLabelText('用户名') as HTMLInputElement).value).toBe('demo_member');
  });

  it('shows why the server refused', async () => {
    answers[PATHS.register] = { status: 400, body: { code: 400, msg: '用户名已被注册' } };
    const { form } = await openRegister();
    fill(form, '用户名', 'demo_member');
    fill(form, '密码', 'Demo2026abc');
    fill(form, '确认密码', 'Demo2026abc');
    fill(form, '手机号', '13800000002');
    fill(form, '验证码', '654321');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: '注册并登录' }));
    await screen.findByText('用户名已被注册');
    expect(localStorage.getItem('userId')).toBeNull();
    within(form).getByRole('button', { name: /注册并登录$/ });
  });
});
