// The window state of a call for applications (DOMAIN §1), derived from its dates and today —
// never stored, because a stored copy is wrong from the morning after a deadline. The same rules
// in two forms: for one call in the app (its label and days left) and as SQL for the filters.
import type { CallWindowState } from '@qyfw/portal-sdk/calls/policy-library';
import { CALL_CLOSING_DAYS, CALL_WINDOW_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { addDays } from '../shared/dates.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CallWindow {
  readonly window: CallWindowState;
  readonly window_label: string;
  /** Days from today to the end day (0 on it, negative after); null without an end day. */
  readonly days_left: number | null;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * 未开始 before the start day; 已截止 after the end day; 即将截止 from 7 days before the end day to
 * the end day itself; 申报中 otherwise (a call with a start and no end stays 申报中); 常年受理 when
 * it has neither date. `today` is the Shanghai day (shanghaiDate).
 */
export function callWindow(
  startOn: string | null,
  endOn: string | null,
  today: string,
): CallWindow {
  const daysLeft = endOn === null ? null : daysBetween(today, endOn);
  const state = windowState(startOn, endOn, today, daysLeft);
  return { window: state, window_label: CALL_WINDOW_LABELS[state], days_left: daysLeft };
}

function windowState(
  startOn: string | null,
  endOn: string | null,
  today: string,
  daysLeft: number | null,
): CallWindowState {
  if (startOn === null && endOn === null) return 'always';
  if (startOn !== null && today < startOn) return 'upcoming';
  if (daysLeft === null) return 'open';
  if (daysLeft < 0) return 'closed';
  return daysLeft <= CALL_CLOSING_DAYS ? 'closing' : 'open';
}

/** Accepting applications today: 申报中, 即将截止 or 常年受理. */
export function isAccepting(state: CallWindowState): boolean {
  return state === 'open' || state === 'closing' || state === 'always';
}

interface WindowColumns {
  readonly start: SQLWrapper;
  readonly end: SQLWrapper;
}

/**
 * The SQL twin of callWindow for a filter. `open` (申报中) also takes the calls about to close,
 * as a member filtering for 申报中 expects them; `closing` is only those.
 */
export function windowCondition(
  state: CallWindowState,
  { start, end }: WindowColumns,
  today: string,
): SQL {
  const started = sql`(${start} is null or ${start} <= ${today})`;
  switch (state) {
    case 'always':
      return sql`(${start} is null and ${end} is null)`;
    case 'upcoming':
      return sql`${start} > ${today}`;
    case 'closed':
      return sql`${end} < ${today}`;
    case 'closing':
      return sql`(${started} and ${end} >= ${today} and ${end} <= ${addDays(today, CALL_CLOSING_DAYS)})`;
    case 'open':
      return sql`(${started} and (${start} is not null or ${end} is not null) and (${end} is null or ${end} >= ${today}))`;
  }
}

/** Accepting today, as SQL (the open_calls count and the deadline sort). */
export function acceptingCondition({ start, end }: WindowColumns, today: string): SQL {
  return sql`((${start} is null or ${start} <= ${today}) and (${end} is null or ${end} >= ${today}))`;
}
