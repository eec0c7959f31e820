import type { EnterpriseDistribution, NamedCount } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';

/** Where an enterprise left the field empty. */
export const UNSPECIFIED = '其他';

async function countBy(db: Db, column: AnyPgColumn): Promise<NamedCount[]> {
  const name = sql<string>`coalesce(nullif(${column}, ''), ${UNSPECIFIED})`;
  // By position: the '其他' literal is a query parameter, so the expression written twice would
  // not be the same expression to PostgreSQL.
  return db
    .select({ name, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(enterprises)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
}

/**
 * 登记企业 by industry and by district, largest first: each list adds up to daping_totals'
 * registered_enterprises (the directory; the configured extra of 入驻企业 has no industry).
 */
export async function getEnterpriseDistribution(db: Db): Promise<EnterpriseDistribution> {
  const [industries, districts] = await Promise.all([
    countBy(db, enterprises.industry),
    countBy(db, enterprises.district),
  ]);
  return { industries, districts };
}
