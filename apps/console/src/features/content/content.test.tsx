// 资讯公告 in the console (issue 26): the list per kind with its filters in the address, publish /
// 下线 / 删除 sending the stamp read; the editor saving exactly the body admin_content_save takes,
// the server's 409 in its words, a declaration notice's deadline asked for; the rich-text toolbar
// named in Chinese and moved through with the arrows. (The preview's cleaning: content-preview.test.)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose } from '../../testing/antd-select';
import { me, ok, openConsole, refused, signedIn } from '../../testing/open-console';

const HOSTILE_TITLE = '<img src=x onerror="window.__xss=1">园区举办数字化转型沙龙';
const HOSTILE_BODY =
  '<p>园区举办<strong>数字化转型</strong>沙龙</p><img src="x" onerror="window.__xss=2"><a href="javascript:window.__xss=3">链接</a>';

const stamp = 1_795_000_000;

const newsItem = {
  kind: 'news',
  id: 12,
  state: 'draft',
  title: '园区举办数字化转型沙龙',
  content: HOSTILE_BODY,
  published_at: null,
  updated_at: stamp,
  createtime: stamp,
  summary: '二十家企业参加。',
  source: '园区服务中心',
  image: '',
};

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  kind: 'news',
  state: 'draft',
  title: HOSTILE_TITLE,
  category: '园区服务中心',
  published_at: null,
  updated_at: stamp,
  createtime: stamp,
  ...overrides,
});

const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, pageSize: 20 });

const operator = { '/api/console/auth/me': ok(me('operator')) };

describe('资讯公告的列表', () => {
  it('lists a kind from the address, titles as text, and publishes with the stamp read', async () => {
    signedIn();
    let published: unknown;
    const server = await openConsole(
      {
        ...operator,
        '/api/console/content/list': page([row({ kind: 'knowledge', category: '问答' })]),
        '/api/console/content/publish': (request) => {
          published = request.body;
          return ok({ ...newsItem, kind: 'knowledge', state: 'published', published_at: stamp });
        },
      },
      '/console/content?kind=knowledge&state=draft',
    );
    const link = await screen.findByRole('link', { name: `编辑政策知识“${HOSTILE_TITLE}”` });
    expect(link.textContent).toBe(HOSTILE_TITLE);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('tab', { name: '政策知识', selected: true })).toBeTruthy();
    const listed = server.requests.find((request) => request.url === '/api/console/content/list');
    expect(listed?.body).toMatchObject({ kind: 'knowledge', state: 'draft', page: 1 });

    fireEvent.click(screen.getByRole('button', { name: `发布“${HOSTILE_TITLE}”` }));
    await waitFor(() =>
      expect(published).toMatchObject({ kind: 'knowledge', id: 12, updated_at: stamp }),
    );
  });

  it('asks before 下线 and sends it with the stamp; the server’s refusal stays in the dialog', async () => {
    signedIn();
    await openConsole(
      {
        ...operator,
        '/api/console/content/list': page([row({ state: 'published', published_at: stamp })]),
        '/api/console/content/withdraw': refused('数据已被他人修改，请刷新后再试'),
      },
      '/console/content',
    );
    fireEvent.click(await screen.findByRole('button', { name: `下线“${HOSTILE_TITLE}”` }));
    // antd names every field 'test-id' under test: the dialog is found by its title's text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('下线园区动态')).toBeTruthy();
    expect(within(dialog).getByText(/门户将不再显示/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^下\s*线$/ }));
    expect(await within(dialog).findByText('数据已被他人修改，请刷新后再试')).toBeTruthy();
  });

  it('offers 删除 for a draft only, after asking', async () => {
    signedIn();
    let deleted: unknown;
    await openConsole(
      {
        ...operator,
        '/api/console/content/list': page([
          row(),
          row({ id: 13, title: '已发布的动态', state: 'published', published_at: stamp }),
        ]),
        '/api/console/content/delete': (request) => {
          deleted = request.body;
          return ok({ id: 12 });
        },
      },
      '/console/content',
    );
    expect(await screen.findByRole('button', { name: `删除“${HOSTILE_TITLE}”` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除“已发布的动态”' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `删除“${HOSTILE_TITLE}”` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除园区动态')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(deleted).toMatchObject({ kind: 'news', id: 12, updated_at: stamp }));
  });
});

describe('内容编辑器', () => {
  it('saves exactly the body admin_content_save takes, with the stamp read', async () => {
    signedIn();
    let saved: Record<string, unknown> | undefined;
    await openConsole(
      {
        ...operator,
        '/api/console/content/detail': ok(newsItem),
        '/api/console/content/save': (request) => {
          saved = request.body as Record<string, unknown>;
          return ok({ ...newsItem, title: saved.title, updated_at: stamp + 1 });
        },
      },
      '/console/content/articles/news/12',
    );
    const title = await screen.findByLabelText('标题');
    fireEvent.change(title, { target: { value: ' 园区举办数字化转型沙龙（更新） ' } });
    // Saved first, then published: 发布 waits while the form has unsaved changes.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^发\s*布$/ }).hasAttribute('disabled')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saved).toBeDefined());
    const { user_id: _user, ...body } = saved!;
    expect(body).toEqual({
      kind: 'news',
      id: 12,
      updated_at: stamp,
      title: '园区举办数字化转型沙龙（更新）',
      content: HOSTILE_BODY,
      summary: '二十家企业参加。',
      source: '园区服务中心',
      image: '',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^发\s*布$/ }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });

  it('shows a stale save’s 409 in the server’s words', async () => {
    signedIn();
    await openConsole(
      {
        ...operator,
        '/api/console/content/detail': ok(newsItem),
        '/api/console/content/save': {
          status: 409,
          body: { code: 409, msg: '数据已被他人修改，请刷新后再试' },
        },
      },
      '/console/content/articles/news/12',
    );
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '新标题' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('数据已被他人修改，请刷新后再试')).toBeTruthy();
  });

  it('asks a declaration notice for its deadline before sending anything', async () => {
    signedIn();
    const server = await openConsole(
      {
        ...operator,
        '/api/console/policy/list': page([]),
        '/api/console/call/list': page([]),
      },
      '/console/content/articles/bulletin/new',
    );
    fireEvent.change(await screen.findByLabelText('标题'), {
      target: { value: '关于开展申报的通知' },
    });
    await choose(screen.getByRole('combobox', { name: '公告类型' }), '申报通知');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('申报通知类公告须填写申报截止日期')).toBeTruthy();
    expect(server.requests.some((request) => request.url === '/api/console/content/save')).toBe(
      false,
    );
  });

  it('names its toolbar in Chinese and moves through it with the arrow keys', async () => {
    signedIn();
    await openConsole(
      {
        ...operator,
        '/api/console/content/detail': ok({ ...newsItem, content: '<p>正文</p>' }),
      },
      '/console/content/articles/news/12',
    );
    const toolbar = await screen.findByRole('toolbar', { name: '正文格式' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      '加粗',
      '斜体',
      '列表',
      '编号',
      '引用',
      '链接',
      '撤销',
      '重做',
      'HTML 源码',
    ]);
    expect(within(toolbar).getByRole('combobox', { name: '段落格式' })).toBeTruthy();
    const bold = within(toolbar).getByRole('button', { name: '加粗' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    // One tab stop: the block style first; → moves to 加粗, then 斜体.
    const tabStops = [...toolbar.querySelectorAll('[tabindex="0"]')];
    expect(tabStops).toHaveLength(1);
    within(toolbar).getByRole('combobox', { name: '段落格式' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(bold);
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('斜体');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('HTML 源码');
    const editor = screen.getByRole('textbox', { name: '正文' });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.innerHTML).toContain('正文');
  });

  it('opens a body with a table in HTML source, so the table is not lost', async () => {
    signedIn();
    const table = '<p>申报时间：</p><table><tbody><tr><td>3月1日</td></tr></tbody></table>';
    await openConsole(
      { ...operator, '/api/console/content/detail': ok({ ...newsItem, content: table }) },
      '/console/content/articles/news/12',
    );
    const source = await screen.findByRole('textbox', { name: '正文（HTML 源码）' });
    expect((source as HTMLTextAreaElement).value).toBe(table);
    expect(screen.getByText(/可视编辑器不支持的内容（table、tbody、tr、td）/)).toBeTruthy();
  });
});

describe('the menu', () => {
  it('offers 资讯公告 and 站点设置 to an operator', async () => {
    signedIn();
    await openConsole({ ...operator, '/api/console/content/list': page([]) }, '/console/content');
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('link', { name: '资讯公告' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '站点设置' })).toBeTruthy();
  });
});
