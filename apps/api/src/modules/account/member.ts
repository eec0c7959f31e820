// The calling member's account row, as the account calls need it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

export type MemberRow = typeof users.$inferSelect;

/** The member behind the session; 401 when the account no longer exists. */
export async function loadMember(db: Db, userId: number): Promise<MemberRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw ApiError.unauthorized();
  return user;
}
