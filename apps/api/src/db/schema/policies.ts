// The policy library (政策库) and the newest-policy award lists (获扶持企业公示).
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  check,
  customType,
  date,
  index,
  bigint,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AmountRule, ConditionNode } from '@qyfw/portal-sdk/conditions';
import { enterprises } from './enterprises.js';
import { users } from './users.js';

/**
 * A `simple` tsvector the app fills with its own tokens (design §6 "Chinese search": overlapping
 * character bigrams plus whole Latin words and numbers, title weighted above body), so the same
 * SQL and GIN index work on PGlite, which has no Chinese parser, and on PostgreSQL.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Validity of a document (DOMAIN §1). 已失效 is not stored: it follows from valid_until. */
export const POLICY_VALIDITIES = ['current', 'revised', 'repealed'] as const;
export type PolicyValidity = (typeof POLICY_VALIDITIES)[number];

/** Operator-authored content is drafted, then published; only published rows are public. */
export const PUBLISH_STATES = ['draft', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** Delivery modes of a call (DOMAIN §1): 免申即享 / 即申即享 / 申报审批. */
export const DELIVERY_MODES = ['exempt', 'instant', 'review'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

const listOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A field of a call's application form; `prefill` names the enterprise-record field it starts from. */
export interface CallFormField {
  readonly key: string;
  readonly label: string;
  readonly type: 'text' | 'textarea' | 'number' | 'date' | 'select';
  readonly required: boolean;
  readonly options?: readonly string[];
  readonly unit?: string;
  readonly prefill?: string;
}

/** A material a call asks for; `libraryKind` lets the enterprise's material library supply it. */
export interface CallMaterial {
  readonly key: string;
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
  readonly libraryKind?: string;
}

const levelIsValid = (column: unknown) => sql`${column} in (18, 19, 20, 21)`;

/**
 * A policy document (政策文件, DOMAIN §1). It has no apply window: windows belong to its calls
 * for applications (policy_calls), of which a document may have none, one or several.
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
    summary: text('summary').notNull().default(''),
    /** Full text as sanitized HTML (sanitizeRichText on every write). */
    body: text('body').notNull(),
    /** 成文日期 (the published date is publishedOn). */
    writtenOn: date('written_on', { mode: 'string' }),
    /** GB/T 4754 codes (门类 letter or 大类 digits) the document targets; empty for every industry. */
    industryCodes: text('industry_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Theme tags (资质认定, 金融扶持, 稳岗, 科技创新, 产业升级, 人才 …). */
    themes: text('themes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validity: text('validity').$type<PolicyValidity>().notNull().default('current'),
    /** The document that replaced this one (validity revised). */
    successorId: integer('successor_id').references((): AnyPgColumn => policies.id, {
      onDelete: 'set null',
    }),
    /** Last day in force; after it the document reads 已失效. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** 政策解读 as sanitized HTML ('' when none). */
    interpretation: text('interpretation').notNull().default(''),
    consultPhone: text('consult_phone').notNull().default(''),
    /** 最后核验: the day an operator last checked the document against its source. */
    verifiedOn: date('verified_on', { mode: 'string' }),
    /** Largest support ceiling of its published calls, 万元 (kept by the call writes; sort key). */
    supportCeiling: numeric('support_ceiling', { precision: 14, scale: 2, mode: 'number' }),
    state: text('state').$type<PublishState>().notNull().default('published'),
    /** Tokens of title (weight A), document number and unit (B), summary and body (C). */
    searchVector: tsvector('search_vector'),
    /**
     * What 政策库's filters ask of the document as tokens (`level:20`, `theme:人才`,
     * `window:open:exempt` …), so a keyword and every filter are answered by one GIN index scan.
     * Kept by the database (migration 0015: triggers on policies and policy_calls, and the day's
     * refresh for the window and validity tokens, which follow the date); never written by the app.
     */
    filterTokens: text('filter_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The nearest end day of its published calls accepting applications on policy_filter_day
     * (the deadline sort), kept with filter_tokens by the same triggers and refresh.
     */
    nextDeadline: date('next_deadline', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Published documents only (every search is of those), keyword and filters in one scan.
    index('policies_published_search_idx')
      .using('gin', table.searchVector, table.filterTokens)
      .where(sql`state = 'published'`),
    index('policies_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('policies_themes_idx').using('gin', table.themes),
    index('policies_industry_codes_idx').using('gin', table.industryCodes),
    check('policies_validity_valid', sql`${table.validity} in (${listOf(POLICY_VALIDITIES)})`),
    check('policies_state_valid', sql`${table.state} in (${listOf(PUBLISH_STATES)})`),
    index('policies_level_published_idx').on(
      table.level,
      table.publishedOn.desc(),
      table.id.desc(),
    ),
    index('policies_published_idx').on(table.publishedOn.desc(), table.id.desc()),
    // 截止时间 sort without a keyword: a page read in index order.
    index('policies_deadline_idx')
      .on(table.nextDeadline.asc().nullsLast(), table.publishedOn.desc(), table.id.desc())
      .where(sql`state = 'published'`),
    index('policies_issuing_unit_idx').on(table.issuingUnit),
    index('policies_industry_idx').on(table.industry),
    index('policies_region_idx').on(table.region),
    check('policies_level_valid', levelIsValid(table.level)),
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
    /** The call whose results it publishes. */
    callId: integer('call_id').references(() => policyCalls.id, { onDelete: 'set null' }),
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

/**
 * A call for applications (申报通知/申报指南) under a document. Its window state (未开始 / 申报中 /
 * 即将截止 / 已截止 / 常年受理) follows from the dates and today and is never stored; both dates
 * null means 常年受理.
 */
export const policyCalls = pgTable(
  'policy_calls',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    applyStartOn: date('apply_start_on', { mode: 'string' }),
    applyEndOn: date('apply_end_on', { mode: 'string' }),
    deliveryMode: text('delivery_mode').$type<DeliveryMode>().notNull(),
    /** 无偿资助 / 奖励 / 贷款贴息 / 税收减免 / 资质认定 … */
    supportType: text('support_type').notNull(),
    /** 最高 … 万元; null when the call awards no money (资质认定). */
    supportCeiling: numeric('support_ceiling', { precision: 14, scale: 2, mode: 'number' }),
    /** What the support is, in a sentence: 按研发投入的 10% 给予补助，最高 200 万元. */
    supportText: text('support_text').notNull().default(''),
    /**
     * How a 免申即享 case's amount is computed (a fixed sum or a share of a figure, capped at the
     * ceiling; see @qyfw/portal-sdk/conditions amount.ts); null: the operator sets it at 公示.
     */
    amountRule: jsonb('amount_rule').$type<AmountRule>(),
    /** Machine-checkable conditions (validated on write; see @qyfw/portal-sdk/conditions). */
    conditions: jsonb('conditions').$type<ConditionNode>().notNull(),
    /** Conditions that need human judgement: a self-check list, never scored. */
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    formFields: jsonb('form_fields').$type<CallFormField[]>().notNull().default([]),
    materials: jsonb('materials').$type<CallMaterial[]>().notNull().default([]),
    /** 受理部门 and how to apply. */
    handlingUnit: text('handling_unit').notNull().default(''),
    consultPhone: text('consult_phone').notNull().default(''),
    state: text('state').$type<PublishState>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('policy_calls_policy_idx').on(table.policyId),
    index('policy_calls_end_idx').on(table.state, table.applyEndOn),
    index('policy_calls_mode_idx').on(table.deliveryMode, table.state),
    check('policy_calls_mode_valid', sql`${table.deliveryMode} in (${listOf(DELIVERY_MODES)})`),
    check('policy_calls_state_valid', sql`${table.state} in (${listOf(PUBLISH_STATES)})`),
    check(
      'policy_calls_window_ordered',
      sql`${table.applyStartOn} is null or ${table.applyEndOn} is null or ${table.applyStartOn} <= ${table.applyEndOn}`,
    ),
    check(
      'policy_calls_ceiling_nonnegative',
      sql`${table.supportCeiling} is null or ${table.supportCeiling} >= 0`,
    ),
  ],
);

/** A member following a document: told when it is revised, repealed or gets a new call. */
export const policySubscriptions = pgTable(
  'policy_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.policyId] }),
    index('policy_subscriptions_policy_idx').on(table.policyId),
  ],
);

/**
 * One row counting the changes to the match's catalogue (policies and policy_calls): triggers of
 * migration 0014 add one per writing statement, inside its transaction. The match keeps the open
 * calls in memory and reads only this number per request: a changed number — visible once the
 * change is committed, never before — means the catalogue changed and is read again.
 */
export const policyCatalogueStamp = pgTable(
  'policy_catalogue_stamp',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('policy_catalogue_stamp_one_row', sql`${table.id} = 1`)],
);

/**
 * The Shanghai day the window and validity tokens of `policies.filter_tokens` were computed for
 * (one row). Calls close and documents expire with the date, so the first search of a new day
 * refreshes the documents whose dates it crossed (filter-tokens.ts) and moves this day.
 */
export const policyFilterDay = pgTable(
  'policy_filter_day',
  {
    id: smallint('id').primaryKey().default(1),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [check('policy_filter_day_one_row', sql`${table.id} = 1`)],
);
