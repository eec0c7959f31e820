// 获扶持名单 in the console (issue 26): the lists with their counts, filters in the address, a
// list deleted only with a reason; the import sends the form and the workbook, shows every wrong
// row in the error table with 下载错误报告 (the same file sent back), then a good import's result
// with its 未匹配 enterprises; one list's enterprises with 未匹配 marked; member-written names
// are text, never markup; the menu entry is the operators'.
import {
  AWARD_LIST_ERROR_REPORT,
  AWARD_LIST_IMPORT,
  AWARD_IMPORT_MESSAGES,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import type { FakeAnswerFor } from '@qyfw/app-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';

const LIST = '/api/console/award-list/list';
const DETAIL = '/api/console/award-list/detail';
const DELETE = '/api/console/award-list/delete';
const HOSTILE = '<img src=x onerror="window.__xss=1">杭州示范科技有限公司';

const awardList = {
  id: 12,
  entry_name: '2026年度杭州市研发投入补助拟支持企业名单',
  level: 20,
  policy_id: 3,
  policy_title: '杭州市研发投入补助实施办法',
  call_id: 9,
  call_title: '2026年度研发投入补助申报',
  companies: 3,
  unmatched: 1,
  total_money: 163.75,
  created_at: Date.UTC(2026, 2, 2, 1, 0, 0) / 1000,
};

/** A published document and call, as the policy-admin calls answer them. */
const policy = {
  id: 3,
  version: 1,
  state: 'published',
  title: '杭州市研发投入补助实施办法',
  document_number: '杭科〔2026〕3号',
  issuing_unit: '杭州市科学技术局',
  level: 20,
  region: '杭州市',
  industry_codes: [],
  themes: ['科技创新'],
  published_on: '2026-01-10',
  written_on: null,
  valid_until: null,
  validity: 'current',
  successor_id: null,
  summary: '',
  body: '<p>第一条</p>',
  interpretation: '',
  consult_phone: '',
  verified_on: null,
  support_ceiling: 50,
  call_count: 1,
  updated_at: 1_795_000_000,
};
const call = {
  id: 9,
  version: 1,
  state: 'published',
  policy_id: 3,
  policy_title: policy.title,
  title: '2026年度研发投入补助申报',
  start_on: '2026-02-01',
  end_on: '2026-02-28',
  mode: 'review',
  support_type: '资金补助',
  support_ceiling: 50,
  support_text: '',
  amount_rule: null,
  conditions: null,
  checklist: [],
  form_fields: [],
  materials: [],
  handling_unit: '杭州市科学技术局',
  consult_phone: '',
  published_at: 1_795_000_000,
  updated_at: 1_795_000_000,
};

const listAnswer: FakeAnswerFor = ({ body }) => {
  const { page = 1, pageSize = 20 } = body as { page?: number; pageSize?: number };
  return ok({ list: [{ ...awardList, entry_name: HOSTILE }], total: 1, page, pageSize });
};

const calendar = ok({
  current_year: 2026,
  next_year: 2027,
  current_year_entered: true,
  next_year_entered: true,
  years: [2026, 2027],
});

/** Opens an antd select and picks the option with this title. */
async function choose(combobox: HTMLElement, title: string) {
  fireEvent.mouseDown(combobox);
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    expect(found, `option ${title}`).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

const workbook = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], '名单.xlsx', {
    type: AWARD_LIST_IMPORT.accept.split(',')[1],
  });

describe('获扶持名单', { timeout: 60_000 }, () => {
  it('lists with counts and filters in the address; deletes only with a reason; names are text', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/calendar/status': calendar,
        [LIST]: listAnswer,
        [DELETE]: ok({ id: 12, entry_name: HOSTILE, companies: 3 }),
      },
      '/console/award-list',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '获扶持名单' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: `查看名单“${HOSTILE}”` });
    expect(link.textContent).toBe(HOSTILE);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('3 家 · 未匹配 1')).toBeTruthy();
    expect(screen.getByText('163.75')).toBeTruthy();
    expect(screen.getByText('市级')).toBeTruthy();
    expect(screen.getByText('2026年度研发投入补助申报')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' }).textContent).toContain('获扶持名单');

    const filters = screen.getByRole('search', { name: '筛选获扶持名单' });
    fireEvent.change(within(filters).getByLabelText('名单名称'), { target: { value: ' 研发 ' } });
    await choose(within(filters).getByRole('combobox', { name: '级别' }), '区县级');
    fireEvent.click(within(filters).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === LIST).at(-1)?.body).toEqual({
        user_id: '',
        page: 1,
        pageSize: 20,
        keyword: '研发',
        level: 21,
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toMatchObject({
      keyword: expect.stringContaining('研发'),
      level: '21',
    });

    fireEvent.click(await screen.findByRole('button', { name: `删除“${HOSTILE}”` }));
    const dialog = await screen.findByRole('dialog', { name: '删除名单' });
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    expect(await within(dialog).findByText('请填写删除原因')).toBeTruthy();
    expect(server.requests.some((r) => r.url === DELETE)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('删除原因'), {
      target: { value: '金额有误，重新导入' },
    });
    const listed = server.requests.filter((r) => r.url === LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === DELETE)?.body).toEqual({
        user_id: '',
        id: 12,
        reason: '金额有误，重新导入',
      }),
    );
    // Done: the list is read again.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === LIST).length).toBeGreaterThan(listed),
    );
    expect(await screen.findByRole('link', { name: `查看名单“${HOSTILE}”` })).toBeTruthy();
  });

  it('imports: every wrong row in the table and its report, nothing written; then the good file’s result', async () => {
    signedIn();
    // happy-dom has no object URLs, and it would follow the link away from the page: the
    // download's hand-over is the browser's part.
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let imports = 0;
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/calendar/status': calendar,
        '/api/console/policy/list': ok({ list: [], total: 0, page: 1, pageSize: 20 }),
        [AWARD_LIST_IMPORT.path]: () => {
          imports += 1;
          return imports === 1
            ? {
                status: 400,
                body: {
                  code: 400,
                  msg: AWARD_IMPORT_MESSAGES.rowsRefused(2, 2),
                  data: {
                    rows: 4,
                    bad_rows: 2,
                    problem_count: 2,
                    problems: [
                      {
                        row: 4,
                        column: '扶持金额（万元）',
                        message: AWARD_IMPORT_MESSAGES.formula,
                      },
                      { row: 6, column: null, message: AWARD_IMPORT_MESSAGES.exampleRow },
                    ],
                  },
                },
              }
            : ok({
                award_list: { ...awardList, companies: 4 },
                unmatched_rows: [{ row: 5, enterprise_name: HOSTILE }],
              });
        },
        [AWARD_LIST_ERROR_REPORT.path]: {
          status: 200,
          body: Buffer.from('xlsx'),
          contentType: AWARD_LIST_ERROR_REPORT.mimeType,
        },
      },
      '/console/award-list/import',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '导入获扶持名单' })).toBeTruthy();
    const form = screen.getByRole('form', { name: '导入获扶持名单' });
    // Nothing chosen: the form says what is missing, nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: '导入' }));
    expect(await within(form).findByText('请填写名单名称（至少2个字）')).toBeTruthy();
    expect(within(form).getByText('请选择名单级别')).toBeTruthy();
    expect(within(form).getByText(AWARD_IMPORT_MESSAGES.noFile)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('名单名称'), {
      target: { value: awardList.entry_name },
    });
    await choose(within(form).getByRole('combobox', { name: '级别' }), '市级');
    chooseFile(new File(['x'], '名单.xls'));
    expect(await within(form).findByText(AWARD_IMPORT_MESSAGES.oldExcel)).toBeTruthy();
    chooseFile(workbook());
    fireEvent.click(within(form).getByRole('button', { name: '导入' }));

    const problems = await screen.findByRole('table', { name: '错误列表' });
    expect(screen.getByRole('alert').textContent).toContain(
      AWARD_IMPORT_MESSAGES.rowsRefused(2, 2),
    );
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `第 4 行扶持金额（万元）${AWARD_IMPORT_MESSAGES.formula}`,
      `第 6 行整行${AWARD_IMPORT_MESSAGES.exampleRow}`,
    ]);
    const sent = server.requests.find((r) => r.url === AWARD_LIST_IMPORT.path)!;
    const raw = sent.raw.toString('utf8');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.headers.token).toBe('console-token');
    expect(raw).toContain(`name="entry_name"\r\n\r\n${awardList.entry_name}`);
    expect(raw).toContain('name="level"\r\n\r\n20');
    expect(raw).toMatch(/name="file"; filename="名单\.xlsx"/);

    fireEvent.click(screen.getByRole('button', { name: '下载错误报告' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === AWARD_LIST_ERROR_REPORT.path)).toBe(true),
    );
    const report = server.requests.find((r) => r.url === AWARD_LIST_ERROR_REPORT.path)!;
    expect(report.raw.toString('utf8')).toMatch(/name="file"; filename="名单\.xlsx"/);
    await waitFor(() => expect(saved).toEqual([AWARD_LIST_ERROR_REPORT.fileName]));

    // The operator fixes the file and imports again.
    chooseFile(workbook());
    // (The spinner of the first import may still be fading out beside the word.)
    fireEvent.click(within(form).getByRole('button', { name: /导入$/ }));
    const result = await screen.findByRole('region', { name: '导入结果' });
    expect(
      within(result).getByText(`已导入并发布“${awardList.entry_name}”：4 家企业，合计 163.75 万元`),
    ).toBeTruthy();
    expect(within(result).getByRole('link', { name: '查看名单' }).getAttribute('href')).toBe(
      '/console/award-list/12?page=1',
    );
    const unmatched = within(result).getByRole('table', { name: '未匹配的企业' });
    expect(within(unmatched).getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByRole('table', { name: '错误列表' })).toBeNull();
    click.mockRestore();
  });

  it('由申报通知生成: picks a published call of a document and publishes its supported enterprises', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/calendar/status': calendar,
        [LIST]: listAnswer,
        '/api/console/policy/list': ok({ list: [policy], total: 1, page: 1, pageSize: 20 }),
        '/api/console/call/list': ok({ list: [call], total: 1, page: 1, pageSize: 100 }),
        '/api/console/application/award_list_publish': ok({
          group_id: 12,
          entry_name: awardList.entry_name,
          level: 20,
          companies: 3,
          total_money: 163.75,
        }),
        [DETAIL]: ok({
          award_list: awardList,
          companies: { list: [], total: 0, page: 1, pageSize: 50 },
        }),
      },
      '/console/award-list',
    );
    fireEvent.click(await screen.findByRole('button', { name: '由申报通知生成' }));
    const dialog = await screen.findByRole('dialog', { name: '由申报通知生成名单' });
    await choose(
      within(dialog).getByRole('combobox', { name: '政策' }),
      '杭州市研发投入补助实施办法（杭科〔2026〕3号）',
    );
    // The calls are offered once a document is chosen.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: '申报通知' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    await choose(
      within(dialog).getByRole('combobox', { name: '申报通知' }),
      '2026年度研发投入补助申报',
    );
    fireEvent.change(within(dialog).getByLabelText('名单名称'), {
      target: { value: awardList.entry_name },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '生成并发布' }));
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.url === '/api/console/application/award_list_publish')?.body,
      ).toEqual({ user_id: '', call_id: 9, entry_name: awardList.entry_name }),
    );
    expect(server.requests.find((r) => r.url === '/api/console/call/list')?.body).toMatchObject({
      policy_id: 3,
      state: 'published',
    });
    // The new list opens.
    expect(
      await screen.findByRole('heading', { level: 1, name: awardList.entry_name }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/console/award-list/12');
  });

  it('shows one list’s enterprises, 未匹配 marked, names as text', async () => {
    signedIn();
    await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/calendar/status': calendar,
        [DETAIL]: ok({
          award_list: awardList,
          companies: {
            list: [
              {
                id: 1,
                enterprise_id: 5,
                enterprise_name: '杭州云栖智造科技有限公司',
                credit_code: '91330100MA27Y5QK7Q',
                topic_name: '研发投入补助',
                unit: '杭州市科学技术局',
                total_money: 120.5,
              },
              {
                id: 2,
                enterprise_id: null,
                enterprise_name: HOSTILE,
                credit_code: null,
                topic_name: '研发投入补助',
                unit: '杭州市科学技术局',
                total_money: 43.25,
              },
            ],
            total: 2,
            page: 1,
            pageSize: 50,
          },
        }),
      },
      '/console/award-list/12',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: awardList.entry_name }),
    ).toBeTruthy();
    const table = screen.getByRole('region', { name: '名单企业' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '杭州云栖智造科技有限公司91330100MA27Y5QK7Q研发投入补助杭州市科学技术局120.50',
      `${HOSTILE}未匹配—研发投入补助杭州市科学技术局43.25`,
    ]);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('button', { name: '删除名单' })).toBeTruthy();
  });

  it('is not on a handler’s menu, and a handler who types the address is told it is not theirs', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('handler')),
        '/api/console/calendar/status': calendar,
        [LIST]: { status: 403, body: { code: 403, msg: '没有权限：该操作仅限平台运营' } },
      },
      '/console/award-list',
    );
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    expect(menu.textContent).toContain('工作台');
    expect(menu.textContent).not.toContain('获扶持名单');
    expect(await screen.findByRole('heading', { name: '无权访问此页面' })).toBeTruthy();
    // The screen does not even ask: the server would refuse it (the 403 above) anyway.
    expect(server.requests.some((request) => request.url === LIST)).toBe(false);
  });
});
