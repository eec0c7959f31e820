// The year's holidays as the notice reads: name, 起止, 共 N 天, and the make-up days.
import type { CalendarHoliday } from '@qyfw/portal-sdk/calls/calendar-admin';
import { Table } from 'antd';
import { dayLabel } from './day-marks';

export function HolidayList({ holidays }: { readonly holidays: readonly CalendarHoliday[] }) {
  return (
    <Table<CalendarHoliday>
      rowKey={(row) => row.start}
      size="small"
      pagination={false}
      dataSource={[...holidays]}
      locale={{ emptyText: '该年没有录入节假日' }}
      columns={[
        { title: '节假日', dataIndex: 'name', width: 160 },
        {
          title: '放假时间',
          key: 'range',
          render: (_, row) =>
            row.start === row.end
              ? dayLabel(row.start)
              : `${dayLabel(row.start)} 至 ${dayLabel(row.end)}`,
        },
        { title: '天数', key: 'days', width: 90, render: (_, row) => `共 ${row.rest_days} 天` },
        {
          title: '调休上班',
          key: 'work',
          render: (_, row) =>
            row.workdays.length === 0 ? '无' : row.workdays.map((day) => dayLabel(day)).join('、'),
        },
      ]}
    />
  );
}
