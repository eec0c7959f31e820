// An operator enters or revises a year's schedule: the whole year's exceptions replace the stored
// ones in one transaction, the year is marked entered by them, and the audit log keeps the days
// before and after. Every row is checked first (calendarYearProblem): one bad row and nothing is
// written. A save over an entry newer than the one the editor started from is refused (409).
import { calendarYearProblem } from '@qyfw/portal-sdk/schemas';
import type { CalendarDay } from '@qyfw/portal-sdk/schemas';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workCalendarDays, workCalendarYears } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit } from '../shared/audit.js';

export interface CalendarSave {
  readonly year: number;
  readonly expected_entered_at: string | null;
  readonly days: readonly CalendarDay[];
}

export interface CalendarActor {
  readonly userId: number;
  readonly ip: string;
}

const STALE = '该年度的节假日安排已被他人修改，请刷新后重新录入';

/** What the audit row keeps of a year: its source and every exception, one line each. */
function auditSummary(
  entered: { source: string; enteredAt: Date } | undefined,
  days: readonly { day: string; isWorkday: boolean; name: string }[],
) {
  return {
    source: entered?.source ?? null,
    entered_at: entered?.enteredAt.toISOString() ?? null,
    rest_days: days.filter((row) => !row.isWorkday).length,
    make_up_days: days.filter((row) => row.isWorkday).length,
    days: days.map((row) => `${row.day} ${row.isWorkday ? '班' : '休'} ${row.name}`),
  };
}

export async function saveCalendarYear(
  db: Db,
  actor: CalendarActor,
  body: CalendarSave,
  now: Date,
): Promise<void> {
  const problem = calendarYearProblem(body.year, body.days);
  if (problem) throw ApiError.badRequest(problem);
  const inYear = and(
    gte(workCalendarDays.day, `${body.year}-01-01`),
    lte(workCalendarDays.day, `${body.year}-12-31`),
  );
  await db.transaction(async (tx) => {
    // The year's row locked (when there is one), so two saves of one year run one after the other.
    const [entered] = await tx
      .select({ source: workCalendarYears.source, enteredAt: workCalendarYears.enteredAt })
      .from(workCalendarYears)
      .where(eq(workCalendarYears.year, body.year))
      .for('update');
    const expected =
      body.expected_entered_at === null ? null : Date.parse(body.expected_entered_at);
    if ((entered?.enteredAt.getTime() ?? null) !== expected) {
      throw new ApiError(409, 409, STALE);
    }
    const before = await tx
      .select()
      .from(workCalendarDays)
      .where(inYear)
      .orderBy(asc(workCalendarDays.day));
    const after = [...body.days]
      .map((row) => ({ day: row.day, isWorkday: row.is_workday, name: row.name }))
      .sort((a, b) => a.day.localeCompare(b.day));
    const row = { source: 'operator' as const, enteredBy: actor.userId, enteredAt: now };
    if (entered) {
      await tx.update(workCalendarYears).set(row).where(eq(workCalendarYears.year, body.year));
    } else {
      // A first entry has no row to lock: of two at once, the second's insert waits for the
      // first and then finds the year taken — refused, not written over.
      const [inserted] = await tx
        .insert(workCalendarYears)
        .values({ year: body.year, ...row })
        .onConflictDoNothing()
        .returning({ year: workCalendarYears.year });
      if (!inserted) throw new ApiError(409, 409, STALE);
    }
    await tx.delete(workCalendarDays).where(inYear);
    await tx.insert(workCalendarDays).values(after);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'operator',
      action: 'work_calendar.save',
      entityType: 'work_calendar_year',
      entityId: body.year,
      before: auditSummary(entered, before),
      after: auditSummary({ source: 'operator', enteredAt: now }, after),
      ip: actor.ip,
      at: now,
    });
  });
}
