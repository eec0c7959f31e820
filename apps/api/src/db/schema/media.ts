// Images the seed generates (covers, portraits, logos): SVG stored in the database and served
// under /api/static/generated/<name>.svg, so the product needs no network and no writable disk.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const generatedImages = pgTable('generated_images', {
  /** `<kind>-<content hash>.svg`: the same picture is stored once, and a name never changes meaning. */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull().default('image/svg+xml'),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
