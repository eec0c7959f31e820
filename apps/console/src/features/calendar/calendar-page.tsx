// 工作日历: one year's holidays and make-up working days (the year in the address), as a month
// grid and as the notice's list; operators enter or revise the year below. Time limits in working
// days read this table (appeals); a year not entered is counted Monday–Friday and flagged.
import { QueryBlock } from '@qyfw/app-kit/query-block';
import { useAppKit } from '@qyfw/app-kit/provider';
import type { CalendarYearView } from '@qyfw/portal-sdk/calls/calendar-admin';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Select, Space, Typography } from 'antd';
import { meQuery } from '../../session/me';
import { calendarStatusQuery, calendarYearQuery, shanghaiYear } from './api';
import { CalendarEditor } from './calendar-editor';
import { HolidayList } from './holiday-list';
import { YearGrid } from './year-grid';

export interface CalendarPageProps {
  readonly year: number | undefined;
  readonly onYearChange: (year: number) => void;
}

export function CalendarPage({ year: asked, onYearChange }: CalendarPageProps) {
  const { client } = useAppKit();
  const status = useQuery(calendarStatusQuery(client));
  const me = useQuery(meQuery(client));
  const year = asked ?? status.data?.current_year ?? shanghaiYear();
  const query = useQuery(calendarYearQuery(client, year));
  const current = status.data?.current_year ?? shanghaiYear();
  const years = [
    ...new Set([...(status.data?.years ?? []), current - 1, current, current + 1, year]),
  ].sort((a, b) => b - a);
  const canEdit = me.data?.role === 'operator';

  return (
    <section aria-labelledby="calendar-title">
      <Typography.Title level={1} id="calendar-title">
        工作日历
      </Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor="calendar-year">年份</label>
        <Select<number>
          id="calendar-year"
          aria-label="年份"
          style={{ width: 120 }}
          value={year}
          onChange={onYearChange}
          options={years.map((value) => ({
            value,
            label: `${value} 年${status.data && !status.data.years.includes(value) ? '（未录入）' : ''}`,
          }))}
        />
      </Space>
      <QueryBlock query={query} label={`${year} 年工作日历`}>
        {(view) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <EnteredLine view={view} />
            <section aria-labelledby="calendar-holidays-title">
              <Typography.Title level={2} id="calendar-holidays-title">
                {view.year} 年节假日
              </Typography.Title>
              <HolidayList holidays={view.holidays} />
            </section>
            <section aria-labelledby="calendar-grid-title">
              <Typography.Title level={2} id="calendar-grid-title">
                {view.year} 年日历（休：放假，班：调休上班）
              </Typography.Title>
              <YearGrid year={view.year} days={view.days} holidays={view.holidays} />
            </section>
            {/* Keyed by the entry: a save or another year starts the editor from the stored rows. */}
            {canEdit && (
              <CalendarEditor key={`${view.year}-${view.entered?.entered_at ?? ''}`} view={view} />
            )}
          </Space>
        )}
      </QueryBlock>
    </section>
  );
}

function EnteredLine({ view }: { readonly view: CalendarYearView }) {
  if (!view.entered) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${view.year} 年的节假日安排尚未录入`}
        description={`涉及 ${view.year} 年的办理时限暂按周一至周五推算，并标注为“未录入工作日历”；请在国务院办公厅公布后录入。`}
      />
    );
  }
  return (
    <Descriptions
      size="small"
      column={3}
      items={[
        { key: 'source', label: '来源', children: view.entered.source_label },
        { key: 'by', label: '录入人', children: view.entered.entered_by ?? '系统' },
        {
          key: 'at',
          label: '录入时间',
          children: formatDate(Date.parse(view.entered.entered_at) / 1000, 'YYYY-MM-DD HH:mm'),
        },
      ]}
    />
  );
}
