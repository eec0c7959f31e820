import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseAuthentications, enterpriseEdits } from '../../db/schema/index.js';

/**
 * The member's enterprise id (contract §6): the authentication record's (qiyeauthentication), else the
 * newest approved edit's (qyedit, state approved = status 2). The server-side twin of the SDK's enterpriseIdOf.
 */
export async function memberEnterpriseId(db: Db, userId: number): Promise<number | undefined> {
  const [authenticated] = await db
    .select({ enterpriseId: enterpriseAuthentications.enterpriseId })
    .from(enterpriseAuthentications)
    .where(eq(enterpriseAuthentications.userId, userId))
    .limit(1);
  if (authenticated) return authenticated.enterpriseId;
  const [approved] = await db
    .select({ enterpriseId: enterpriseEdits.enterpriseId })
    .from(enterpriseEdits)
    .where(
      and(
        eq(enterpriseEdits.userId, userId),
        eq(enterpriseEdits.state, 'approved'),
        isNotNull(enterpriseEdits.enterpriseId),
      ),
    )
    .orderBy(desc(enterpriseEdits.createdAt), desc(enterpriseEdits.id))
    .limit(1);
  return approved?.enterpriseId ?? undefined;
}
