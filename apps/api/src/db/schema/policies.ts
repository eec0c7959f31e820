// The policy library (政策库) and the newest-policy award lists (获扶持企业公示).
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
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

const levelIsValid = (column: unknown) => sql`${column} in (18, 19, 20, 21)`;

/**
 * A policy. Its status (申报中 / 已截止) is not stored: it follows from the apply window and
 * today's date, and a stored copy would be wrong from the morning after the deadline. Filters
 * on status compare `apply_end_on` with today (indexed).
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    /** 18 national, 19 province, 20 city, 21 district (contract §9). */
    level: smallint('level').notNull(),
    title: text('title').notNull(),
    /** 发文字号, e.g. 浙经信企业〔2026〕12号. */
    documentNumber: text('document_number').notNull().default(''),
    issuingUnit: text('issuing_unit').notNull(),
    /** Industry the policy targets (行业); '' for all industries. */
    industry: text('industry').notNull().default(''),
    /** Region it applies to (适用地区), e.g. 浙江省 / 杭州市 / 西湖区. */
    region: text('region').notNull().default(''),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    applyStartOn: date('apply_start_on', { mode: 'string' }),
    applyEndOn: date('apply_end_on', { mode: 'string' }),
    summary: text('summary').notNull().default(''),
    /** Full text as sanitized HTML (sanitizeRichText on every write). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('policies_level_published_idx').on(
      table.level,
      table.publishedOn.desc(),
      table.id.desc(),
    ),
    index('policies_published_idx').on(table.publishedOn.desc(), table.id.desc()),
    index('policies_issuing_unit_idx').on(table.issuingUnit),
    index('policies_industry_idx').on(table.industry),
    index('policies_region_idx').on(table.region),
    index('policies_apply_end_idx').on(table.applyEndOn),
    check('policies_level_valid', levelIsValid(table.level)),
    check(
      'policies_apply_window_ordered',
      sql`${table.applyStartOn} is null or ${table.applyEndOn} is null or ${table.applyStartOn} <= ${table.applyEndOn}`,
    ),
  ],
);

/** Files attached to a policy (申报指南, 申报表). */
export const policyAttachments = pgTable(
  'policy_attachments',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    sizeBytes: integer('size_bytes'),
  },
  (table) => [index('policy_attachments_policy_idx').on(table.policyId)],
);

/** A newest-policy award list (get_policynew group): a project and its supported companies. */
export const policyAwardGroups = pgTable(
  'policy_award_groups',
  {
    id: serial('id').primaryKey(),
    /** entry_name: the project, e.g. 2026年度杭州市专精特新中小企业认定. */
    entryName: text('entry_name').notNull(),
    level: smallint('level').notNull(),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    /** createtime on the wire; newest first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('policy_award_groups_level_created_idx').on(
      table.level,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('policy_award_groups_level_valid', levelIsValid(table.level)),
  ],
);

/** A company on an award list. */
export const policyAwardCompanies = pgTable(
  'policy_award_companies',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => policyAwardGroups.id, { onDelete: 'cascade' }),
    /** The directory enterprise, when the company is in it. */
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, {
      onDelete: 'set null',
    }),
    /** As published, kept even if the directory entry goes. */
    enterpriseName: text('enterprise_name').notNull(),
    topicName: text('topic_name').notNull(),
    level: smallint('level').notNull(),
    /** The awarding unit (主管单位). */
    unit: text('unit').notNull(),
    /** total_money in 万元. */
    totalMoney: numeric('total_money', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [
    index('policy_award_companies_group_money_idx').on(
      table.groupId,
      table.totalMoney.desc(),
      table.id,
    ),
    index('policy_award_companies_enterprise_idx').on(table.enterpriseId),
    check('policy_award_companies_level_valid', levelIsValid(table.level)),
    check('policy_award_companies_money_nonnegative', sql`${table.totalMoney} >= 0`),
  ],
);
