// Links the demo_enterprise account (seeded by demo-accounts.ts, before the content) to its
// enterprise through enterprise authentication (qiyeauthentication), so the demo member has an
// enterprise id and non-zero renewal counts (design §2).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { enterpriseAuthentications, enterprises, users } from '../../schema/index.js';
import { DEMO_ENTERPRISE } from './enterprises.js';

export const DEMO_ENTERPRISE_USERNAME = 'demo_enterprise';

/** Idempotent: links only when both exist and the member has no authentication yet. */
export async function linkDemoEnterprise(db: Db): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, DEMO_ENTERPRISE_USERNAME))
    .limit(1);
  const [enterprise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.creditCode, DEMO_ENTERPRISE.creditCode))
    .limit(1);
  if (!user || !enterprise) return;
  await db
    .insert(enterpriseAuthentications)
    .values({ userId: user.id, enterpriseId: enterprise.id })
    .onConflictDoNothing();
}
