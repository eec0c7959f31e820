// 专家库: expert categories (the home page's tabs) and experts.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A category of experts; `institutions_name` on the wire. */
export const expertCategories = pgTable(
  'expert_categories',
  {
    id: serial('id').primaryKey(),
    institutionsName: text('institutions_name').notNull(),
    /** Display order, ascending. */
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('expert_categories_name_unique').on(table.institutionsName),
    index('expert_categories_sort_idx').on(table.sort, table.id),
  ],
);

export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => expertCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** `case` on the wire: strong fields (擅长领域). */
    strongFields: text('strong_fields').notNull().default(''),
    /** The main field label (label1), e.g. 知识产权. */
    label1: text('label1').notNull().default(''),
    /** Where the expert works (area), e.g. 杭州市西湖区. */
    area: text('area').notNull().default(''),
    /** 职称, e.g. 教授级高级工程师. */
    title: text('title').notNull().default(''),
    /** Employer (所在单位). */
    organization: text('organization').notNull().default(''),
    image: text('image').notNull().default(''),
    intro: text('intro').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list filters by category (exact) and sorts newest first; label1/area are "contains"
    // filters evaluated over that category's rows.
    index('experts_category_created_at_idx').on(
      table.categoryId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('experts_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);
