// Files members upload (design §6 "uploads"): the licence and authorisation letter of an
// enterprise authentication, avatars. The bytes live behind the storage interface (disk under
// DATA_DIR by default), never in the web root; this row says whose they are and what they are.
import { UPLOAD_PURPOSES } from '@qyfw/portal-sdk/upload';
import type { UploadPurpose } from '@qyfw/portal-sdk/upload';
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
import { users } from './users.js';

/**
 * What an upload is for (the types and size allowed, who may download it): the SDK's purposes, so
 * the check and the rules the API and the portal apply cannot drift.
 */
export { UPLOAD_PURPOSES };
export type { UploadPurpose };

const purposeList = sql.raw(UPLOAD_PURPOSES.map((purpose) => `'${purpose}'`).join(', '));

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** The type read from the content (file-type), never the one the browser claimed. */
    mime: text('mime').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    /** The name the member's file had, shown on downloads only. */
    originalName: text('original_name').notNull(),
    /** Where the storage keeps the bytes (a random name: nothing of the member's is in it). */
    storageKey: text('storage_key').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('uploads_storage_key_unique').on(table.storageKey),
    index('uploads_owner_idx').on(table.ownerUserId, table.createdAt),
    check('uploads_purpose_valid', sql`${table.purpose} in (${purposeList})`),
  ],
);
