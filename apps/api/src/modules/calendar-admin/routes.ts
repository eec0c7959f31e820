// 工作日历 (SDK domain `calendar-admin`, paths /api/console/calendar/…): a year's holidays and
// make-up days, an operator's entry of a year, and whether this year and next are entered (the
// console's warning). Reading is for every console role; the save is the operators'.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { calendarStatus, calendarYearView } from './read.js';
import { saveCalendarYear } from './save.js';

export function registerCalendarAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.admin_calendar_year, ({ body }) => calendarYearView(db, body.year));
  registerCall(app, calls.admin_calendar_year_save, async ({ body, request, session }) => {
    await saveCalendarYear(db, { userId: session.userId, ip: request.ip }, body, now());
    return calendarYearView(db, body.year);
  });
  registerCall(app, calls.admin_calendar_status, () => calendarStatus(db, now()));
}
