// The enterprise a member belongs to, as 会员管理 shows it: the authenticated one (已认证), else the
// one their latest authentication request names, in that request's state — the same order the
// personal center's card uses. Read for a page of members at once.
import { enterpriseAuthFlow } from '@qyfw/portal-sdk/flows';
import type { MemberEnterpriseRef } from '@qyfw/portal-sdk/calls/people-admin';
import { and, desc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enterpriseAuthentications,
  enterpriseEdits,
  enterprises,
  users,
} from '../../db/schema/index.js';

/** The member has an authenticated enterprise (the authentication, or an approved request). */
export function hasAuthenticatedEnterprise(db: Db): SQL {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(enterpriseAuthentications)
        .where(eq(enterpriseAuthentications.userId, users.id)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(enterpriseEdits)
        .where(
          and(
            eq(enterpriseEdits.userId, users.id),
            eq(enterpriseEdits.state, 'approved'),
            isNotNull(enterpriseEdits.enterpriseId),
          ),
        ),
    ),
  )!;
}

/** Each member's enterprise, by user id (absent: none and no request). */
export async function memberEnterprises(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, MemberEnterpriseRef>> {
  const found = new Map<number, MemberEnterpriseRef>();
  if (userIds.length === 0) return found;
  const ids = [...new Set(userIds)];
  const authenticated = await db
    .select({
      userId: enterpriseAuthentications.userId,
      id: enterprises.id,
      name: enterprises.name,
      creditCode: enterprises.creditCode,
    })
    .from(enterpriseAuthentications)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseAuthentications.enterpriseId))
    .where(inArray(enterpriseAuthentications.userId, ids));
  for (const row of authenticated) {
    found.set(row.userId, {
      id: row.id,
      name: row.name,
      credit_code: row.creditCode ?? '',
      auth_state: 'approved',
      auth_state_label: enterpriseAuthFlow.states.approved,
    });
  }
  const rest = ids.filter((id) => !found.has(id));
  if (rest.length === 0) return found;
  // The latest request of each: an approved one among them is the member's enterprise too.
  const latest = await db
    .selectDistinctOn([enterpriseEdits.userId], {
      userId: enterpriseEdits.userId,
      id: enterpriseEdits.enterpriseId,
      name: enterpriseEdits.enterpriseName,
      creditCode: enterpriseEdits.creditCode,
      state: enterpriseEdits.state,
    })
    .from(enterpriseEdits)
    .where(inArray(enterpriseEdits.userId, rest))
    .orderBy(enterpriseEdits.userId, desc(enterpriseEdits.createdAt), desc(enterpriseEdits.id));
  for (const row of latest) {
    found.set(row.userId, {
      id: row.id,
      name: row.name,
      credit_code: row.creditCode,
      auth_state: row.state,
      auth_state_label: enterpriseAuthFlow.states[row.state],
    });
  }
  return found;
}
