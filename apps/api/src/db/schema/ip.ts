// What an enterprise holds (知识产权与资质): qualifications, patents, copyrights of works,
// software copyrights and trademarks. Each item has a due date — the next annual fee, renewal
// or re-certification — that drives the renewal warning (list_count) and the personal center's
// annual-fee monitoring.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

/** valid 有效 (fees and renewals apply), pending 审查中 (not granted yet), lapsed 已失效. */
export const IP_STATUSES = ['valid', 'pending', 'lapsed'] as const;
export type IpStatus = (typeof IP_STATUSES)[number];

/** The columns every kind shares. */
const holdingColumns = () => ({
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id')
    .notNull()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Certificate, application or registration number. */
  number: text('number').notNull(),
  status: text('status').$type<IpStatus>().notNull().default('valid'),
  /** Next fee, renewal or re-certification date (Asia/Shanghai). */
  dueOn: date('due_on', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per enterprise, by status and due date: serves the renewal counts and lists (enterprise_id,
 * status = 'valid', due_on <= …) and the "holds any IP" EXISTS of the home counter.
 */
const holdingIndexes = (
  name: string,
  table: { enterpriseId: PgColumn; status: PgColumn; dueOn: PgColumn },
) => [
  index(`${name}_enterprise_status_due_idx`).on(table.enterpriseId, table.status, table.dueOn),
  check(`${name}_status_valid`, sql`${table.status} in ('valid', 'pending', 'lapsed')`),
];

/** 资质 (e.g. 高新技术企业, ISO 9001); zzgl in the renewal counts. */
export const qualifications = pgTable(
  'qualifications',
  {
    ...holdingColumns(),
    issuingAuthority: text('issuing_authority').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
  },
  (table) => holdingIndexes('qualifications', table),
);

export const PATENT_TYPES = ['invention', 'utility', 'design'] as const;
export type PatentType = (typeof PATENT_TYPES)[number];

/** 专利; due date = next annual fee (年费). */
export const patents = pgTable(
  'patents',
  {
    ...holdingColumns(),
    /** invention 发明, utility 实用新型, design 外观设计. */
    patentType: text('patent_type').$type<PatentType>().notNull(),
    appliedOn: date('applied_on', { mode: 'string' }),
    grantedOn: date('granted_on', { mode: 'string' }),
  },
  (table) => [
    ...holdingIndexes('patents', table),
    check('patents_type_valid', sql`${table.patentType} in ('invention', 'utility', 'design')`),
  ],
);

/** 作品著作权. */
export const copyrights = pgTable(
  'copyrights',
  {
    ...holdingColumns(),
    /** 作品类别, e.g. 美术作品. */
    workCategory: text('work_category').notNull().default(''),
    registeredOn: date('registered_on', { mode: 'string' }),
  },
  (table) => holdingIndexes('copyrights', table),
);

/** 软件著作权. */
export const softwareCopyrights = pgTable(
  'software_copyrights',
  {
    ...holdingColumns(),
    version: text('version').notNull().default('V1.0'),
    registeredOn: date('registered_on', { mode: 'string' }),
  },
  (table) => holdingIndexes('software_copyrights', table),
);

/** 商标; due date = renewal (续展) of the 10-year registration. */
export const trademarks = pgTable(
  'trademarks',
  {
    ...holdingColumns(),
    /** Nice class 1..45 (尼斯分类). */
    niceClass: smallint('nice_class').notNull(),
    registeredOn: date('registered_on', { mode: 'string' }),
  },
  (table) => [
    ...holdingIndexes('trademarks', table),
    check('trademarks_nice_class_valid', sql`${table.niceClass} between 1 and 45`),
  ],
);
