// The library's filters as SQL over `policies` (policy_search, policy_export): every filter given
// is ANDed; only published documents ever match. Window state and delivery mode look at the
// document's published calls through EXISTS, both on the same call when both are given
// ("an open 免申即享 call"), so a document with an open call and a closed exempt one is not taken.
import type { PolicyFilters } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { INDUSTRY_TREE, industryPath } from '@qyfw/portal-sdk/industries';
import type { IndustryNode } from '@qyfw/portal-sdk/industries';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { policies, policyCalls } from '../../db/schema/index.js';
import { matches, searchQuery } from '../search/tokens.js';
import { windowCondition } from './window.js';

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

export function policyWhere(filters: ParsedFilters, today: string): SQL {
  const conditions: (SQL | undefined)[] = [eq(policies.state, 'published')];
  const query = keywordQuery(filters);
  if (query) conditions.push(matches(policies.searchVector, query));
  if (filters.level?.length) conditions.push(inArray(policies.level, [...filters.level]));
  if (filters.issuing_unit) conditions.push(eq(policies.issuingUnit, filters.issuing_unit));
  if (filters.region) conditions.push(eq(policies.region, filters.region));
  if (filters.industry) conditions.push(industryCondition(filters.industry));
  if (filters.theme?.length) {
    conditions.push(sql`${policies.themes} && ${textArray(filters.theme)}`);
  }
  if (filters.validity) conditions.push(validityCondition(filters.validity, today));
  if (filters.window || filters.mode) conditions.push(callCondition(filters, today));
  if (filters.published_from) conditions.push(gte(policies.publishedOn, filters.published_from));
  if (filters.published_to) conditions.push(lte(policies.publishedOn, filters.published_to));
  return and(...conditions)!;
}

/** A text[] literal from values (bound as parameters, never spliced). */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * A document for every industry (no codes) matches any industry; otherwise one of its codes is the
 * chosen code, a section or division above it, or a division below a chosen section.
 */
function industryCondition(code: string): SQL {
  const related = new Set([code, ...industryPath(code), ...descendants(code)]);
  return sql`(${policies.industryCodes} = '{}'::text[] or ${policies.industryCodes} && ${textArray([...related])})`;
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

/** 已失效 is a current document past its last day; 现行有效 excludes those. */
function validityCondition(validity: NonNullable<ParsedFilters['validity']>, today: string): SQL {
  switch (validity) {
    case 'current':
      return sql`(${policies.validity} = 'current' and (${policies.validUntil} is null or ${policies.validUntil} >= ${today}))`;
    case 'expired':
      return sql`(${policies.validity} = 'current' and ${policies.validUntil} < ${today})`;
    default:
      return eq(policies.validity, validity);
  }
}

function callCondition(filters: ParsedFilters, today: string): SQL {
  const parts: SQL[] = [
    sql`${policyCalls.policyId} = ${policies.id}`,
    sql`${policyCalls.state} = 'published'`,
  ];
  if (filters.window) {
    parts.push(
      windowCondition(
        filters.window,
        { start: policyCalls.applyStartOn, end: policyCalls.applyEndOn },
        today,
      ),
    );
  }
  if (filters.mode) parts.push(sql`${policyCalls.deliveryMode} = ${filters.mode}`);
  return sql`exists (select 1 from ${policyCalls} where ${sql.join(parts, sql` and `)})`;
}
