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

/**
 * Whether a 补正's last day has passed (`today` is a Shanghai date): from the day after it, the
 * member can no longer resubmit (DOMAIN §3: 补正 goes back to the applicant to be resubmitted —
 * within its period; the flow has no event for a late one). The application stays in 补正 (no
 * state of the flow table means "expired"); the member may still 撤回 and apply again while the
 * call is open, and the accepting office decides on the rest.
 */
export function correctionOverdue(
  row: Pick<ApplicationRow, 'state' | 'decidedAt' | 'updatedAt'>,
  today: string,
): boolean {
  return row.state === 'correction' && correctionDue(row) < today;
}

/** The refusal of a resubmit after the 补正 period, in the member's words. */
export function correctionOverdueRefusal(
  row: Pick<ApplicationRow, 'decidedAt' | 'updatedAt'>,
): string {
  return `补正期限已于 ${correctionDue(row)} 届满，不能再重新提交。如仍需申报，可撤回本申报后在申报期内重新申报，或联系受理部门。`;
}

export function applicationDue(row: ApplicationRow, call: CallRow): Due | null {
  if (row.state === 'correction') return { dueOn: correctionDue(row), label: '补正截止' };
  if (row.state === 'draft' && call.applyEndOn !== null) {
    return { dueOn: call.applyEndOn, label: '申报截止' };
  }
  return null;
}

/** The deadline as the member's screens receive it: `overdue` once its last day has passed. */
export function deadlineView(
  due: Due | null,
  today: string,
): { due_on: string; label: string; overdue: boolean } | null {
  return due === null ? null : { due_on: due.dueOn, label: due.label, overdue: due.dueOn < today };
}
