// The working-day calendar (design: "time limits in working days read the calendar table"). One
// row per day whose status differs from Monday–Friday (a holiday on a weekday, a make-up working
// Saturday or Sunday), and one row per year that has been entered. A year without its row is not
// known: `chinese-days` silently treats such a year as Monday–Friday, so a deadline computed in it
// is flagged instead of trusted. 2026 and the years before are seeded from `chinese-days`;
// operators enter the next year when the State Council publishes it.
import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A day that is not what its weekday says: a holiday on a weekday or a make-up working day. */
export const workCalendarDays = pgTable('work_calendar_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  isWorkday: boolean('is_workday').notNull(),
  /** The holiday it belongs to as the State Council names it: 元旦, 春节, 国庆节 … */
  name: text('name').notNull(),
});

/** A year whose schedule has been entered (seeded or by an operator). */
export const workCalendarYears = pgTable('work_calendar_years', {
  year: integer('year').primaryKey(),
  /** chinese-days for the seeded years, operator for a year entered in the console. */
  source: text('source').$type<'chinese-days' | 'operator'>().notNull(),
  enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
  enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
});
