// Finding and creating members by what they type: a username, a mobile or an email.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The member an account names: a username (any case), a mobile or an email (any case). Usernames
 * start with a letter and contain no '@', so the three kinds never collide; an email bound to
 * several members names none of them.
 */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const typed = account.trim();
  const lowered = typed.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${lowered}`,
        eq(users.mobile, typed),
        sql`lower(${users.email}) = ${lowered}`,
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

/**
 * The member with this mobile, created (no username, no password → /bindInfo) when there is
 * none. A concurrent first login with the same phone meets the unique index and reads the winner.
 */
export async function findOrCreateMemberByMobile(
  db: Db,
  mobile: string,
  now: Date,
): Promise<UserRow> {
  const existing = await findUserByMobile(db, mobile);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ mobile, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findUserByMobile(db, mobile))!;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** PostgreSQL's unique_violation, with the index that was hit (a race the pre-checks missed). */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
