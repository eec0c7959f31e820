// 承办单位 (design §6): the government departments, subdistricts and parks that handle appeals
// and other rows a handler works on. A handler belongs to one unit (users.unit_id) and sees only
// that unit's rows (`auth: { roles: ['handler'], scope: 'unit' }`, inUnit in plugins/scope.ts).
import { UNIT_KIND_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import type { UnitKindName } from '@qyfw/portal-sdk/calls/people-admin';
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What kind of body a unit is: the SDK's labels, so the check and the console cannot drift. */
export const UNIT_KINDS = UNIT_KIND_LABELS;
export type UnitKind = UnitKindName;

const kindList = sql.raw(
  Object.keys(UNIT_KINDS)
    .map((kind) => `'${kind}'`)
    .join(', '),
);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    /** The unit's full official name, as appeals name it (杭州市西湖区市场监督管理局). */
    name: text('name').notNull(),
    kind: text('kind').$type<UnitKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('units_name_unique').on(table.name),
    check('units_kind_valid', sql`${table.kind} in (${kindList})`),
    check('units_name_not_blank', sql`btrim(${table.name}) <> ''`),
  ],
);
