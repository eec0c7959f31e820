import * as personCalls from '@qyfw/portal-sdk/calls/person';
import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endMotions } from '../testing/end-motions';
import { startFakeApiServer, type FakeAnswer } from '../testing/fake-api-server';
import { pointPageAt } from '../testing/point-page-at';
import { createTestKit, KitTestProviders, ok } from '../testing/test-kit';
import { FormFrame } from './form-frame';

// A busy machine shared by several test runs: more than the default second for answers.

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = {};
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
});

/** A page with one field that submits bind_info and, like the real pages, then goes elsewhere. */
function EnterprisePage() {
  const router = useRouter();
  return (
    <FormFrame
      title="企业信息"
      call={personCalls.bind_info}
      toBody={(values: { enterprise_name: string }) => ({
        username: 'demo_member',
        enterprise_name: values.enterprise_name,
        credit_code: '91330106MA27XRGE13',
      })}
      onSuccess={() => router.history.push('/done')}
      submitText="保存"
    >
      <Form.Item name="enterprise_name" label="企业名称">
        <Input />
      </Form.Item>
    </FormFrame>
  );
}

/**
 * The frame on a real router with the browser's history (the one the portal uses, which also
 * answers beforeunload), at /form; /done and /elsewhere are other pages.
 */
async function renderFormPage() {
  pointPageAt(api.origin, '/form');
  // Every route declares its page (routing/page-meta.ts); these are plain test pages.
  const page = (title: string) => ({ page: { tab: null, title, plain: true } });
  const root = createRootRoute({ component: Outlet, staticData: { page: null } });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/form',
        staticData: page('企业信息'),
        component: EnterprisePage,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/done',
        staticData: page('已保存'),
        component: () => <p>已保存</p>,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/elsewhere',
        staticData: page('别处'),
        component: () => <p>别处</p>,
      }),
    ]),
    history: createBrowserHistory(),
  });
  render(
    <KitTestProviders kit={createTestKit()}>
      <RouterProvider router={router} />
    </KitTestProviders>,
  );
  const form = await screen.findByRole('form', { name: '企业信息' });
  return { router, form };
}

function type(form: HTMLElement, value: string) {
  fireEvent.change(within(form).getByLabelText('企业名称'), { target: { value } });
}

/** What a browser does when the tab is closed or reloaded: true if the page asked to stay. */
function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('FormFrame', { timeout: 20_000 }, () => {
  it('lets an untouched form go without a question', async () => {
    const { router } = await renderFormPage();
    expect(closeTab()).toBe(false);
    act(() => router.history.push('/elsewhere'));
    await screen.findByText('别处');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks in Chinese before a form with typed input is left, and keeps it on 留在此页', async () => {
    const { router, form } = await renderFormPage();
    type(form, '杭州示例科技有限公司');
    expect(closeTab()).toBe(true);

    act(() => router.history.push('/elsewhere'));
    const question = await screen.findByRole('dialog', { name: '离开此页？' });
    expect(question.textContent).toContain('“企业信息”中填写的内容尚未提交，离开后将会丢失。');
    // The safe answer has the focus: Enter keeps the page.
    const stay = within(question).getByRole('button', { name: '留在此页' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    fireEvent.click(stay);
    await waitFor(() => {
      endMotions();
      expect(screen.queryByRole('dialog', { name: '离开此页？' })).toBeNull();
    });
    expect(router.state.location.pathname).toBe('/form');
    expect((within(form).getByLabelText('企业名称') as HTMLInputElement).value).toBe(
      '杭州示例科技有限公司',
    );

    act(() => router.history.push('/elsewhere'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '离开此页？' })).getByRole('button', {
        name: /^离\s*开$/,
      }),
    );
    await screen.findByText('别处');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask after a successful submit that moves on', async () => {
    answers[personCalls.bind_info.path] = ok(null);
    const { router, form } = await renderFormPage();
    type(form, '杭州示例科技有限公司');
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存$/ }));

    await screen.findByText('已保存');
    expect(router.state.location.pathname).toBe('/done');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closeTab()).toBe(false);
  });

  it('shows the server’s reason once, as an alert in the form, and keeps asking before leaving', async () => {
    // A refusal in the envelope (the HTTP status is fine): the form's to explain, not a toast's.
    answers[personCalls.bind_info.path] = {
      status: 200,
      body: { code: 500, msg: '该统一社会信用代码已被其他账号绑定', data: null },
    };
    const { router, form } = await renderFormPage();
    type(form, '杭州示例科技有限公司');
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存$/ }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('该统一社会信用代码已被其他账号绑定');
    expect(screen.getAllByText('该统一社会信用代码已被其他账号绑定')).toHaveLength(1);
    // Nothing was saved: leaving still asks.
    expect(closeTab()).toBe(true);
    act(() => router.history.push('/elsewhere'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '离开此页？' })).getByRole('button', {
        name: '留在此页',
      }),
    );
    await waitFor(() => {
      endMotions();
      expect(screen.queryByRole('dialog', { name: '离开此页？' })).toBeNull();
    });

    // A new submit clears the old reason; this one goes through.
    answers[personCalls.bind_info.path] = { ...ok(null), delayMs: 300 };
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存$/ }));
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    await screen.findByText('已保存');
  });
});
