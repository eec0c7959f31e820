// The working-day calendar (工作日历, issue 26): the days that differ from Monday–Friday (a
// holiday on a weekday, a make-up working Saturday or Sunday) and which years have been entered.
// Time limits in working days read it (appeals); `chinese-days` seeds the years it knows, and an
// operator enters next year's schedule when the State Council publishes it. Console only: reading
// is for every console role, writing for operators.
import { z } from 'zod';
import { isRealIsoDate } from '../bounds.js';
import { CONSOLE_ROLES } from '../roles.js';
import { defineCall } from '../define-call.js';
import { intSchema } from './common.js';

/** The years a schedule may be entered for. */
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2099;
/** The longest holiday name (国庆节、中秋节 fits; the State Council's names are short). */
export const CALENDAR_NAME_MAX = 20;
/** More exceptions than a year has ever had (2026: 33 rest days of which 27 weekdays, 6 make-up). */
export const CALENDAR_DAYS_MAX = 80;

export const calendarYearSchema = intSchema(CALENDAR_YEAR_MIN, CALENDAR_YEAR_MAX);

export const calendarDaySchema = z.object({
  day: z
    .string({ error: '日期须为 YYYY-MM-DD 格式' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期须为 YYYY-MM-DD 格式', abort: true })
    .refine(isRealIsoDate, { error: '日期须为有效日期（YYYY-MM-DD）' })
    // Real days, for generated bodies (the API's fuzzing) and the OpenAPI document.
    .meta({ examples: ['2027-01-01', '2027-02-06', '2027-10-01'] }),
  /** false: a holiday on a weekday (休); true: a make-up working day on a weekend (班). */
  is_workday: z.boolean({ error: '请说明该日是放假还是调休上班' }),
  /** The holiday as the State Council names it: 元旦, 春节, 国庆节 … */
  name: z
    .string({ error: '请填写节假日名称' })
    .trim()
    .min(1, { error: '请填写节假日名称' })
    .max(CALENDAR_NAME_MAX, { error: `节假日名称不能超过${CALENDAR_NAME_MAX}个字` }),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const CALENDAR_SOURCES = ['chinese-days', 'operator'] as const;
export const calendarSourceSchema = z.enum(CALENDAR_SOURCES);
export const CALENDAR_SOURCE_LABELS: Readonly<Record<(typeof CALENDAR_SOURCES)[number], string>> = {
  'chinese-days': '内置数据（chinese-days）',
  operator: '运营录入',
};

/** A run of rest days (weekends included) holding at least one holiday, and its make-up days. */
export const calendarHolidaySchema = z.object({
  /** The names of its holidays, joined with 、 (国庆节、中秋节). */
  name: z.string(),
  /** First and last rest day (may reach into the neighbouring year over a weekend). */
  start: z.string(),
  end: z.string(),
  /** Calendar days from start to end: 共 N 天 (休). */
  rest_days: z.number().int().nonnegative(),
  /** Its make-up working days (班), by the holiday's name. */
  workdays: z.array(z.string()),
});
export type CalendarHoliday = z.infer<typeof calendarHolidaySchema>;

export const calendarYearViewSchema = z.object({
  year: calendarYearSchema,
  /** null: not entered — deadlines in this year fall back to Monday–Friday and are flagged. */
  entered: z
    .object({
      source: calendarSourceSchema,
      source_label: z.string(),
      /** The operator's name; null for the seeded years (or a removed account). */
      entered_by: z.string().nullable(),
      /** ISO time; a save names it back as `expected_entered_at`. */
      entered_at: z.string(),
    })
    .nullable(),
  /** The year's exceptions, by day. */
  days: z.array(calendarDaySchema),
  /** The holidays, in date order, with their make-up days. */
  holidays: z.array(calendarHolidaySchema),
});
export type CalendarYearView = z.infer<typeof calendarYearViewSchema>;

export const admin_calendar_year = defineCall({
  name: 'admin_calendar_year',
  method: 'POST',
  path: '/api/console/calendar/year',
  auth: { roles: [...CONSOLE_ROLES] },
  summary: '工作日历：某一年的节假日与调休上班日（是否已录入、由谁录入）',
  body: z.object({ year: calendarYearSchema }),
  data: calendarYearViewSchema,
});

export const admin_calendar_year_save = defineCall({
  name: 'admin_calendar_year_save',
  method: 'POST',
  path: '/api/console/calendar/save',
  auth: { roles: ['operator'] },
  summary: '工作日历：录入或修改某一年的节假日安排（整年替换）',
  body: z.object({
    year: calendarYearSchema,
    /**
     * The `entered.entered_at` the editor started from (null: the year was not entered). A save
     * over someone else's newer entry is refused (409).
     */
    expected_entered_at: z.string().max(40).nullable(),
    days: z
      .array(calendarDaySchema)
      .min(1, { error: '请至少录入一天放假或调休上班日' })
      .max(CALENDAR_DAYS_MAX, { error: `一年最多录入${CALENDAR_DAYS_MAX}天` }),
  }),
  data: calendarYearViewSchema,
});

export const admin_calendar_status = defineCall({
  name: 'admin_calendar_status',
  method: 'POST',
  path: '/api/console/calendar/status',
  auth: { roles: [...CONSOLE_ROLES] },
  summary: '工作日历：今年与明年是否已录入（管理后台据此提示录入）',
  body: z.object({}),
  data: z.object({
    /** By the server's clock, Asia/Shanghai. */
    current_year: calendarYearSchema,
    next_year: calendarYearSchema,
    current_year_entered: z.boolean(),
    next_year_entered: z.boolean(),
    /** Every entered year, ascending. */
    years: z.array(calendarYearSchema),
  }),
});

const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** 0 (Sunday) … 6 (Saturday) of a YYYY-MM-DD day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * Why a year's exceptions cannot be saved, in Chinese, or undefined when they can: every day in
 * that year, a holiday (休) on Monday–Friday (a weekend is a rest day already), a make-up day (班)
 * on Saturday or Sunday, no day twice. The server refuses with it; the editor may ask it first.
 */
export function calendarYearProblem(
  year: number,
  days: readonly CalendarDay[],
): string | undefined {
  const seen = new Set<string>();
  for (const { day, is_workday: isWorkday } of days) {
    if (!day.startsWith(`${year}-`)) return `${day} 不在 ${year} 年内`;
    if (seen.has(day)) return `${day} 重复录入`;
    seen.add(day);
    const weekday = weekdayOf(day);
    const weekend = weekday === 0 || weekday === 6;
    if (!isWorkday && weekend) {
      return `${day} 是${WEEKDAY_NAMES[weekday]}，本就休息，无需录入为放假日`;
    }
    if (isWorkday && !weekend) {
      return `${day} 是${WEEKDAY_NAMES[weekday]}，本就上班，调休上班日只能是周六或周日`;
    }
  }
  return undefined;
}
