import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../../features/calendar/calendar-page';
import { calendarSearchSchema } from '../../../features/calendar/calendar-search';

/** /calendar: 工作日历, the year in the address (?year=2027). */
export const Route = createFileRoute('/_shell/calendar/')({
  validateSearch: calendarSearchSchema,
  head: () => ({ meta: [{ title: '工作日历 - 企业服务门户管理后台' }] }),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { year } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CalendarPage year={year} onYearChange={(next) => void navigate({ search: { year: next } })} />
  );
}
