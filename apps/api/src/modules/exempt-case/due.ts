// How long an enterprise has to answer a 免申即享 notice: 30 calendar days from the (latest)
// notice. A business choice (calendar days: no working-day calendar is installed), shown to the
// member as the deadline and listed in the deadline inbox; the case stays open after it, for
// the operator to chase or close.
import { addDays, shanghaiDate } from '../shared/dates.js';
import type { CaseRow } from './rows.js';

export const EXEMPT_CONFIRM_DAYS = 30;

export function confirmDue(row: Pick<CaseRow, 'notifiedAt' | 'createdAt'>): string {
  return addDays(shanghaiDate(row.notifiedAt ?? row.createdAt), EXEMPT_CONFIRM_DAYS);
}
