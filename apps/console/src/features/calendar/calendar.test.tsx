// 工作日历 in the console (issue 26): 2026 with 国庆节 marked in the grid and listed, the shell's
// warning while 2027 is not entered, a handler without the editor, and an operator entering 2027
// whose refused save shows the server's reason (names shown as text, never as markup).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDate } from '../../testing/antd-date';
import { me, ok, openConsole, refused, signedIn } from '../../testing/open-console';

const HOSTILE = '<img src=x>春节';

const status = ok({
  current_year: 2026,
  next_year: 2027,
  current_year_entered: true,
  next_year_entered: false,
  years: [2025, 2026],
});

const year2026 = ok({
  year: 2026,
  entered: {
    source: 'chinese-days',
    source_label: '内置数据（chinese-days）',
    entered_by: null,
    entered_at: '2026-03-01T16:00:00.000Z',
  },
  days: [
    { day: '2026-01-01', is_workday: false, name: '元旦' },
    { day: '2026-01-02', is_workday: false, name: '元旦' },
    { day: '2026-01-04', is_workday: true, name: '元旦' },
    { day: '2026-09-20', is_workday: true, name: '国庆节' },
    ...['01', '02', '05', '06', '07'].map((d) => ({
      day: `2026-10-${d}`,
      is_workday: false,
      name: '国庆节',
    })),
    { day: '2026-10-10', is_workday: true, name: '国庆节' },
  ],
  holidays: [
    {
      name: '元旦',
      start: '2026-01-01',
      end: '2026-01-03',
      rest_days: 3,
      workdays: ['2026-01-04'],
    },
    {
      name: '国庆节',
      start: '2026-10-01',
      end: '2026-10-07',
      rest_days: 7,
      workdays: ['2026-09-20', '2026-10-10'],
    },
  ],
});

const year2027 = ok({ year: 2027, entered: null, days: [], holidays: [] });

describe('工作日历', () => {
  it('shows 2026 with 国庆节 marked and listed, warns that 2027 is missing, and gives a handler no editor', async () => {
    signedIn();
    await openConsole(
      {
        '/api/console/auth/me': ok(me('handler')),
        '/api/console/calendar/status': status,
        '/api/console/calendar/year': year2026,
      },
      '/console/calendar?year=2026',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '工作日历' })).toBeTruthy();
    const banner = await screen.findByText(/2027 年的节假日安排尚未录入/);
    expect(banner.textContent).toContain(
      '2027 年的节假日安排尚未录入，涉及 2027 年的办理时限按周一至周五推算，请在国务院办公厅公布后录入',
    );
    expect(within(banner).getByRole('link', { name: '前往工作日历' }).getAttribute('href')).toBe(
      '/console/calendar?year=2027',
    );

    // The grid: the whole run is 休 (3 and 4 October are its weekend), 10 October is 班.
    expect(await screen.findByLabelText('10月1日（周四） 休 国庆节')).toBeTruthy();
    expect(screen.getByLabelText('10月4日（周日） 休 国庆节')).toBeTruthy();
    expect(screen.getByLabelText('10月8日（周四）')).toBeTruthy();
    expect(screen.getByLabelText('10月10日（周六） 班 国庆节')).toBeTruthy();
    const list = screen.getByRole('region', { name: '2026 年节假日' });
    const row = within(list).getByText('国庆节').closest('tr')!;
    expect(row.textContent).toContain('10月1日（周四） 至 10月7日（周三）');
    expect(row.textContent).toContain('共 7 天');
    expect(row.textContent).toContain('9月20日（周日）、10月10日（周六）');
    expect(screen.getByRole('navigation', { name: '主菜单' }).textContent).toContain('工作日历');

    expect(screen.queryByRole('form', { name: '添加放假' })).toBeNull();
    expect(screen.queryByRole('button', { name: /保存/ })).toBeNull();
  });

  it("lets an operator enter 2027's days and shows the server's refusal in the form", async () => {
    signedIn();
    const reason = '2027-02-01 是星期一，本就上班，调休上班日只能是周六或周日';
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/calendar/status': status,
        '/api/console/calendar/year': year2027,
        '/api/console/calendar/save': refused(reason),
      },
      '/console/calendar?year=2027',
    );
    expect(await screen.findByText('2027 年的节假日安排尚未录入')).toBeTruthy();
    const holiday = await screen.findByRole('form', { name: '添加放假' });
    fireEvent.change(within(holiday).getByLabelText('节假日名称'), { target: { value: '元旦' } });
    await typeDate(within(holiday).getByLabelText('放假开始'), '2027-01-01');
    await typeDate(within(holiday).getByLabelText('放假结束'), '2027-01-03');
    fireEvent.click(within(holiday).getByRole('button', { name: '添加放假' }));
    const pending = await screen.findByRole('table', { name: '2027 年待保存的安排' });
    // Only the Friday is a row: 2 and 3 January are a weekend, rest days already.
    expect(await within(pending).findByText('1月1日（周五）')).toBeTruthy();
    expect(within(pending).queryByText('1月2日（周六）')).toBeNull();

    const makeUp = screen.getByRole('form', { name: '添加调休上班日' });
    fireEvent.change(within(makeUp).getByLabelText('所属节假日'), { target: { value: HOSTILE } });
    await typeDate(within(makeUp).getByLabelText('上班日期'), '2027-02-01');
    fireEvent.click(within(makeUp).getByRole('button', { name: '添加调休上班日' }));
    expect(await within(pending).findByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /保存 2027 年安排/ }));
    const shown = await screen.findByText(reason);
    expect(shown.closest('[role="alert"]')?.textContent).toContain('未保存');
    expect(server.requests.find((r) => r.url === '/api/console/calendar/save')?.body).toEqual({
      user_id: '',
      year: 2027,
      expected_entered_at: null,
      days: [
        { day: '2027-01-01', is_workday: false, name: '元旦' },
        { day: '2027-02-01', is_workday: true, name: HOSTILE },
      ],
    });
  });
});
