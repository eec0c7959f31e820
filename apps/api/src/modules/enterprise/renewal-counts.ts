import type { RenewalCounts } from '@qyfw/portal-sdk/schemas';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { copyrights, patents, softwareCopyrights, trademarks } from '../../db/schema/index.js';
import { addDays, shanghaiDate } from '../shared/dates.js';
import { HOLDING_TABLES, heldOn } from '../shared/holdings.js';
import type { HoldingTable } from '../shared/holdings.js';
import { addMonthsClamped } from './ip-dates.js';

/** An item is due for renewal when its date falls within this many days, or has passed. */
export const RENEWAL_WINDOW_DAYS = 90;

/**
 * How long after its due date an item can still be settled (DOMAIN §4): a patent fee is paid late
 * for up to 6 months, a trademark renewed in its 6-month 宽展期; after that the right ends, and a
 * reminder to pay would only cost the member money.
 */
const LATE_MONTHS = 6;

/**
 * Which of an enterprise's items the warning counts and the deadline inbox lists (one condition,
 * so the two never disagree): held (shared/holdings.ts: what /information and the match count),
 * due by today + RENEWAL_WINDOW_DAYS, overdue ones included while they can still be settled.
 * Copyrights never: they have no renewal and no fee (DOMAIN §4: "never alert"). A qualification
 * past its 有效期至 is not held: it is re-applied for, not renewed.
 */
export function dueForRenewal(table: HoldingTable, enterpriseId: number, now: Date): SQL {
  if (table === copyrights || table === softwareCopyrights) return sql`false`;
  const today = shanghaiDate(now);
  const late =
    table === patents || table === trademarks
      ? gte(table.dueOn, addMonthsClamped(today, -LATE_MONTHS))
      : undefined;
  return and(
    eq(table.enterpriseId, enterpriseId),
    heldOn(table, today),
    lte(table.dueOn, addDays(today, RENEWAL_WINDOW_DAYS)),
    late,
  )!;
}

/**
 * Per kind, the enterprise's items due for renewal (dueForRenewal). Items under examination or
 * lapsed owe nothing and are not counted; the two copyright counts the spec's warning carries
 * are always 0.
 */
export async function renewalCounts(
  db: Db,
  enterpriseId: number,
  now: Date,
): Promise<RenewalCounts> {
  const due = (table: HoldingTable) => db.$count(table, dueForRenewal(table, enterpriseId, now));
  const [zzgl, patentNum, copyrightNum, softrightNum, brandNum] = await Promise.all([
    due(HOLDING_TABLES.qualification),
    due(HOLDING_TABLES.patent),
    due(HOLDING_TABLES.copyright),
    due(HOLDING_TABLES.software_copyright),
    due(HOLDING_TABLES.trademark),
  ]);
  return {
    zzgl,
    patent_num: patentNum,
    copyright_num: copyrightNum,
    softright_num: softrightNum,
    brand_num: brandNum,
  };
}
