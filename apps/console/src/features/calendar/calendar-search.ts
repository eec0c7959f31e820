// /calendar?year=2027: the year shown is in the address; a year the calls would refuse falls
// back to the current one.
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from '@qyfw/portal-sdk/calls/calendar-admin';
import { z } from 'zod';

export const calendarSearchSchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(CALENDAR_YEAR_MIN)
    .max(CALENDAR_YEAR_MAX)
    .optional()
    .catch(undefined),
});
export type CalendarSearch = z.output<typeof calendarSearchSchema>;
