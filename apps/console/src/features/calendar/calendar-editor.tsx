// An operator enters or revises a year's schedule as the State Council's notice gives it: a
// holiday's dates with its name (its weekdays become 休 rows; a weekend is a rest day already)
// and its make-up working days (班). The whole year is saved at once; the server checks every
// row and its refusal is shown here, with nothing saved.
import { refusalMessage } from '@qyfw/app-kit/call-errors';
import { useAppKit } from '@qyfw/app-kit/provider';
import { admin_calendar_year_save, CALENDAR_NAME_MAX } from '@qyfw/portal-sdk/calls/calendar-admin';
import type { CalendarDay, CalendarYearView } from '@qyfw/portal-sdk/calls/calendar-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { DateField } from '../../components/date-field';
import { CALENDAR_KEY, calendarYearQuery } from './api';
import { addDays, dayLabel } from './day-marks';

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
const byDay = (a: CalendarDay, b: CalendarDay) => a.day.localeCompare(b.day);

interface HolidayDraft {
  name?: string;
  start?: string;
  end?: string;
}
interface MakeUpDraft {
  name?: string;
  day?: string;
}

export function CalendarEditor({ view }: { readonly view: CalendarYearView }) {
  const { client, toast } = useAppKit();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<CalendarDay[]>(() => [...view.days].sort(byDay));
  const [holidayForm] = Form.useForm<HolidayDraft>();
  const [makeUpForm] = Form.useForm<MakeUpDraft>();
  const year = view.year;

  const save = useMutation({
    mutationFn: () =>
      client.call(
        admin_calendar_year_save,
        { year, expected_entered_at: view.entered?.entered_at ?? null, days: rows },
        { quiet: true },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarYearQuery(client, year).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      void toast('success', `已保存 ${year} 年的节假日安排`);
    },
  });

  /** Puts rows in, replacing any of the same day. */
  const put = (added: CalendarDay[]) => {
    const days = new Set(added.map((row) => row.day));
    setRows((current) => [...current.filter((row) => !days.has(row.day)), ...added].sort(byDay));
    save.reset();
  };

  const addHoliday = ({ name = '', start = '', end = '' }: HolidayDraft) => {
    const added: CalendarDay[] = [];
    for (let day = start; day <= (end || start); day = addDays(day, 1)) {
      if (!isWeekend(day)) added.push({ day, is_workday: false, name: name.trim() });
    }
    put(added);
    holidayForm.resetFields();
  };

  const addMakeUp = ({ name = '', day = '' }: MakeUpDraft) => {
    put([{ day, is_workday: true, name: name.trim() }]);
    makeUpForm.resetFields();
  };

  const changed = JSON.stringify(rows) !== JSON.stringify([...view.days].sort(byDay));
  const failure = save.isError ? refusalMessage(save.error) : undefined;
  const min = `${year}-01-01`;
  const max = `${year}-12-31`;
  const nameRules = [
    { required: true, whitespace: true, message: '请填写节假日名称' },
    { max: CALENDAR_NAME_MAX, message: `节假日名称不能超过${CALENDAR_NAME_MAX}个字` },
  ];

  return (
    <Card
      title={
        <Typography.Title level={2} id="calendar-editor-title" style={{ margin: 0 }}>
          {view.entered ? `修改 ${year} 年安排` : `录入 ${year} 年安排`}
        </Typography.Title>
      }
    >
      <section aria-labelledby="calendar-editor-title">
        <Typography.Paragraph type="secondary">
          按国务院办公厅的通知录入：放假日期中的周末本就休息，只记录其中的工作日；调休上班日须为周六或周日。保存时整年替换。
        </Typography.Paragraph>
        <Space align="start" wrap size="large">
          <Form<HolidayDraft>
            form={holidayForm}
            name={`calendar-holiday-${year}`}
            layout="inline"
            aria-label="添加放假"
            onFinish={addHoliday}
          >
            <Form.Item name="name" label="节假日名称" rules={nameRules}>
              <Input placeholder="如：春节" maxLength={CALENDAR_NAME_MAX} />
            </Form.Item>
            <Form.Item
              name="start"
              label="放假开始"
              rules={[{ required: true, message: '请选择放假开始日期' }]}
            >
              <DateField min={min} max={max} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item
              name="end"
              label="放假结束"
              dependencies={['start']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value?: string) =>
                    !value || value >= (getFieldValue('start') as string)
                      ? Promise.resolve()
                      : Promise.reject(new Error('结束日期不能早于开始日期')),
                }),
              ]}
            >
              <DateField min={min} max={max} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit">添加放假</Button>
            </Form.Item>
          </Form>
          <Form<MakeUpDraft>
            form={makeUpForm}
            name={`calendar-make-up-${year}`}
            layout="inline"
            aria-label="添加调休上班日"
            onFinish={addMakeUp}
          >
            <Form.Item name="name" label="所属节假日" rules={nameRules}>
              <Input placeholder="如：春节" maxLength={CALENDAR_NAME_MAX} />
            </Form.Item>
            <Form.Item
              name="day"
              label="上班日期"
              rules={[{ required: true, message: '请选择调休上班日期' }]}
            >
              <DateField min={min} max={max} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit">添加调休上班日</Button>
            </Form.Item>
          </Form>
        </Space>
        <Table<CalendarDay>
          style={{ marginTop: 16 }}
          rowKey="day"
          size="small"
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: '尚未添加任何放假或调休上班日' }}
          aria-label={`${year} 年待保存的安排`}
          columns={[
            { title: '日期', key: 'day', render: (_, row) => dayLabel(row.day) },
            {
              title: '类型',
              key: 'kind',
              render: (_, row) => (row.is_workday ? '班（调休上班）' : '休（放假）'),
            },
            { title: '节假日', dataIndex: 'name' },
            {
              title: '操作',
              key: 'remove',
              render: (_, row) => (
                <Button
                  type="link"
                  // The name starts with the visible word, so no space inside 移除 (WCAG 2.5.3).
                  autoInsertSpace={false}
                  aria-label={`移除 ${dayLabel(row.day)}`}
                  onClick={() => {
                    setRows((current) => current.filter((other) => other.day !== row.day));
                    save.reset();
                  }}
                >
                  移除
                </Button>
              ),
            },
          ]}
        />
        {failure && (
          <Alert
            role="alert"
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title="未保存"
            description={failure}
          />
        )}
        <Space style={{ marginTop: 16 }}>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!changed || rows.length === 0}
            onClick={() => save.mutate()}
          >
            保存 {year} 年安排
          </Button>
          <Button
            disabled={!changed || save.isPending}
            onClick={() => {
              setRows([...view.days].sort(byDay));
              save.reset();
            }}
          >
            放弃修改
          </Button>
        </Space>
      </section>
    </Card>
  );
}
