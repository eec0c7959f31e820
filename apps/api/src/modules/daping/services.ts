import type { ServiceRank } from '@qyfw/portal-sdk/schemas';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { services } from '../../db/schema/index.js';

/** The `limit` services with the most applications; ties by id, so the order is stable. */
export async function getServiceTop(db: Db, limit: number): Promise<ServiceRank[]> {
  return db
    .select({
      id: services.id,
      policy_name: services.policyName,
      applications: services.applicationsCount,
    })
    .from(services)
    .orderBy(desc(services.applicationsCount), asc(services.id))
    .limit(limit);
}
