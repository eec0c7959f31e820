// The shell's warning while next year's (or this year's) schedule is not entered: time limits
// reaching into that year are counted Monday–Friday until an operator enters the State Council's
// schedule. Says nothing while loading or when the status cannot be read (the calendar screen
// shows its own state).
import { useAppKit } from '@qyfw/app-kit/provider';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from 'antd';
import { calendarStatusQuery } from './api';

export function NextYearBanner() {
  const { client } = useAppKit();
  const { data } = useQuery(calendarStatusQuery(client));
  if (!data || (data.current_year_entered && data.next_year_entered)) return null;
  const year = data.current_year_entered ? data.next_year : data.current_year;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      style={{ marginBottom: 16 }}
      title={
        <>
          {year} 年的节假日安排尚未录入，涉及 {year}{' '}
          年的办理时限按周一至周五推算，请在国务院办公厅公布后录入。{' '}
          {/* Underlined: inside a sentence, colour alone does not mark a link (WCAG 1.4.1). */}
          <Link to="/calendar" search={{ year }} style={{ textDecoration: 'underline' }}>
            前往工作日历
          </Link>
        </>
      }
    />
  );
}
