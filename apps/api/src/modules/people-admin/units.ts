// 承办单位: the units handlers belong to, by name with how many handlers each has; a new unit and a
// renamed one (a department's name changes with a reorganisation; its handlers stay). Names are
// unique (the database's index): a second unit of one name answers 409 naming it.
import { UNIT_KIND_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import type { UnitItem, UnitKindName } from '@qyfw/portal-sdk/calls/people-admin';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { units, users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { uniqueViolation } from '../auth/accounts.js';
import { recordAudit } from '../shared/audit.js';
import { epochSeconds } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { qualified } from './views.js';
import type { PeopleActor } from './views.js';

const UNIT_NOT_FOUND = '承办单位不存在';
const nameTaken = (name: string) => new ApiError(409, 409, `已有名为“${name}”的承办单位`);

const handlerCount = sql<number>`(select count(*)::int from ${users} where ${qualified(users.unitId)} = ${qualified(units.id)} and ${qualified(users.role)} = 'handler')`;

const unitColumns = {
  id: units.id,
  name: units.name,
  kind: units.kind,
  createdAt: units.createdAt,
  handlerCount,
};

function toItem(row: {
  id: number;
  name: string;
  kind: UnitKindName;
  createdAt: Date;
  handlerCount: number | string;
}): UnitItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    kind_label: UNIT_KIND_LABELS[row.kind],
    handler_count: Number(row.handlerCount),
    created_at: epochSeconds(row.createdAt),
  };
}

export async function listUnits(
  db: Db,
  filters: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<PagedAnswer<UnitItem>> {
  const where = filters.keyword ? ilike(units.name, containsPattern(filters.keyword)) : undefined;
  return pagedAnswer(
    filters,
    async () => (await db.select({ n: count() }).from(units).where(where))[0]!.n,
    async (limit, offset) =>
      (
        await db
          .select(unitColumns)
          .from(units)
          .where(where)
          .orderBy(asc(units.name), asc(units.id))
          .limit(limit)
          .offset(offset)
      ).map(toItem),
  );
}

async function unitItem(db: Db, id: number): Promise<UnitItem> {
  const [row] = await db.select(unitColumns).from(units).where(eq(units.id, id));
  if (!row) throw ApiError.notFound(UNIT_NOT_FOUND);
  return toItem(row);
}

export async function createUnit(
  db: Db,
  actor: PeopleActor,
  body: { readonly name: string; readonly kind: UnitKindName },
  now: Date,
): Promise<UnitItem> {
  const id = await db.transaction(async (tx) => {
    // The unique index decides, also between two administrators creating it at once.
    const [row] = await tx
      .insert(units)
      .values({ name: body.name, kind: body.kind, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: units.id });
    if (!row) throw nameTaken(body.name);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'admin',
      action: 'unit.create',
      entityType: 'unit',
      entityId: row.id,
      after: { name: body.name, kind: body.kind },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: now,
    });
    return row.id;
  });
  return unitItem(db, id);
}

export async function renameUnit(
  db: Db,
  actor: PeopleActor,
  body: { readonly id: number; readonly name: string },
  now: Date,
): Promise<UnitItem> {
  try {
    await renameInTransaction(db, actor, body, now);
  } catch (error) {
    // Another unit took the name between the check and the update.
    if (uniqueViolation(error) !== undefined) throw nameTaken(body.name);
    throw error;
  }
  return unitItem(db, body.id);
}

function renameInTransaction(
  db: Db,
  actor: PeopleActor,
  body: { readonly id: number; readonly name: string },
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const [unit] = await tx.select().from(units).where(eq(units.id, body.id)).for('update');
    if (!unit) throw ApiError.notFound(UNIT_NOT_FOUND);
    if (unit.name === body.name) throw ApiError.badRequest('名称未变化');
    const [other] = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.name, body.name), ne(units.id, body.id)));
    if (other) throw nameTaken(body.name);
    await tx.update(units).set({ name: body.name }).where(eq(units.id, body.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'admin',
      action: 'unit.rename',
      entityType: 'unit',
      entityId: body.id,
      before: { name: unit.name },
      after: { name: body.name },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: now,
    });
  });
}
