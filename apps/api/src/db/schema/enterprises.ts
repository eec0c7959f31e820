import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** An enterprise of the park's directory (企业库). */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 18-character unified social credit code (统一社会信用代码). */
    creditCode: text('credit_code'),
    /** Industry (行业), e.g. 新一代信息技术. */
    industry: text('industry').notNull().default(''),
    /** District (所属区县). */
    district: text('district').notNull().default(''),
    /** Size class: 大型 / 中型 / 小型 / 微型. */
    scale: text('scale').notNull().default(''),
    /** Registered capital in 万元. */
    registeredCapital: numeric('registered_capital', { precision: 14, scale: 2, mode: 'number' }),
    establishedOn: date('established_on', { mode: 'string' }),
    staffCount: integer('staff_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('enterprises_credit_code_unique').on(table.creditCode),
    index('enterprises_industry_idx').on(table.industry),
    index('enterprises_district_idx').on(table.district),
    index('enterprises_created_at_idx').on(table.createdAt),
  ],
);

/**
 * qiyeauthentication: a member's verified link to an enterprise. Its enterprise id is the
 * member's enterprise id (contract §6).
 */
export const enterpriseAuthentications = pgTable(
  'enterprise_authentications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('enterprise_authentications_user_unique').on(table.userId),
    index('enterprise_authentications_enterprise_idx').on(table.enterpriseId),
  ],
);

/** qyedit review states; only an approved edit gives the member an enterprise id (contract §6). */
export const ENTERPRISE_EDIT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** qyedit: enterprise details a member submitted (bind info), reviewed by an operator. */
export const enterpriseEdits = pgTable(
  'enterprise_edits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the edit names (or, on approval, creates) a directory enterprise. */
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, {
      onDelete: 'set null',
    }),
    enterpriseName: text('enterprise_name').notNull(),
    creditCode: text('credit_code').notNull(),
    status: smallint('status').notNull().default(ENTERPRISE_EDIT_STATUS.pending),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('enterprise_edits_user_idx').on(table.userId, table.createdAt),
    check('enterprise_edits_status_valid', sql`${table.status} in (1, 2, 3)`),
  ],
);
