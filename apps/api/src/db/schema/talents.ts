// 人才库: talent types and talent profiles.
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const talentTypes = pgTable(
  'talent_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Display order, ascending. */
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('talent_types_name_unique').on(table.name),
    index('talent_types_sort_idx').on(table.sort, table.id),
  ],
);

export const talents = pgTable(
  'talents',
  {
    id: serial('id').primaryKey(),
    talentTypeId: integer('talent_type_id')
      .notNull()
      .references(() => talentTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** 1 male, 2 female, 0 not given (contract §3). */
    gender: smallint('gender').notNull().default(0),
    birth: date('birth', { mode: 'string' }).notNull(),
    /** 学历, e.g. 硕士研究生. */
    education: text('education').notNull().default(''),
    /** post: the job wanted (期望岗位). */
    post: text('post').notNull().default(''),
    /** desirearea: where the talent wants to work. */
    desireArea: text('desire_area').notNull().default(''),
    image: text('image').notNull().default(''),
    intro: text('intro').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('talents_type_created_at_idx').on(
      table.talentTypeId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('talents_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);
