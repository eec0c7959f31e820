// Scopes (design §6): which rows a caller's call may touch. A call declares its scope in `auth`
// (`'enterprise'`, `{ roles: ['handler'], scope: 'unit' }`); registerCall and registerFileRoute
// resolve it once per request (call-auth.ts) and hand the id to the handler. This file holds the
// one resolver of "the member's enterprise" and the query helper of "the handler's unit".
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { enterpriseAuthentications, enterpriseEdits } from '../db/schema/index.js';

/**
 * The member's enterprise id (contract §6): the authentication record's (qiyeauthentication), else the
 * newest approved edit's (qyedit, state approved = status 2). The server-side twin of the SDK's
 * enterpriseIdOf. Calls get it from `auth: 'enterprise'`; call it directly only where an
 * enterprise is optional (an upload's purpose and quota, a document's "my status").
 */
export async function enterpriseOf(db: Db, userId: number): Promise<number | undefined> {
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

/** What a unit-scoped call's handler receives: the handler's unit, never null there. */
export interface UnitScope {
  readonly unitId: number;
}

/**
 * The condition "the row is assigned to the handler's unit", for a unit-scoped call's queries:
 * `where(and(inUnit(appeals.unitId, session), …))`. Rows of other units are then absent, so a
 * handler asking for one gets the same 404 as for a missing row.
 */
export function inUnit(column: PgColumn, scope: UnitScope): SQL {
  return eq(column, scope.unitId);
}

/** The same for the member's enterprise: `inEnterprise(applications.enterpriseId, session)`. */
export function inEnterprise(column: PgColumn, scope: { readonly enterpriseId: number }): SQL {
  return eq(column, scope.enterpriseId);
}
