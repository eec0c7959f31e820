// The member's deadlines on an application (the deadline inbox and the detail's `deadline`).
// 补正 is due 10 days after it was asked for. A business choice, in calendar days: the
// `chinese-days` working-day calendar is not installed in this repository, and a calendar-day
// rule is one a member can count without a holiday table. The call's own end date bounds a
// draft.
import type { policyApplications } from '../../db/schema/index.js';
import { addDays, shanghaiDate } from '../shared/dates.js';
import type { CallRow } from './call.js';

type ApplicationRow = typeof policyApplications.$inferSelect;

export const CORRECTION_DAYS = 10;

export interface Due {
  readonly dueOn: string;
  readonly label: string;
}

/** The last day to resubmit a 补正: counted from the operator's request (decidedAt). */
export function correctionDue(row: Pick<ApplicationRow, 'decidedAt' | 'updatedAt'>): string {
  return addDays(shanghaiDate(row.decidedAt ?? row.updatedAt), CORRECTION_DAYS);
}

export function applicationDue(row: ApplicationRow, call: CallRow): Due | null {
  if (row.state === 'correction') return { dueOn: correctionDue(row), label: '补正截止' };
  if (row.state === 'draft' && call.applyEndOn !== null) {
    return { dueOn: call.applyEndOn, label: '申报截止' };
  }
  return null;
}
