// One Drizzle schema (pg-core) for both drivers: PGlite and node-postgres run the same SQL.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The site configuration (contract §3): the footer's contact details, the carousel and the number
 * added to the enterprise counter.
 *
 * A single row with typed columns rather than key/value pairs: the set of fields is fixed by the
 * spec and always read together (every page's footer), so one row gives NOT NULL guarantees,
 * a real integer for the counter and a one-row read. The CHECK on `id` keeps it a single row.
 * Columns say what they hold; the comments name the spec's wire field each one becomes.
 */
export const siteConfig = pgTable(
  'site_config',
  {
    id: smallint('id').primaryKey().default(1),
    /** yrzqys_count: the operator's count of enterprises settled offline; the server adds it to the registered ones for 入驻企业 on every screen. */
    extraEnterpriseCount: integer('extra_enterprise_count').notNull().default(0),
    /** lbt: carousel image addresses (sent comma-separated). */
    carouselImages: text('carousel_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** fwrx: 服务热线. */
    serviceHotline: text('service_hotline').notNull(),
    /** gsdz: 公司地址. */
    address: text('address').notNull(),
    /** swhz: 商务合作. */
    businessContact: text('business_contact').notNull(),
    /** phone: 联系电话. */
    phone: text('phone').notNull(),
    /** kfimage: the customer-service QR image address. */
    serviceQrImage: text('service_qr_image').notNull(),
    /** bah: 备案号. */
    icpRecord: text('icp_record').notNull(),
    /** bqxx: 版权信息. */
    copyright: text('copyright').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('site_config_single_row', sql`${table.id} = 1`),
    check(
      'site_config_extra_enterprise_count_nonnegative',
      sql`${table.extraEnterpriseCount} >= 0`,
    ),
  ],
);
