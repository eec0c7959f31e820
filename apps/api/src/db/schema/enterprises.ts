import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enterpriseAuthFlow } from '@qyfw/portal-sdk/flows';
import type { EnterpriseAuthState } from '@qyfw/portal-sdk/flows';
import { uploads } from './uploads.js';
import { users } from './users.js';

const authStateList = sql.raw(
  enterpriseAuthFlow.stateNames.map((state) => `'${state}'`).join(', '),
);

export interface EnterpriseContact {
  readonly name: string;
  readonly title: string;
  readonly phone: string;
  readonly email: string;
}

/** Where a record field's value came from (DOMAIN §7). */
export const FIELD_SOURCES = ['enterprise', 'public', 'verified'] as const;
export type FieldSourceKind = (typeof FIELD_SOURCES)[number];
export interface FieldSource {
  readonly source: FieldSourceKind;
  /** ISO timestamp of the value's last change or confirmation. */
  readonly at: string;
}

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
    // The enterprise record (/information; DOMAIN §7): what the policy match reads.
    /** 法定代表人. */
    legalPerson: text('legal_person').notNull().default(''),
    /** Registered address: 街道 within `district` (区), and the rest of the address. */
    street: text('street').notNull().default(''),
    address: text('address').notNull().default(''),
    /** 国民经济行业分类 (GB/T 4754-2017) code of the finest level chosen, e.g. 6513. */
    industryCode: text('industry_code').notNull().default(''),
    /** 年平均从业人数 (last year). */
    averageStaff: integer('average_staff'),
    /** Last year's 营业收入, 研发费用 and 纳税总额, in 万元. */
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }),
    rdSpending: numeric('rd_spending', { precision: 16, scale: 2, mode: 'number' }),
    taxPaid: numeric('tax_paid', { precision: 16, scale: 2, mode: 'number' }),
    /**
     * 近三年无严重失信记录, as the enterprise declares it (DOMAIN §2 信用): true 是, false 否, null
     * not declared (the match's credit condition stays 待确认). Its date is the field source's.
     */
    creditClean: boolean('credit_clean'),
    /** 联系人: [{ name, title, phone, email }]. */
    contacts: jsonb('contacts').$type<EnterpriseContact[]>().notNull().default([]),
    /** Per field: where its value came from and when (企业填报 / 公开数据 / 平台核验). */
    fieldSources: jsonb('field_sources').$type<Record<string, FieldSource>>().notNull().default({}),
    /** Bumped by every edit of the record; an edit naming an older one is refused (409). */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
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

/**
 * qyedit: an enterprise authentication request (企业认证) — what a member submitted (bind_info or
 * /identity), moved through the SDK's enterpriseAuthFlow by transition(); its wire status is
 * QYEDIT_STATUS_OF[state]. Only an approved request gives the member an enterprise id (contract §6).
 */
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
    legalPerson: text('legal_person').notNull().default(''),
    /** 营业执照 and 授权书 images (uploads of purpose licence / authorisation). */
    licenceUploadId: integer('licence_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    authorisationUploadId: integer('authorisation_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    state: text('state').$type<EnterpriseAuthState>().notNull().default(enterpriseAuthFlow.initial),
    version: integer('version').notNull().default(0),
    /** The reviewer's reason when returned. */
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** A returned request may be resubmitted until then (the deadline inbox shows it). */
    resubmitBy: timestamp('resubmit_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last submission (first or resubmitted). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('enterprise_edits_user_idx').on(table.userId, table.createdAt),
    // The operators' queue by state, oldest submission first.
    index('enterprise_edits_state_idx').on(table.state, table.submittedAt),
    check('enterprise_edits_state_valid', sql`${table.state} in (${authStateList})`),
  ],
);

/** One change of a field of the enterprise record. */
export interface RecordFieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * The enterprise record's history (/information): every edit, who made it, when, and each field
 * before and after. Written in the same transaction as the edit.
 */
export const enterpriseRecordVersions = pgTable(
  'enterprise_record_versions',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The member who edited; null when the platform did (verification, import). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The record's version after this edit. */
    version: integer('version').notNull(),
    changes: jsonb('changes').$type<RecordFieldChange[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('enterprise_record_versions_idx').on(table.enterpriseId, table.version)],
);
