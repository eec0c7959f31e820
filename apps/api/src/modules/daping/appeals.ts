import type { AppealMonth, AppealStage, DapingAppealStatus } from '@qyfw/portal-sdk/schemas';
import { APPEAL_STAGE_STATUSES, APPEAL_STAGES } from '@qyfw/portal-sdk/schemas';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appeals } from '../../db/schema/index.js';
import { addMonths, monthsEndingWith, monthStartInstant, shanghaiMonth } from './months.js';
import { shanghaiMonthOf } from './sql.js';

const DAY_SECONDS = 86_400;

/** Appeals by status, the share done, and the mean days from submission to 办结 (one decimal). */
export async function getAppealStatus(db: Db): Promise<DapingAppealStatus> {
  const [row] = await db
    .select({
      total: count(),
      pending: count(sql`case when ${appeals.status} = 'pending' then 1 end`),
      processing: count(sql`case when ${appeals.status} = 'processing' then 1 end`),
      done: count(sql`case when ${appeals.status} = 'done' then 1 end`),
      averageSeconds: sql<
        string | null
      >`avg(extract(epoch from ${appeals.handledAt} - ${appeals.createdAt})) filter (where ${appeals.status} = 'done')`,
    })
    .from(appeals);
  const total = row?.total ?? 0;
  const done = row?.done ?? 0;
  const average =
    row?.averageSeconds == null
      ? null
      : Math.round((Number(row.averageSeconds) / DAY_SECONDS) * 10) / 10;
  return {
    total,
    pending: row?.pending ?? 0,
    processing: row?.processing ?? 0,
    done,
    handling_rate: total === 0 ? 0 : done / total,
    average_handling_days: average,
  };
}

/** The appeals whose status is in one of the SDK's stage sets (APPEAL_STAGE_STATUSES). */
const inStage = (stage: AppealStage) =>
  sql`${appeals.status} in (${sql.join(
    APPEAL_STAGE_STATUSES[stage].map((status) => sql`${status}`),
    sql`, `,
  )})`;

/**
 * How far appeals got: each stage counts the appeals that reached it, so it includes the later
 * stages — by the SDK's one table of stage → statuses, which the status ring's figures add up to
 * (进入办理 = 处理中 + 已办结). Accepted also counts a 待处理 appeal an operator took up (accepted_at).
 */
export async function getAppealFunnel(
  db: Db,
): Promise<{ stages: { stage: AppealStage; count: number }[] }> {
  const [row] = await db
    .select({
      submitted: count(sql`case when ${inStage('submitted')} then 1 end`),
      accepted: count(
        sql`case when ${appeals.acceptedAt} is not null or ${inStage('accepted')} then 1 end`,
      ),
      processing: count(sql`case when ${inStage('processing')} then 1 end`),
      done: count(sql`case when ${inStage('done')} then 1 end`),
    })
    .from(appeals);
  return { stages: APPEAL_STAGES.map((stage) => ({ stage, count: row?.[stage] ?? 0 })) };
}

/** Appeals submitted, and appeals closed, in each of the last `months` months. */
export async function getAppealMonthly(db: Db, now: Date, months: number): Promise<AppealMonth[]> {
  const window = monthsEndingWith(shanghaiMonth(now), months);
  const from = monthStartInstant(window[0]!);
  const until = monthStartInstant(addMonths(window[window.length - 1]!, 1));
  const submittedMonth = shanghaiMonthOf(appeals.createdAt);
  const doneMonth = shanghaiMonthOf(appeals.handledAt);
  const [submitted, done] = await Promise.all([
    db
      .select({ month: submittedMonth, count: count() })
      .from(appeals)
      .where(and(gte(appeals.createdAt, from), lt(appeals.createdAt, until)))
      .groupBy(submittedMonth),
    db
      .select({ month: doneMonth, count: count() })
      .from(appeals)
      .where(
        and(eq(appeals.status, 'done'), gte(appeals.handledAt, from), lt(appeals.handledAt, until)),
      )
      .groupBy(doneMonth),
  ]);
  const countIn = (rows: { month: string; count: number }[], month: string) =>
    rows.find((row) => row.month === month)?.count ?? 0;
  return window.map((month) => ({
    month,
    submitted: countIn(submitted, month),
    done: countIn(done, month),
  }));
}
