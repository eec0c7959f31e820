// policy_facets: the filter bar's options, each with how many published documents carry it —
// standard faceted search: each facet counted with every other active filter but not its own,
// so an option's count is what choosing it would find (choosing 省级 no longer offers a ministry
// whose documents are all national), and the facet's other options stay on offer.
import type { FacetOption } from '@qyfw/portal-sdk/calls/policy-library';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ensureFilterDay } from './filter-tokens.js';
import { policyWhere } from './filters.js';
import type { ParsedFilters } from './filters.js';
import { queryRowsOf } from './rows.js';

/** Enough for a filter bar; the rarest values are reached by keyword. */
const FACET_LIMIT = 50;

export type FacetFilters = Omit<ParsedFilters, 'sort'>;

export async function policyFacets(
  db: Db,
  filters: FacetFilters,
  today: string,
): Promise<{
  issuing_units: FacetOption[];
  regions: FacetOption[];
  themes: FacetOption[];
}> {
  // The validity and window filters are tokens of today's (filters.ts).
  await ensureFilterDay(db, today);
  const without = (own: keyof FacetFilters) =>
    policyWhere({ ...filters, [own]: undefined, sort: 'relevance' });
  const [issuingUnits, regions, themes] = await Promise.all([
    queryRowsOf<FacetOption>(
      db,
      sql`select issuing_unit as value, count(*)::int as count from policies where ${without('issuing_unit')} and issuing_unit <> '' group by issuing_unit order by count desc, value limit ${FACET_LIMIT}`,
    ),
    queryRowsOf<FacetOption>(
      db,
      sql`select region as value, count(*)::int as count from policies where ${without('region')} and region <> '' group by region order by count desc, value limit ${FACET_LIMIT}`,
    ),
    queryRowsOf<FacetOption>(
      db,
      sql`select theme as value, count(*)::int as count from policies, unnest(themes) as theme where ${without('theme')} group by theme order by count desc, value limit ${FACET_LIMIT}`,
    ),
  ]);
  return { issuing_units: issuingUnits, regions, themes };
}
