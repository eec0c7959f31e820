// /messages and /deadlines against a fake API that keeps read state, as the server does: the
// header badge, the filters in the address, opening a message, mark all read, the preferences,
// the deadline inbox and its calendar feed; loading, empty and error states.
import * as messageCalls from '@qyfw/portal-sdk/calls/message';
import { MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import type { Message } from '@qyfw/portal-sdk/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeApiServer,
  type FakeAnswer,
  type FakeAnswerFor,
  type RecordedRequest,
} from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import { enterpriseMember, ok, PATHS, storeSession } from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

const NOW = Date.UTC(2026, 10, 20, 2) / 1000;

function seedMessages(): Message[] {
  return [
    {
      id: 1,
      type: 'auth',
      title: '企业认证已通过',
      body: '您的企业认证申请已通过审核。',
      link: '/personalcenter',
      created_at: NOW - 60,
      read_at: null,
    },
    {
      id: 2,
      type: 'security',
      title: '账号在新设备登录',
      body: '您的账号在新设备登录。',
      link: null,
      created_at: NOW - 3600,
      read_at: null,
    },
    {
      id: 3,
      type: 'system',
      title: '欢迎使用企业服务门户',
      body: '欢迎。',
      link: null,
      created_at: NOW - 86_400,
      read_at: NOW - 80_000,
    },
  ];
}

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let store: Message[];
let answers: Record<string, FakeAnswer | FakeAnswerFor>;

const bodyOf = <T,>(request: RecordedRequest) => request.body as T;

function listAnswer(request: RecordedRequest): FakeAnswer {
  const {
    page = 1,
    pageSize = 10,
    type,
    state = 'all',
  } = bodyOf<{
    page?: number;
    pageSize?: number;
    type?: string;
    state?: string;
  }>(request);
  const list = store.filter(
    (message) =>
      (type === undefined || message.type === type) &&
      (state === 'all' || (state === 'unread') === (message.read_at === null)),
  );
  return ok({
    list: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    page,
    pageSize,
  });
}

function countAnswer(): FakeAnswer {
  const unread = store.filter((message) => message.read_at === null);
  const byType = Object.fromEntries(MESSAGE_TYPE_NAMES.map((type) => [type, 0]));
  for (const message of unread) byType[message.type]! += 1;
  return ok({ total: unread.length, by_type: byType });
}

function markRead(match: (message: Message) => boolean): FakeAnswer {
  let updated = 0;
  store = store.map((message) => {
    if (message.read_at !== null || !match(message)) return message;
    updated += 1;
    return { ...message, read_at: NOW };
  });
  return ok({ updated });
}

/** What the server answers a member who never saved a choice: SMS off (but 账号安全), email on. */
const defaultPreferences = () =>
  MESSAGE_TYPE_NAMES.map((type) => ({ type, sms: type === 'security', email: true }));
let preferences = defaultPreferences();

beforeEach(async () => {
  store = seedMessages();
  preferences = defaultPreferences();
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.userDetail]: ok(enterpriseMember),
    [messageCalls.message_list.path]: listAnswer,
    [messageCalls.message_unread_count.path]: countAnswer,
    [messageCalls.message_read.path]: (request) =>
      markRead((message) => bodyOf<{ ids: number[] }>(request).ids.includes(message.id)),
    [messageCalls.message_read_all.path]: (request) => {
      const { type } = bodyOf<{ type?: string }>(request);
      return markRead((message) => type === undefined || message.type === type);
    },
    [messageCalls.message_preferences.path]: () => ok({ list: preferences }),
    [messageCalls.message_preferences_save.path]: (request) => {
      const { list } = bodyOf<{ list: typeof preferences }>(request);
      preferences = preferences.map(
        (item) => list.find((saved) => saved.type === item.type) ?? item,
      );
      return ok({ list: preferences });
    },
    [messageCalls.deadline_list.path]: ok({
      list: [
        {
          key: 'auth_resubmit-5',
          category: '企业认证',
          title: '重新提交企业认证申请（杭州甲科技有限公司）',
          due_date: '2026-11-18',
          days_left: -2,
          link: '/personalcenter',
          actionable: true,
        },
        {
          key: 'auth_resubmit-6',
          category: '企业认证',
          title: '重新提交企业认证申请（杭州乙科技有限公司）',
          due_date: '2026-12-20',
          days_left: 30,
          link: '/personalcenter',
          actionable: true,
        },
      ],
    }),
    [messageCalls.calendar_feed.path]: ok({ active: false, created_at: null }),
  };
  api = await startFakeApiServer(answers);
  storeSession(enterpriseMember, api.origin);
});

afterEach(async () => {
  await api.close();
  localStorage.clear();
});

const requestsTo = (path: string) =>
  api.requests.filter((request) => request.url === path).map((request) => request.body);
const badge = () => screen.getByRole('link', { name: /^消息(，\d+条未读)?$/ });
const unreadTags = () =>
  within(screen.getByRole('list', { name: '消息列表' })).queryAllByText('未读');
const titles = () =>
  within(screen.getByRole('list', { name: '消息列表' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('/messages', () => {
  it('lists the messages with the unread count in the header and on the tabs', async () => {
    const { router } = await renderApp('/pc/messages', api.origin);
    await screen.findByRole('heading', { level: 1, name: '消息中心' });
    await waitFor(() =>
      expect(titles()).toEqual(['企业认证已通过', '账号在新设备登录', '欢迎使用企业服务门户']),
    );
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('消息，2条未读'));
    expect(badge().getAttribute('href')).toBe('/pc/messages');
    expect(screen.getByRole('tab', { name: /企业认证/ }).textContent).toContain('1');
    expect(unreadTags()).toHaveLength(2);
    expect(router.state.location.search).toEqual({ type: 'all', state: 'all', page: 1 });
    await waitFor(() => expect(document.title).toBe('消息中心 - 企业服务门户'));
  });

  it('keeps the type and read-state filters in the address and asks for them', async () => {
    const { router } = await renderApp('/pc/messages', api.origin);
    await waitFor(() => expect(titles()).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: /账号安全/ }));
    await waitFor(() => expect(titles()).toEqual(['账号在新设备登录']));
    expect(router.state.location.search).toMatchObject({ type: 'security', page: 1 });
    fireEvent.click(screen.getByText('已读'));
    await waitFor(() => expect(screen.getByText('暂无消息')).toBeTruthy());
    expect(router.state.location.search).toMatchObject({ type: 'security', state: 'read' });
    expect(requestsTo(messageCalls.message_list.path).at(-1)).toMatchObject({
      type: 'security',
      state: 'read',
      page: 1,
    });
  });

  it('reads a filter from a bookmarked address; a malformed one falls back to all', async () => {
    await renderApp('/pc/messages?type=system&state=bogus', api.origin);
    await waitFor(() => expect(titles()).toEqual(['欢迎使用企业服务门户']));
    expect(requestsTo(messageCalls.message_list.path).at(-1)).toMatchObject({
      type: 'system',
      state: 'all',
    });
  });

  it('opening a message marks it read, drops the count and follows its link', async () => {
    const { router } = await renderApp('/pc/messages', api.origin);
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('消息，2条未读'));
    fireEvent.click(await screen.findByRole('button', { name: '企业认证已通过' }));
    // Its link, /personalcenter, opens 基本信息.
    await waitFor(() => expect(router.state.location.pathname).toBe('/basics'));
    await waitFor(() =>
      expect(requestsTo(messageCalls.message_read.path)).toEqual([{ ids: [1], user_id: '11' }]),
    );
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('消息，1条未读'));
  });

  it('a message without a link is marked read and shows its full text where it is', async () => {
    const { router } = await renderApp('/pc/messages', api.origin);
    fireEvent.click(await screen.findByRole('button', { name: '账号在新设备登录' }));
    const detail = await screen.findByRole('dialog', { name: '账号在新设备登录' });
    expect(within(detail).getByText('您的账号在新设备登录。')).toBeTruthy();
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('消息，1条未读'));
    expect(router.state.location.pathname).toBe('/messages');
    // The footer's 关闭 (the corner's × is named 关闭 too).
    fireEvent.click(
      within(detail)
        .getAllByRole('button', { name: /关\s?闭/ })
        .at(-1)!,
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '账号在新设备登录' })).toBeNull(),
    );
  });

  // Issue 25: no dead ends. One message of every kind, linked as the server links it (the seed
  // and the API's notices): a click either opens a screen the portal has, or the message's own
  // full text — never nothing.
  const KIND_LINKS: Record<Message['type'], string | null> = {
    system: null,
    auth: '/identity',
    policy: '/policyDetailData?id=7',
    security: '/basics',
    enterprise: '/information',
    ip: '/deadlines',
    market: null,
    appeal: null,
  };
  it.each(MESSAGE_TYPE_NAMES.map((type) => [type, KIND_LINKS[type]] as const))(
    'a %s message opens %s or its own full text',
    async (type, link) => {
      store = [
        {
          id: 90,
          type,
          title: `一条${type}消息`,
          body: `${type}消息的全文。`,
          link,
          created_at: NOW - 60,
          read_at: null,
        },
      ];
      const { router } = await renderApp('/pc/messages', api.origin);
      fireEvent.click(await screen.findByRole('button', { name: `一条${type}消息` }));
      if (link === null) {
        const detail = await screen.findByRole('dialog', { name: `一条${type}消息` });
        expect(within(detail).getByText(`${type}消息的全文。`)).toBeTruthy();
        return;
      }
      const [path, query] = link.split('?');
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      // The address is a route the portal has (not the not-found page).
      expect(router.routesByPath).toHaveProperty(path!);
      if (query) expect(router.state.location.searchStr).toBe(`?${query}`);
    },
  );

  it('marks all read: the badge goes and the button is disabled', async () => {
    await renderApp('/pc/messages', api.origin);
    const button = await screen.findByRole('button', { name: '全部标为已读' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('消息'));
    expect(requestsTo(messageCalls.message_read_all.path)).toEqual([{ user_id: '11' }]);
    await waitFor(() => expect(unreadTags()).toHaveLength(0));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /全部标为已读/ }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
  });

  it('turns a type’s SMS copy on in 通知设置 (off until then); the in-app message stays on', async () => {
    await renderApp('/pc/messages', api.origin);
    fireEvent.click(await screen.findByRole('button', { name: '通知设置' }));
    const sms = await screen.findByRole('switch', { name: '企业认证短信通知' });
    expect(sms.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByRole('switch', { name: '企业认证邮件通知' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      screen
        .getByRole('switch', { name: '账号安全短信通知（始终发送）' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByText(/短信副本默认关闭/).textContent).toContain('每天最多5条单独发送副本');
    const inApp = screen.getByRole('switch', { name: '企业认证站内消息（始终开启）' });
    expect(inApp.hasAttribute('disabled')).toBe(true);
    fireEvent.click(sms);
    await waitFor(() =>
      expect(requestsTo(messageCalls.message_preferences_save.path)).toEqual([
        { list: [{ type: 'auth', sms: true, email: true }], user_id: '11' },
      ]),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: '企业认证短信通知' }).getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });

  it('shows an empty inbox plainly', async () => {
    store = [];
    await renderApp('/pc/messages', api.origin);
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    answers[messageCalls.message_list.path] = {
      status: 500,
      body: { code: 500, msg: '服务器内部错误' },
    };
    await renderApp('/pc/messages', api.origin);
    expect(await screen.findByText('消息加载失败')).toBeTruthy();
    answers[messageCalls.message_list.path] = listAnswer;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(titles()).toHaveLength(3));
  });
});

describe('/deadlines', () => {
  it('lists the deadlines with the days left, urgent ones marked', async () => {
    await renderApp('/pc/deadlines', api.origin);
    await screen.findByRole('heading', { level: 1, name: '我的待办期限' });
    const list = await screen.findByRole('list', { name: '待办期限' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('已逾期 2 天');
    expect(items[0]!.textContent).toContain('截止 2026-11-18');
    expect(items[1]!.textContent).toContain('还剩 30 天');
    expect(within(items[0]!).getByText('已逾期 2 天').className).toMatch(/overdue/);
    expect(within(items[1]!).getByText('还剩 30 天').className).not.toMatch(/overdue/);
    expect(within(items[0]!).getByRole('link', { name: '去办理' }).getAttribute('href')).toBe(
      '/pc/personalcenter',
    );
  });

  it('offers a 补正 past its period to read, not 去办理 (the server refuses the resubmit)', async () => {
    answers[messageCalls.deadline_list.path] = ok({
      list: [
        {
          key: 'application_correction-9',
          category: '政策申报',
          title: '补正“2026年度研发费用补助申报”的申报',
          due_date: '2026-11-18',
          days_left: -2,
          link: '/apply?id=41',
          actionable: false,
        },
      ],
    });
    await renderApp('/pc/deadlines', api.origin);
    const list = await screen.findByRole('list', { name: '待办期限' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).queryByRole('link', { name: '去办理' })).toBeNull();
    expect(within(item!).getByRole('link', { name: '查看' }).getAttribute('href')).toBe(
      '/pc/apply?id=41',
    );
  });

  it('says so when nothing is due', async () => {
    answers[messageCalls.deadline_list.path] = ok({ list: [] });
    await renderApp('/pc/deadlines', api.origin);
    expect(await screen.findByText(/暂无待办期限/)).toBeTruthy();
  });

  it('creates a feed URL shown once, then revokes it', async () => {
    const url = 'http://127.0.0.1/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
    answers[messageCalls.calendar_feed_create.path] = () => {
      answers[messageCalls.calendar_feed.path] = ok({ active: true, created_at: NOW });
      return ok({ url, created_at: NOW });
    };
    answers[messageCalls.calendar_feed_revoke.path] = () => {
      answers[messageCalls.calendar_feed.path] = ok({ active: false, created_at: null });
      return ok(null);
    };
    await renderApp('/pc/deadlines', api.origin);
    expect(await screen.findByText('尚未生成订阅地址。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '生成订阅地址' }));
    const field = await screen.findByRole('textbox', { name: '日历订阅地址' });
    expect((field as HTMLInputElement).value).toBe(url);
    expect(screen.getByText(/它只显示这一次/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '停用地址' }));
    fireEvent.click(await screen.findByRole('button', { name: /^停\s?用$/ }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '日历订阅地址' })).toBeNull());
    expect(requestsTo(messageCalls.calendar_feed_revoke.path)).toHaveLength(1);
    expect(await screen.findByText('尚未生成订阅地址。')).toBeTruthy();
  });

  it('offers a retry when the deadlines fail', async () => {
    const working = answers[messageCalls.deadline_list.path]!;
    answers[messageCalls.deadline_list.path] = {
      status: 500,
      body: { code: 500, msg: '服务器内部错误' },
    };
    await renderApp('/pc/deadlines', api.origin);
    expect(await screen.findByText('待办期限加载失败')).toBeTruthy();
    answers[messageCalls.deadline_list.path] = working;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    const list = await screen.findByRole('list', { name: '待办期限' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  // Issue 25: the renewal warning's items are here, and its counts link to them by kind.
  describe('with the renewal warning’s items', () => {
    beforeEach(() => {
      answers[messageCalls.deadline_list.path] = ok({
        list: [
          {
            key: 'renewal_patent-3',
            category: '专利年费',
            title: '缴纳专利第6年年费：一种续费测试装置（ZL2021100000001.1）',
            due_date: '2026-11-30',
            days_left: 10,
            link: '/deadlines',
            actionable: true,
          },
          {
            key: 'auth_resubmit-5',
            category: '企业认证',
            title: '重新提交企业认证申请（杭州甲科技有限公司）',
            due_date: '2026-12-01',
            days_left: 11,
            link: '/identity',
            actionable: true,
          },
          {
            key: 'renewal_qualification-4',
            category: '资质',
            title: '资质复审/续期：高新技术企业（GR0000001）',
            due_date: '2026-12-20',
            days_left: 30,
            link: '/information',
            actionable: true,
          },
        ],
      });
    });

    it('shows one kind from the address, and the kind chosen in the filter goes back into it', async () => {
      const { router } = await renderApp(
        `/pc/deadlines?category=${encodeURIComponent('专利年费')}`,
        api.origin,
      );
      const list = await screen.findByRole('list', { name: '待办期限' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByText(/^缴纳|^重新|^资质/).textContent)).toEqual([
        '缴纳专利第6年年费：一种续费测试装置（ZL2021100000001.1）',
      ]);
      expect(screen.getByText('共 1 条')).toBeTruthy();
      // Settled from this list: no 去办理 that would lead back to it.
      expect(within(items[0]!).queryByRole('link')).toBeNull();
      const filter = within(screen.getByRole('search', { name: '筛选待办期限' }));
      fireEvent.mouseDown(filter.getByRole('combobox', { name: '事项类别' }));
      fireEvent.click(await screen.findByTitle('资质'));
      await waitFor(() => expect(router.state.location.search).toEqual({ category: '资质' }));
      const qualification = within(
        await screen.findByRole('list', { name: '待办期限' }),
      ).getAllByRole('listitem');
      expect(qualification).toHaveLength(1);
      expect(
        within(qualification[0]!).getByRole('link', { name: '去办理' }).getAttribute('href'),
      ).toBe('/pc/information');
    });

    it('says so when the kind in the address has nothing due', async () => {
      await renderApp(`/pc/deadlines?category=${encodeURIComponent('商标续展')}`, api.origin);
      expect(await screen.findByText('暂无“商标续展”类的待办期限')).toBeTruthy();
      expect(screen.getByText('共 0 条')).toBeTruthy();
    });
  });
});
