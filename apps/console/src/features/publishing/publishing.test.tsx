// 政策发布 in the console (issue 26): the condition editor builds all / any / not groups from
// lists and saves exactly the conditions admin_call_save takes; the operators offered follow the
// field's type (= ≠ > ≥ < ≤ for numbers, 包含 不包含 for lists); 预览匹配 sends the unsaved draft
// and shows the three counts with examples; a document's title is text, never markup.
import type { FakeAnswer, FakeAnswerFor } from '@qyfw/app-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { describe, expect, it } from 'vitest';
import { choose, offered } from '../../testing/antd-select';
import { me, ok, openConsole, refused, signedIn } from '../../testing/open-console';
import { openWithPolicy, westLakePolicy as policy } from '../../testing/publishing-fixtures';
import { previewAnswer } from './call-preview-fixture';

const HOSTILE = '<img src=x onerror="window.__xss=1">西湖区数字经济高质量发展若干政策';

const savedCall = (body: Record<string, unknown>) => ({
  id: 41,
  version: 0,
  state: 'draft',
  policy_title: policy.title,
  published_at: null,
  updated_at: 1_795_000_000,
  amount_rule: null,
  ...body,
});

const row = (id: string) => screen.getByRole('group', { name: `条件 ${id}` });
const combo = (id: string, part: '字段' | '运算' | '取值') =>
  within(row(id)).getByRole('combobox', { name: `条件 ${id}的${part}` });

function openNewCall(answers: Record<string, FakeAnswer | FakeAnswerFor> = {}) {
  return openWithPolicy({ path: '/console/publishing/calls/new?policy_id=7', answers });
}

describe('申报通知的条件编辑器', () => {
  it('builds all / any / not groups from lists and saves exactly the body admin_call_save takes', async () => {
    let saved: Record<string, unknown> | undefined;
    const server = await openNewCall({
      '/api/console/call/save': (request: { body: unknown }) => {
        const { user_id: _user, ...body } = request.body as Record<string, unknown>;
        saved = savedCall(body);
        return ok(saved);
      },
      // The saved call, read back by the editor's address once it has an id.
      '/api/console/call/list': () =>
        ok({ list: saved ? [saved] : [], total: saved ? 1 : 0, page: 1, pageSize: 1 }),
      '/api/console/call/publish': refused('所属政策尚未发布，请先发布政策'),
    });
    const root = await screen.findByRole('group', { name: '申报条件' });
    fireEvent.change(screen.getByLabelText('通知标题'), {
      target: { value: '2026年度数字经济企业研发补助申报' },
    });

    // 全部满足: 注册地（区） = 西湖区 …
    fireEvent.click(within(root).getAllByRole('button', { name: '添加条件' }).at(-1)!);
    await choose(combo('c1', '取值'), '西湖区');
    // … and 任一满足 (营业收入 > 2000 万元, 资质 包含 高新技术企业) …
    fireEvent.click(within(root).getAllByRole('button', { name: '添加条件组' }).at(-1)!);
    await choose(combo('c2', '字段'), '上年度营业收入');
    await choose(combo('c2', '运算'), '>');
    fireEvent.change(within(row('c2')).getByRole('spinbutton', { name: '条件 c2的取值' }), {
      target: { value: '2000' },
    });
    const anyGroup = screen.getByRole('group', { name: '条件组（任一满足）' });
    fireEvent.click(within(anyGroup).getByRole('button', { name: '添加条件' }));
    await choose(combo('c3', '字段'), '企业资质');
    await choose(combo('c3', '取值'), '高新技术企业');
    fireEvent.change(within(row('c3')).getByRole('textbox', { name: '条件 c3的条款出处' }), {
      target: { value: '第二条第（二）项' },
    });
    // … and 不满足 (企业规模 = 大型).
    fireEvent.click(within(root).getAllByRole('button', { name: '添加条件组' }).at(-1)!);
    const second = screen.getAllByRole('group', { name: '条件组（任一满足）' }).at(-1)!;
    await choose(
      within(second).getByRole('combobox', { name: '条件组（任一满足）的组合方式' }),
      '不满足',
    );
    await choose(combo('c4', '字段'), '企业规模');
    await choose(combo('c4', '取值'), '大型');

    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/api/console/call/save')).toBe(true),
    );
    const sent = server.requests.find((r) => r.url === '/api/console/call/save')!.body as Record<
      string,
      unknown
    >;
    expect(sent.conditions).toEqual({
      all: [
        {
          id: 'c1',
          label: '注册地（区） = 西湖区',
          clause: '',
          field: 'district',
          op: 'eq',
          value: '西湖区',
        },
        {
          any: [
            {
              id: 'c2',
              label: '上年度营业收入 > 2000 万元',
              clause: '',
              field: 'revenue',
              op: 'gt',
              value: 2000,
            },
            {
              id: 'c3',
              label: '企业资质 包含 高新技术企业',
              clause: '第二条第（二）项',
              field: 'qualifications',
              op: 'contains_any',
              value: ['高新技术企业'],
            },
          ],
        },
        {
          not: {
            id: 'c4',
            label: '企业规模 = 大型',
            clause: '',
            field: 'scale',
            op: 'eq',
            value: '大型',
          },
        },
      ],
    });
    expect(sent).toMatchObject({
      policy_id: 7,
      title: '2026年度数字经济企业研发补助申报',
      mode: 'review',
      start_on: null,
      end_on: null,
    });
    // The whole body is what the call's own schema accepts.
    expect(policyAdminCalls.admin_call_save.body.safeParse(sent).success).toBe(true);

    // Saved: the editor moves to the call's address, and 发布 shows the server's refusal.
    const publish = await screen.findByRole('button', { name: /^发\s*布$/ });
    await waitFor(() => expect(publish.hasAttribute('disabled')).toBe(false));
    fireEvent.click(publish);
    expect(await screen.findByText('所属政策尚未发布，请先发布政策')).toBeTruthy();
    expect(server.requests.find((r) => r.url === '/api/console/call/publish')?.body).toMatchObject({
      id: 41,
      version: 0,
    });
    // The tree read back from the saved call is the one built.
    expect(screen.getByRole('group', { name: '条件组（不满足）' })).toBeTruthy();
  });

  it('offers the operators of the field’s type', async () => {
    await openNewCall();
    const root = await screen.findByRole('group', { name: '申报条件' });
    fireEvent.click(within(root).getByRole('button', { name: '添加条件' }));
    expect(await offered(combo('c1', '运算'))).toEqual(['=', '≠', '属于']);
    await choose(combo('c1', '字段'), '上年度研发费用');
    expect(await offered(combo('c1', '运算'))).toEqual(['=', '≠', '>', '≥', '<', '≤', '介于']);
    // A number carries its unit.
    expect(within(row('c1')).getByText('万元')).toBeTruthy();
    await choose(combo('c1', '字段'), '企业资质');
    expect(await offered(combo('c1', '运算'))).toEqual(['包含', '全部包含', '不包含']);
    await choose(combo('c1', '字段'), '成立日期');
    expect(await offered(combo('c1', '运算'))).toEqual(['已满（年）', '不超过（年）']);
    // No free code: nothing in the editor takes JSON.
    expect(screen.queryByText(/JSON/)).toBeNull();
  });

  it('previews the unsaved draft: the three counts and examples from the answer', async () => {
    const server = await openNewCall({ '/api/console/call/preview': ok(previewAnswer) });
    const root = await screen.findByRole('group', { name: '申报条件' });
    const ask = screen.getByRole('button', { name: '预览匹配' });
    // Nothing to preview until the conditions are complete.
    expect(ask.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(root).getByRole('button', { name: '添加条件' }));
    await choose(combo('c1', '取值'), '西湖区');
    await waitFor(() => expect(ask.hasAttribute('disabled')).toBe(false));
    fireEvent.click(ask);
    const results = await screen.findByRole('list', { name: '匹配结果' });
    const counts = within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ''));
    expect(counts).toEqual(['可申报12家', '可能符合30家', '暂不符合158家']);
    expect(screen.getByText(/比对西湖区的 200 家企业/)).toBeTruthy();
    expect(screen.getByText('杭州云栖智造科技有限公司')).toBeTruthy();
    expect(screen.getByText(/待确认（企业信息缺少上年度营业收入）/)).toBeTruthy();
    const sent = server.requests.find((r) => r.url === '/api/console/call/preview');
    expect(sent?.body).toMatchObject({
      policy_id: 7,
      conditions: { all: [{ id: 'c1', field: 'district', op: 'eq', value: '西湖区' }] },
    });
  });
});

describe('政策文件列表', () => {
  it('shows a hostile title as text, with the filters in the address', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/policy/list': ok({
          list: [
            { ...policy, id: 3, title: HOSTILE, validity: 'revised', successor_id: 7 },
            policy,
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
      },
      '/console/publishing/policies?state=published&keyword=%E6%95%B0%E5%AD%97',
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    // 已修订 links to the document that replaces it.
    expect(within(table).getByRole('link', { name: `→ ${policy.title}` })).toBeTruthy();
    const listCall = server.requests.find((r) => r.url === '/api/console/policy/list');
    expect(listCall?.body).toMatchObject({ state: 'published', keyword: '数字', page: 1 });
    expect(screen.getByRole('navigation', { name: '主菜单' }).textContent).toContain('政策发布');
  });
});
