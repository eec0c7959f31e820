// The members of one enterprise (contract §6): its authentication records and the approved
// authentication requests (qyedit) naming it. They all see and edit the same record.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseAuthentications, enterpriseEdits } from '../../db/schema/index.js';

export async function enterpriseMemberIds(db: Db, enterpriseId: number): Promise<number[]> {
  const [authenticated, approved] = await Promise.all([
    db
      .select({ userId: enterpriseAuthentications.userId })
      .from(enterpriseAuthentications)
      .where(eq(enterpriseAuthentications.enterpriseId, enterpriseId)),
    db
      .select({ userId: enterpriseEdits.userId })
      .from(enterpriseEdits)
      .where(
        and(
          eq(enterpriseEdits.enterpriseId, enterpriseId),
          eq(enterpriseEdits.state, 'approved'),
          isNotNull(enterpriseEdits.enterpriseId),
        ),
      ),
  ]);
  return [...new Set([...authenticated, ...approved].map((row) => row.userId))];
}
