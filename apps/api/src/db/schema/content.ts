// Editorial content of the portal: news (最新动态), policy interpretations (政策知识), information
// (政策资讯) and announcements (公告: 申报通知, 公示, 其它资讯).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { policies, policyCalls, tsvector } from './policies.js';

/** 政策知识 kinds: an interpretation (解读, text or 图解) or a question with its answer. */
export const KNOWLEDGE_KINDS = ['interpretation', 'qa'] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

/**
 * What every operator-written article carries besides its text: a draft (published_at null) is
 * seen only in the console; 下线 sets it back to null. Rows written before the console existed are
 * published (the default). updated_at guards a stale edit (409) as the policy editor's does.
 */
const publication = {
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** trends on the wire: the home page's latest news, /dynamicList, /trendsDetail. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Cover image address (a generated SVG under /api/static/generated/). */
    image: text('image').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (sanitizeRichText on every write). */
    content: text('content').notNull().default(''),
    source: text('source').notNull().default(''),
    /** createtime on the wire; the lists sort by it. */
    ...publication,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_created_at_idx').on(table.createdAt.desc(), table.id.desc())],
);

/** Policy interpretations (政策解读, the home page's 政策知识 and /knowledgeList). */
export const knowledge = pgTable(
  'knowledge',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind').$type<KnowledgeKind>().notNull().default('interpretation'),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    source: text('source').notNull().default(''),
    /** Tokens of title (A) and summary and content (C); see policies.search_vector. */
    searchVector: tsvector('search_vector'),
    ...publication,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('knowledge_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('knowledge_search_idx').using('gin', table.searchVector),
    check('knowledge_kind_valid', sql`${table.kind} in ('interpretation', 'qa')`),
  ],
);

/** The policies an interpretation or Q&A explains (several documents may share one). */
export const knowledgePolicies = pgTable(
  'knowledge_policies',
  {
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.knowledgeId, table.policyId] }),
    index('knowledge_policies_policy_idx').on(table.policyId),
  ],
);

/** Information types (get_information's `type`); −1 on the wire means all of them. */
export const INFORMATION_TYPES = { policyNews: 1, industryNews: 2, parkNews: 3 } as const;

/** 政策资讯: short information items by type. */
export const information = pgTable(
  'information',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    source: text('source').notNull().default(''),
    /**
     * The call a declaration notice announces: once its window has closed the notice leaves the
     * 正在申报 list (it stays readable by id). Null for items that announce no call.
     */
    callId: integer('call_id').references(() => policyCalls.id, { onDelete: 'set null' }),
    ...publication,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('information_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('information_type_created_at_idx').on(
      table.type,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Announcement types. The home page's tabs send type 1 (正在公示) and 5 (其它资讯) and no type for
 * 正在申报 (contract §7): that tab lists the declaration notices (type 2) whose deadline has not passed.
 */
export const BULLETIN_TYPES = { publicity: 1, declaration: 2, other: 5 } as const;

/** Announcements (公告): declaration notices, publicity lists and other notices. */
export const bulletins = pgTable(
  'bulletins',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    /** Policy level 18..21 of the issuing government. */
    level: smallint('level').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    issuingUnit: text('issuing_unit').notNull().default(''),
    /** The policy a declaration notice or publicity list belongs to. */
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    /** The call a declaration notice announces (its 申报 link). */
    callId: integer('call_id').references(() => policyCalls.id, { onDelete: 'set null' }),
    /** Last day to apply (Asia/Shanghai date); set on declaration notices. */
    deadline: date('deadline', { mode: 'string' }),
    ...publication,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bulletins_type_created_at_idx').on(table.type, table.createdAt.desc(), table.id.desc()),
    index('bulletins_type_level_created_at_idx').on(
      table.type,
      table.level,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('bulletins_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('bulletins_policy_idx').on(table.policyId),
    check('bulletins_level_valid', sql`${table.level} in (18, 19, 20, 21)`),
  ],
);
