// policy_facets: the filter bar's options, each with how many published documents carry it.
import type { FacetOption } from '@qyfw/portal-sdk/calls/policy-library';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRowsOf } from './rows.js';

/** Enough for a filter bar; the rarest values are reached by keyword. */
const FACET_LIMIT = 50;

export async function policyFacets(db: Db): Promise<{
  issuing_units: FacetOption[];
  regions: FacetOption[];
  themes: FacetOption[];
}> {
  const [issuingUnits, regions, themes] = await Promise.all([
    queryRowsOf<FacetOption>(
      db,
      sql`select issuing_unit as value, count(*)::int as count from policies where state = 'published' and issuing_unit <> '' group by issuing_unit order by count desc, value limit ${FACET_LIMIT}`,
    ),
    queryRowsOf<FacetOption>(
      db,
      sql`select region as value, count(*)::int as count from policies where state = 'published' and region <> '' group by region order by count desc, value limit ${FACET_LIMIT}`,
    ),
    queryRowsOf<FacetOption>(
      db,
      sql`select theme as value, count(*)::int as count from policies, unnest(themes) as theme where state = 'published' group by theme order by count desc, value limit ${FACET_LIMIT}`,
    ),
  ]);
  return { issuing_units: issuingUnits, regions, themes };
}
