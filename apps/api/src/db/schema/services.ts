// 惠企服务: services by type and provider, and the home page's service-system strip (服务体系).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const serviceTypes = pgTable(
  'service_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Display order, ascending. */
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('service_types_name_unique').on(table.name),
    index('service_types_sort_idx').on(table.sort, table.id),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'restrict' }),
    /** policy_name on the wire: the service's title. */
    policyName: text('policy_name').notNull(),
    image: text('image').notNull().default(''),
    /** 服务机构. */
    provider: text('provider').notNull().default(''),
    description: text('description').notNull().default(''),
    /** How many enterprises applied for it (申请数). */
    applicationsCount: integer('applications_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('services_type_created_at_idx').on(
      table.serviceTypeId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('services_applications_nonnegative', sql`${table.applicationsCount} >= 0`),
  ],
);

/** An item of the home page's scrolling service-system strip: a partner platform's link. */
export const serviceSystemItems = pgTable(
  'service_system_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    url: text('url').notNull(),
    /** Display order, ascending. */
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('service_system_items_sort_idx').on(table.sort, table.id)],
);
