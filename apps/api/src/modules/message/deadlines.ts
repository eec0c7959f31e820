// The deadline inbox (issue 13, beyond the spec): every dated obligation of the member's
// enterprise or account, from every area that has one. Each area registers a source; this issue
// has one (a returned authentication request's resubmission), later ones add applications, fees,
// appeals and listings without touching the inbox, its call or the calendar feed.
import type { Deadline } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { shanghaiDate } from '../shared/dates.js';

/** One obligation as a source reports it. */
export interface DeadlineEntry {
  /** Unique across sources and stable over time: `<source>-<record id>` (the feed's UID). */
  readonly key: string;
  /** The kind of record, as the member names it (企业认证, 政策申报 …). */
  readonly category: string;
  readonly title: string;
  /** The last day, YYYY-MM-DD in Asia/Shanghai. */
  readonly dueDate: string;
  /** The portal path of the record. */
  readonly link: string;
  /**
   * False once the member can no longer settle it from `link` (a 补正 past its period): the
   * inbox then offers the record to read, not 去办理. Omitted: it can be settled.
   */
  readonly actionable?: boolean;
}

export interface DeadlineSource {
  /** Names the source; registering the same name again replaces it (one per area). */
  readonly name: string;
  /** The member's open obligations, whatever their date (overdue ones included). */
  list(db: Db, userId: number, now: Date): Promise<readonly DeadlineEntry[]>;
}

const sources = new Map<string, DeadlineSource>();

/** Adds an area's deadlines to the inbox and the calendar feed. */
export function registerDeadlineSource(source: DeadlineSource): void {
  sources.set(source.name, source);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the Shanghai day of `now` to `dueDate` (negative when overdue). */
export function daysLeft(dueDate: string, now: Date): number {
  return Math.round(
    (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${shanghaiDate(now)}T00:00:00Z`)) / DAY_MS,
  );
}

/** Every source's entries for the member, soonest (most overdue) first. */
export async function listDeadlines(db: Db, userId: number, now: Date): Promise<Deadline[]> {
  const lists = await Promise.all(
    [...sources.values()].map((source) => source.list(db, userId, now)),
  );
  return lists
    .flat()
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key.localeCompare(b.key))
    .map((entry) => ({
      key: entry.key,
      category: entry.category,
      title: entry.title,
      due_date: entry.dueDate,
      days_left: daysLeft(entry.dueDate, now),
      link: entry.link,
      actionable: entry.actionable ?? true,
    }));
}
