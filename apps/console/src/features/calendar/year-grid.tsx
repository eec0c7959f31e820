// Twelve month tables of one year: each day with 休 (a holiday, its weekends included) or 班 (a
// make-up working day); the day's full description (date, weekday, holiday) is its cell's title
// and accessible name, so a screen reader reads "10月1日（周四）休 国庆节".
import type { CalendarDay, CalendarHoliday } from '@qyfw/portal-sdk/calls/calendar-admin';
import { addDays, dayLabel, dayMarks } from './day-marks';
import styles from './year-grid.module.css';

const HEADERS = ['一', '二', '三', '四', '五', '六', '日'];

/** The month's days in weeks Monday first; null pads the first and last week. */
function weeksOf(year: number, month: number): (string | null)[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(first.slice(0, 8)); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export interface YearGridProps {
  readonly year: number;
  readonly days: readonly CalendarDay[];
  readonly holidays: readonly CalendarHoliday[];
}

export function YearGrid({ year, days, holidays }: YearGridProps) {
  const marks = dayMarks(days, holidays);
  return (
    <div className={styles.months}>
      {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
        <table key={month} className={styles.month}>
          <caption>
            {year}年{month}月
          </caption>
          <thead>
            <tr>
              {HEADERS.map((header) => (
                <th key={header} scope="col" abbr={`星期${header}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(year, month).map((week, row) => (
              <tr key={row}>
                {week.map((day, column) => {
                  if (!day) return <td key={column} />;
                  const mark = marks.get(day);
                  const label = `${dayLabel(day)}${mark ? ` ${mark.kind} ${mark.name}` : ''}`;
                  const className = mark
                    ? mark.kind === '休'
                      ? styles.rest
                      : styles.work
                    : column >= 5
                      ? styles.weekend
                      : undefined;
                  return (
                    <td key={column} className={className} title={label} aria-label={label}>
                      {Number(day.slice(8))}
                      {mark && (
                        <span className={styles.mark} aria-hidden="true">
                          {mark.kind}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
