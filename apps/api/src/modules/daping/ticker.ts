import type { TickerItem } from '@qyfw/portal-sdk/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appeals, policyAwardCompanies, policyAwardGroups } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';
import { toMoney } from './sql.js';

/**
 * The `limit` newest events, newest first: companies on award lists (at the list's publication;
 * the lists are public, names and all) and appeals (at submission). An appeal is told by its
 * category and state only: appeals are private to the enterprise and its handlers (domain §5),
 * and neither the enterprise nor the title is even read here. Each side is limited first, so neither query reads more than
 * `limit` rows however large the tables grow.
 */
export async function getTicker(db: Db, limit: number): Promise<TickerItem[]> {
  const [awards, appealRows] = await Promise.all([
    db
      .select({
        id: policyAwardCompanies.id,
        enterpriseName: policyAwardCompanies.enterpriseName,
        entryName: policyAwardGroups.entryName,
        money: policyAwardCompanies.totalMoney,
        time: policyAwardGroups.createdAt,
      })
      .from(policyAwardCompanies)
      .innerJoin(policyAwardGroups, eq(policyAwardGroups.id, policyAwardCompanies.groupId))
      .orderBy(desc(policyAwardGroups.createdAt), desc(policyAwardCompanies.id))
      .limit(limit),
    db
      .select({
        id: appeals.id,
        category: appeals.category,
        status: appeals.status,
        time: appeals.createdAt,
      })
      .from(appeals)
      .orderBy(desc(appeals.createdAt), desc(appeals.id))
      .limit(limit),
  ]);
  const items: TickerItem[] = [
    ...awards.map((row) => ({
      kind: 'award' as const,
      id: row.id,
      enterprise_name: row.enterpriseName,
      entry_name: row.entryName,
      money: toMoney(row.money),
      time: epochSeconds(row.time),
    })),
    ...appealRows.map((row) => ({
      kind: 'appeal' as const,
      id: row.id,
      category: row.category,
      status: row.status,
      time: epochSeconds(row.time),
    })),
  ];
  // Same second: awards before appeals, then the larger id first, so the order never flips.
  return items
    .sort(
      (a, b) => b.time - a.time || (a.kind === b.kind ? b.id - a.id : a.kind === 'award' ? -1 : 1),
    )
    .slice(0, limit);
}
