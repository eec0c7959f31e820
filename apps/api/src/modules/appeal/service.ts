import type { AppealStatistics } from '@qyfw/portal-sdk/schemas';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appeals } from '../../db/schema/index.js';
import type { AppealStatus } from '../../db/schema/index.js';

/** Appeals by status; rate is the share done (0 when there are none). */
export async function getAppealStatistics(db: Db): Promise<AppealStatistics> {
  const rows = await db
    .select({ status: appeals.status, count: count() })
    .from(appeals)
    .groupBy(appeals.status);
  const by = (status: AppealStatus) => rows.find((row) => row.status === status)?.count ?? 0;
  const pending = by('pending');
  const processing = by('processing');
  const done = by('done');
  const total = pending + processing + done;
  return { total, pending, processing, done, rate: total === 0 ? 0 : done / total };
}
