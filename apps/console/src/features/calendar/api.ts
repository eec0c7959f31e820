// The calendar's queries (admin_calendar_year by year, admin_calendar_status for the shell's
// warning) under one key prefix, so a save refreshes both.
import { admin_calendar_status, admin_calendar_year } from '@qyfw/portal-sdk/calls/calendar-admin';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { queryOptions } from '@tanstack/react-query';

export const CALENDAR_KEY = ['console', 'calendar'] as const;

export const calendarYearQuery = (client: PortalClient, year: number) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'year', year],
    queryFn: () => client.call(admin_calendar_year, { year }, { quiet: true }),
  });

export const calendarStatusQuery = (client: PortalClient) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'status'],
    queryFn: () => client.call(admin_calendar_status, {}, { quiet: true }),
    // Changes once a year: the shell need not ask on every screen.
    staleTime: 10 * 60_000,
  });

/** The current year in Beijing time, before the server has said it. */
export function shanghaiYear(now: Date = new Date()): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
}
