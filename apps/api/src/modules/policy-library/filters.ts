// The library's filters as SQL over `policies` (policy_search, policy_export): every filter given
// is ANDed; only published documents ever match. All but the published dates are tokens of
// filter_tokens (filter-tokens.ts), so the keyword and the filters meet in one GIN index scan;
// window state and delivery mode together ask for one call having both ("an open 免申即享 call"),
// so a document with an open call and a closed exempt one is not taken. The caller makes the
// tokens today's first (ensureFilterDay).
import type { PolicyFilters } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { INDUSTRY_TREE, industryPath } from '@qyfw/portal-sdk/industries';
import type { IndustryNode } from '@qyfw/portal-sdk/industries';
import { and, gte, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { policies } from '../../db/schema/index.js';
import { matches, searchQuery } from '../search/tokens.js';
import { PUBLISHED_POLICY } from '../shared/portal-figures.js';
import { filterToken, hasAllTokens, hasAnyToken } from './filter-tokens.js';

/** The filters once zod has parsed them (defaults applied). */
export interface ParsedFilters {
  readonly keyword?: string | undefined;
  readonly level?: readonly PolicyLevel[] | undefined;
  readonly issuing_unit?: string | undefined;
  readonly region?: string | undefined;
  readonly industry?: string | undefined;
  readonly theme?: readonly string[] | undefined;
  readonly validity?: NonNullable<PolicyFilters['validity']>;
  readonly window?: NonNullable<PolicyFilters['window']>;
  readonly mode?: NonNullable<PolicyFilters['mode']>;
  readonly published_from?: string | undefined;
  readonly published_to?: string | undefined;
  readonly sort: NonNullable<PolicyFilters['sort']>;
}

/** The tsquery of the keyword, or null when there is none (or it has no searchable character). */
export function keywordQuery(filters: ParsedFilters): SQL | null {
  return filters.keyword ? searchQuery(filters.keyword) : null;
}

export function policyWhere(filters: ParsedFilters): SQL {
  const conditions: (SQL | undefined)[] = [PUBLISHED_POLICY];
  const required: string[] = [];
  if (filters.issuing_unit) required.push(filterToken.unit(filters.issuing_unit));
  if (filters.region) required.push(filterToken.region(filters.region));
  if (filters.validity) required.push(filterToken.validity(filters.validity));
  if (filters.window) required.push(filterToken.window(filters.window, filters.mode));
  else if (filters.mode) required.push(filterToken.mode(filters.mode));
  if (required.length) conditions.push(hasAllTokens(required));
  if (filters.level?.length) conditions.push(hasAnyToken(filters.level.map(filterToken.level)));
  if (filters.theme?.length) conditions.push(hasAnyToken(filters.theme.map(filterToken.theme)));
  if (filters.industry) conditions.push(hasAnyToken(industryTokens(filters.industry)));
  if (filters.published_from) conditions.push(gte(policies.publishedOn, filters.published_from));
  if (filters.published_to) conditions.push(lte(policies.publishedOn, filters.published_to));
  // The keyword last: where a page walks an index row by row, PostgreSQL tests conditions of
  // equal cost in the order written, and the small token array rules most rows out before the
  // compressed search_vector of each would be unpacked (4 字 + 现行有效 + 免申即享: p95 39.5 →
  // see docs/quality.md).
  const query = keywordQuery(filters);
  if (query) conditions.push(matches(policies.searchVector, query));
  return and(...conditions)!;
}

/**
 * A document for every industry (no codes) matches any industry; otherwise one of its codes is the
 * chosen code, a section or division above it, or a division below a chosen section.
 */
function industryTokens(code: string): string[] {
  const related = new Set([code, ...industryPath(code), ...descendants(code)]);
  return [filterToken.anyIndustry, ...[...related].map(filterToken.industry)];
}

function descendants(code: string): string[] {
  const found: string[] = [];
  const walk = (nodes: readonly IndustryNode[], inside: boolean) => {
    for (const node of nodes) {
      const within = inside || node.code === code;
      if (within && node.code !== code) found.push(node.code);
      if (node.children) walk(node.children, within);
    }
  };
  walk(INDUSTRY_TREE, false);
  return found;
}
