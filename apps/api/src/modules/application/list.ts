// Lists of applications: the enterprise's (/annual with filters, /sbNow with the live states,
// and the export) and the operators' queue.
import type { ApplicationState } from '@qyfw/portal-sdk/schemas';
import type { AdminApplicationItem, ApplicationItem } from '@qyfw/portal-sdk/schemas';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprises, policies, policyApplications, policyCalls } from '../../db/schema/index.js';
import { epochSeconds, shanghaiDate } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { applicationDue, deadlineView } from './due.js';
import { nextStep } from './next-step.js';

export interface ApplicationFilters {
  readonly state?: readonly ApplicationState[] | undefined;
  readonly year?: number | undefined;
  readonly keyword?: string | undefined;
  readonly order?: 'newest' | 'oldest' | undefined;
}

/** By submission time, a draft by its creation; the id breaks ties (newest first by default). */
function memberOrder(filters: ApplicationFilters): SQL[] {
  const when = sql`coalesce(${policyApplications.submittedAt}, ${policyApplications.createdAt})`;
  return filters.order === 'oldest'
    ? [sql`${when} asc`, sql`${policyApplications.id} asc`]
    : [sql`${when} desc`, sql`${policyApplications.id} desc`];
}

/** The Shanghai year's bounds as instants (China has no daylight saving time). */
function yearBounds(year: number): [Date, Date] {
  return [new Date(`${year}-01-01T00:00:00+08:00`), new Date(`${year + 1}-01-01T00:00:00+08:00`)];
}

export function memberFilter(enterpriseId: number, filters: ApplicationFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(policyApplications.enterpriseId, enterpriseId)];
  if (filters.state && filters.state.length > 0) {
    conditions.push(inArray(policyApplications.state, [...filters.state]));
  }
  if (filters.year !== undefined) {
    const [start, end] = yearBounds(filters.year);
    conditions.push(
      sql`${policyApplications.createdAt} >= ${start} and ${policyApplications.createdAt} < ${end}`,
    );
  }
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(policyCalls.title, pattern),
        ilike(policies.title, pattern),
        ilike(policyApplications.serialNumber, pattern),
      ),
    );
  }
  return and(...conditions)!;
}

const itemColumns = {
  application: policyApplications,
  call: policyCalls,
  policyId: policies.id,
  policyTitle: policies.title,
};

type ItemRow = {
  application: typeof policyApplications.$inferSelect;
  call: typeof policyCalls.$inferSelect;
  policyId: number;
  policyTitle: string;
};

function baseQuery(db: Db) {
  return db
    .select(itemColumns)
    .from(policyApplications)
    .innerJoin(policyCalls, eq(policyCalls.id, policyApplications.callId))
    .innerJoin(policies, eq(policies.id, policyCalls.policyId));
}

function toItem(row: ItemRow, today: string): ApplicationItem {
  const { application, call } = row;
  const due = applicationDue(application, call);
  return {
    id: application.id,
    state: application.state,
    version: application.version,
    serial_number: application.serialNumber,
    call: { id: call.id, title: call.title, delivery_mode: call.deliveryMode },
    policy: { id: row.policyId, title: row.policyTitle },
    amount: application.amount,
    corrections_count: application.corrections.length,
    next_step: nextStep(application, today),
    deadline: deadlineView(due, today),
    createtime: epochSeconds(application.createdAt),
    updatetime: epochSeconds(application.updatedAt),
    submittime: application.submittedAt === null ? null : epochSeconds(application.submittedAt),
  };
}

export async function memberApplications(
  db: Db,
  enterpriseId: number,
  request: ApplicationFilters & { readonly page: number; readonly pageSize: number },
  now: Date,
): Promise<PagedAnswer<ApplicationItem>> {
  const today = shanghaiDate(now);
  const where = memberFilter(enterpriseId, request);
  return pagedAnswer(
    request,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(policyApplications)
        .innerJoin(policyCalls, eq(policyCalls.id, policyApplications.callId))
        .innerJoin(policies, eq(policies.id, policyCalls.policyId))
        .where(where);
      return row!.n;
    },
    async (limit, offset) =>
      (
        await baseQuery(db)
          .where(where)
          .orderBy(...memberOrder(request))
          .limit(limit)
          .offset(offset)
      ).map((item) => toItem(item, today)),
  );
}

/** Every row of the export, in the list's order (at most `limit`). */
export async function memberApplicationRows(
  db: Db,
  enterpriseId: number,
  filters: ApplicationFilters,
  limit: number,
  now: Date,
): Promise<ApplicationItem[]> {
  const rows = await baseQuery(db)
    .where(memberFilter(enterpriseId, filters))
    .orderBy(...memberOrder(filters))
    .limit(limit);
  const today = shanghaiDate(now);
  return rows.map((item) => toItem(item, today));
}

export interface AdminFilters {
  readonly state?: ApplicationState | undefined;
  readonly call_id?: number | undefined;
  readonly keyword?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export async function adminApplications(
  db: Db,
  request: AdminFilters,
): Promise<PagedAnswer<AdminApplicationItem>> {
  const pattern = request.keyword ? containsPattern(request.keyword) : undefined;
  const where = and(
    // A draft is the enterprise's unfinished work: operators see it only when they ask for drafts.
    request.state === undefined
      ? ne(policyApplications.state, 'draft')
      : eq(policyApplications.state, request.state),
    request.call_id === undefined ? undefined : eq(policyApplications.callId, request.call_id),
    pattern === undefined
      ? undefined
      : or(ilike(enterprises.name, pattern), ilike(policyApplications.serialNumber, pattern)),
  );
  const from = () =>
    db
      .select({
        application: policyApplications,
        callTitle: policyCalls.title,
        enterpriseName: enterprises.name,
        creditCode: enterprises.creditCode,
      })
      .from(policyApplications)
      .innerJoin(policyCalls, eq(policyCalls.id, policyApplications.callId))
      .innerJoin(enterprises, eq(enterprises.id, policyApplications.enterpriseId));
  return pagedAnswer(
    request,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(policyApplications)
        .innerJoin(enterprises, eq(enterprises.id, policyApplications.enterpriseId))
        .where(where);
      return row!.n;
    },
    async (limit, offset) =>
      (
        await from()
          .where(where)
          .orderBy(desc(policyApplications.updatedAt), desc(policyApplications.id))
          .limit(limit)
          .offset(offset)
      ).map(({ application, callTitle, enterpriseName, creditCode }) => ({
        id: application.id,
        state: application.state,
        version: application.version,
        serial_number: application.serialNumber,
        enterprise: {
          id: application.enterpriseId,
          name: enterpriseName,
          credit_code: creditCode ?? '',
        },
        call: { id: application.callId, title: callTitle },
        amount: application.amount,
        submittime: application.submittedAt === null ? null : epochSeconds(application.submittedAt),
        updatetime: epochSeconds(application.updatedAt),
      })),
  );
}
