// policy_call_list (申报通知): published calls of published documents, by window state, delivery
// mode, level, keyword (the document's search vector or the call's title) and month (the window
// overlaps it: the calendar view). Calls open now come first, soonest deadline first (what a visitor
// arriving on 申报通知 can still apply to), then the ones about to open (soonest start), 常年受理,
// and the closed ones last, most recently closed first — deadline order alone opened the page on
// years-old closed calls, oldest first (issue 25).
import type { CallListItem } from '@qyfw/portal-sdk/calls/policy-library';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { CallWindowState, CallDeliveryMode } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policyCalls } from '../../db/schema/index.js';
import { matches, searchQuery } from '../search/tokens.js';
import { addDays } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';
import { callWindow, windowCondition } from './window.js';

export interface CallListQuery extends PageRequest {
  readonly window?: CallWindowState | undefined;
  readonly mode?: CallDeliveryMode | undefined;
  readonly level?: PolicyLevel | undefined;
  readonly keyword?: string | undefined;
  readonly month?: string | undefined;
}

/** First and last day of a YYYY-MM month. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { first: `${month}-01`, last: addDays(next, -1) };
}

/** The order of the list: open now by deadline, upcoming by start, 常年受理, closed newest first. */
function callOrder(today: string): SQL[] {
  const { applyStartOn: start, applyEndOn: end } = policyCalls;
  const rank = sql`case
    when ${start} is null and ${end} is null then 2
    when ${end} < ${today} then 3
    when ${start} > ${today} then 1
    else 0 end`;
  return [
    sql`${rank} asc`,
    sql`case when ${rank} = 0 then ${end} end asc nulls last`,
    sql`case when ${rank} = 1 then ${start} end asc`,
    sql`case when ${rank} = 3 then ${end} end desc`,
  ];
}

export async function listCalls(
  db: Db,
  query: CallListQuery,
  today: string,
): Promise<PagedAnswer<CallListItem>> {
  const columns = { start: policyCalls.applyStartOn, end: policyCalls.applyEndOn };
  const conditions: (SQL | undefined)[] = [
    eq(policyCalls.state, 'published'),
    eq(policies.state, 'published'),
  ];
  if (query.window) conditions.push(windowCondition(query.window, columns, today));
  if (query.mode) conditions.push(eq(policyCalls.deliveryMode, query.mode));
  if (query.level) conditions.push(eq(policies.level, query.level));
  if (query.keyword) {
    const tsquery = searchQuery(query.keyword);
    conditions.push(
      or(
        tsquery ? matches(policies.searchVector, tsquery) : undefined,
        ilike(policyCalls.title, containsPattern(query.keyword)),
      ),
    );
  }
  if (query.month) {
    const { first, last } = monthBounds(query.month);
    conditions.push(
      sql`(${policyCalls.applyStartOn} is null or ${policyCalls.applyStartOn} <= ${last})`,
      sql`(${policyCalls.applyEndOn} is null or ${policyCalls.applyEndOn} >= ${first})`,
    );
  }
  const where = and(...conditions);
  return pagedAnswer(
    query,
    () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(policyCalls)
        .innerJoin(policies, eq(policies.id, policyCalls.policyId))
        .where(where)
        .then((rows) => rows[0]?.n ?? 0),
    async (limit, offset) => {
      const rows = await db
        .select({
          id: policyCalls.id,
          title: policyCalls.title,
          start: policyCalls.applyStartOn,
          end: policyCalls.applyEndOn,
          mode: policyCalls.deliveryMode,
          supportType: policyCalls.supportType,
          supportCeiling: policyCalls.supportCeiling,
          policyId: policies.id,
          policyTitle: policies.title,
          level: policies.level,
          issuingUnit: policies.issuingUnit,
        })
        .from(policyCalls)
        .innerJoin(policies, eq(policies.id, policyCalls.policyId))
        .where(where)
        .orderBy(...callOrder(today), asc(policyCalls.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        ...callWindow(row.start, row.end, today),
        start_on: row.start,
        end_on: row.end,
        mode: row.mode,
        mode_label: DELIVERY_MODE_LABELS[row.mode],
        support_type: row.supportType,
        support_ceiling: row.supportCeiling,
        policy: {
          id: row.policyId,
          title: row.policyTitle,
          level: row.level as PolicyLevel,
          issuing_unit: row.issuingUnit,
        },
      }));
    },
  );
}
