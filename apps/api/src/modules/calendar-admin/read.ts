// What the console reads of the calendar: one year (its exceptions, its holidays, who entered it)
// and whether this year and next year are entered.
import type { CallData } from '@qyfw/portal-sdk/schemas';
import type { calls } from '@qyfw/portal-sdk/schemas';
import { CALENDAR_SOURCE_LABELS } from '@qyfw/portal-sdk/schemas';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, workCalendarDays, workCalendarYears } from '../../db/schema/index.js';
import { shanghaiDate } from '../shared/dates.js';
import { holidaysOf } from './holidays.js';

export type CalendarYearView = CallData<typeof calls.admin_calendar_year>;
export type CalendarStatus = CallData<typeof calls.admin_calendar_status>;

export async function calendarYearView(db: Db, year: number): Promise<CalendarYearView> {
  // The week either side: a holiday's run may reach over a neighbouring year's weekend.
  const rows = await db
    .select()
    .from(workCalendarDays)
    .where(
      and(
        gte(workCalendarDays.day, `${year - 1}-12-24`),
        lte(workCalendarDays.day, `${year + 1}-01-07`),
      ),
    )
    .orderBy(asc(workCalendarDays.day));
  const [entered] = await db
    .select({
      source: workCalendarYears.source,
      enteredAt: workCalendarYears.enteredAt,
      userId: users.id,
      nickname: users.nickname,
      username: users.username,
    })
    .from(workCalendarYears)
    .leftJoin(users, eq(users.id, workCalendarYears.enteredBy))
    .where(eq(workCalendarYears.year, year));
  return {
    year,
    entered: entered
      ? {
          source: entered.source,
          source_label: CALENDAR_SOURCE_LABELS[entered.source],
          entered_by:
            entered.userId === null
              ? null
              : (entered.nickname ?? entered.username ?? `用户${entered.userId}`),
          entered_at: entered.enteredAt.toISOString(),
        }
      : null,
    days: rows
      .filter((row) => row.day.startsWith(`${year}-`))
      .map((row) => ({ day: row.day, is_workday: row.isWorkday, name: row.name })),
    holidays: holidaysOf(year, rows),
  };
}

export async function calendarStatus(db: Db, now: Date): Promise<CalendarStatus> {
  const currentYear = Number(shanghaiDate(now).slice(0, 4));
  const years = (
    await db
      .select({ year: workCalendarYears.year })
      .from(workCalendarYears)
      .orderBy(asc(workCalendarYears.year))
  ).map((row) => row.year);
  return {
    current_year: currentYear,
    next_year: currentYear + 1,
    current_year_entered: years.includes(currentYear),
    next_year_entered: years.includes(currentYear + 1),
    years,
  };
}
