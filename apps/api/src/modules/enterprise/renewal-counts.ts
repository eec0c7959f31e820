import type { RenewalCounts } from '@qyfw/portal-sdk/schemas';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  copyrights,
  patents,
  qualifications,
  softwareCopyrights,
  trademarks,
} from '../../db/schema/index.js';
import { addDays, shanghaiDate } from '../shared/dates.js';

/** An item is due for renewal when its date falls within this many days, or has passed. */
export const RENEWAL_WINDOW_DAYS = 90;

type Holding =
  | typeof qualifications
  | typeof patents
  | typeof copyrights
  | typeof softwareCopyrights
  | typeof trademarks;

/**
 * Per kind, the enterprise's valid items whose due date is at most RENEWAL_WINDOW_DAYS away,
 * overdue ones included (a fee can still be paid late, with a surcharge). Items under
 * examination or already lapsed owe nothing and are not counted.
 */
export async function renewalCounts(
  db: Db,
  enterpriseId: number,
  now: Date,
): Promise<RenewalCounts> {
  const horizon = addDays(shanghaiDate(now), RENEWAL_WINDOW_DAYS);
  const due = (table: Holding) =>
    db.$count(
      table,
      and(
        eq(table.enterpriseId, enterpriseId),
        eq(table.status, 'valid'),
        lte(table.dueOn, horizon),
      ),
    );
  const [zzgl, patentNum, copyrightNum, softrightNum, brandNum] = await Promise.all([
    due(qualifications),
    due(patents),
    due(copyrights),
    due(softwareCopyrights),
    due(trademarks),
  ]);
  return {
    zzgl,
    patent_num: patentNum,
    copyright_num: copyrightNum,
    softright_num: softrightNum,
    brand_num: brandNum,
  };
}
