// A policy document's 正文 in the rich-text editor, not a box of HTML to type: the editor is named
// 正文 and reached from its label; what is written goes to admin_policy_save as the same HTML
// string field; an emptied editor is asked for; a body the editor cannot hold (a picture) opens in
// HTML source and is saved as it was. happy-dom does not type into a contenteditable, so TipTap
// is driven by what it handles itself: its keys (Ctrl+A, Backspace) and a paste (as the content
// e2e pastes into the content editor).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { describe, expect, it } from 'vitest';
import { ok } from '../../testing/open-console';
import { openWithPolicy, westLakePolicy } from '../../testing/publishing-fixtures';

function openPolicy(policy = westLakePolicy) {
  return openWithPolicy({
    path: '/console/publishing/policies/7',
    policy,
    pageSize: 1,
    answers: {
      '/api/console/policy/save': (request: { body: unknown }) =>
        ok({ ...policy, ...(request.body as object), version: 2 }),
    },
  });
}

/** What the operator pastes over the whole body (as the e2e pastes into the content editor). */
function replaceWith(editor: HTMLElement, html: string) {
  fireEvent.keyDown(editor, { key: 'a', code: 'KeyA', ctrlKey: true });
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', html.replace(/<[^>]*>/g, ''));
  editor.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

const saveButton = () => screen.getByRole('button', { name: /^保\s*存$/ });

describe('政策文件的正文', () => {
  it('is the rich-text editor named by its label, and saves what is written as the HTML body', async () => {
    const server = await openPolicy();
    const editor = await screen.findByRole('textbox', { name: '正文' });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByLabelText('正文')).toBe(editor);
    expect(editor.innerHTML).toBe('<p>第二条 扶持对象</p>');
    // Only what the server keeps in a policy body: no picture (policy-editor.tsx says why).
    const toolbar = screen.getByRole('toolbar', { name: '正文格式' });
    expect(within(toolbar).queryByRole('button', { name: /图片|图像/ })).toBeNull();

    replaceWith(
      editor,
      '<h2>第三条 支持方式</h2><p>最高补助 <strong>50 万元</strong>。</p><script>window.__xss=1</script>',
    );
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/api/console/policy/save')).toBe(true),
    );
    const sent = server.requests.find((r) => r.url === '/api/console/policy/save')!.body;
    expect(sent).toMatchObject({
      id: 7,
      body: '<h2>第三条 支持方式</h2><p>最高补助 <strong>50 万元</strong>。</p>',
    });
    expect(policyAdminCalls.admin_policy_save.body.safeParse(sent).success).toBe(true);
  });

  it('asks for 正文 when the editor is emptied, and sends nothing', async () => {
    const server = await openPolicy();
    const editor = await screen.findByRole('textbox', { name: '正文' });
    fireEvent.keyDown(editor, { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.keyDown(editor, { key: 'Backspace', code: 'Backspace' });
    await waitFor(() => expect(editor.textContent).toBe(''));
    fireEvent.click(saveButton());
    expect(await screen.findByText('请填写正文')).toBeTruthy();
    expect(server.requests.some((r) => r.url === '/api/console/policy/save')).toBe(false);
  });

  it('opens a body with a picture in HTML source and saves it as it was', async () => {
    const body = '<p>附图：</p><img src="https://www.hangzhou.gov.cn/chart.png" alt="申报流程">';
    const server = await openPolicy({ ...westLakePolicy, body });
    const source = await screen.findByRole('textbox', { name: '正文（HTML 源码）' });
    expect((source as HTMLTextAreaElement).value).toBe(body);
    fireEvent.change(screen.getByLabelText('摘要'), { target: { value: '附申报流程图' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/api/console/policy/save')).toBe(true),
    );
    expect(server.requests.find((r) => r.url === '/api/console/policy/save')!.body).toMatchObject({
      body,
      summary: '附申报流程图',
    });
  });
});
