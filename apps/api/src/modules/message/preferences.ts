// The per-kind SMS / email copy switches. No row means the SDK's COPY_DEFAULTS (SMS off, email
// on); saving writes only the kinds listed (an upsert per kind, so two saves at once cannot collide on the primary key).
import { copiesAlwaysSent, COPY_DEFAULTS, MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import type { MessagePreference } from '@qyfw/portal-sdk/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messagePreferences } from '../../db/schema/index.js';

/** Every kind, in MESSAGE_TYPES order, with its switches. */
export async function loadPreferences(db: Db, userId: number): Promise<MessagePreference[]> {
  const rows = await db
    .select()
    .from(messagePreferences)
    .where(eq(messagePreferences.userId, userId));
  const saved = new Map(rows.map((row) => [row.type, row]));
  // A kind whose copies always go answers on, whatever an older row says.
  return MESSAGE_TYPE_NAMES.map((type) => ({
    type,
    sms: copiesAlwaysSent(type) || (saved.get(type)?.sms ?? COPY_DEFAULTS.sms),
    email: copiesAlwaysSent(type) || (saved.get(type)?.email ?? COPY_DEFAULTS.email),
  }));
}

export async function savePreferences(
  db: Db,
  userId: number,
  list: readonly MessagePreference[],
): Promise<MessagePreference[]> {
  await db
    .insert(messagePreferences)
    .values(list.map((item) => ({ userId, type: item.type, sms: item.sms, email: item.email })))
    .onConflictDoUpdate({
      target: [messagePreferences.userId, messagePreferences.type],
      set: { sms: sql`excluded.sms`, email: sql`excluded.email` },
    });
  return loadPreferences(db, userId);
}
