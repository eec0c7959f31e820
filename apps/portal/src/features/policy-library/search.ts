// The URL search params of /policyData, /policyDetailData and /policyListData, derived from the
// calls' own body schemas: a filter means the same (and is bounded the same) in the address as
// on the wire, and is defined once, in the SDK. A hand-edited value that does not parse is
// dropped (or falls back to its default) instead of failing the page.
import * as libraryCalls from '@qyfw/portal-sdk/calls/policy-library';
import { z } from 'zod';

const filters = libraryCalls.policyFiltersShape;

/**
 * /policyData?keyword=&level=&…&sort=&page= — every filter optional; no sort means 相关度 (the
 * call's default) and no page the first, both kept out of the address so the header's search
 * lands on `?keyword=` alone.
 */
export const policySearchSchema = z
  .object({
    keyword: filters.keyword.catch(undefined),
    level: filters.level.catch(undefined),
    issuing_unit: filters.issuing_unit.catch(undefined),
    region: filters.region.catch(undefined),
    industry: filters.industry.catch(undefined),
    theme: filters.theme.catch(undefined),
    validity: filters.validity.catch(undefined),
    window: filters.window.catch(undefined),
    mode: filters.mode.catch(undefined),
    published_from: filters.published_from.catch(undefined),
    published_to: filters.published_to.catch(undefined),
    sort: z.enum(libraryCalls.POLICY_SORTS).optional().catch(undefined),
    /** No page means the first: the header's search lands on `?keyword=` alone. */
    page: z.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  })
  // A hand-edited range that ends before it starts: the end is dropped rather than the page
  // answering 发布日期起不能晚于发布日期止 for an address nobody typed on the page.
  .transform((search) =>
    search.published_from && search.published_to && search.published_from > search.published_to
      ? { ...search, published_to: undefined }
      : search,
  );
export type PolicySearch = z.output<typeof policySearchSchema>;

/** The filters of a search, without its page and sort (what 清除筛选 clears). */
export const FILTER_KEYS = [
  'level',
  'issuing_unit',
  'region',
  'industry',
  'theme',
  'validity',
  'window',
  'mode',
  'published_from',
  'published_to',
] as const satisfies readonly (keyof PolicySearch)[];

export function hasFilters(search: PolicySearch): boolean {
  return FILTER_KEYS.some((key) => {
    const value = search[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  });
}

/** /policyDetailData?id= — a missing or malformed id is kept as undefined: the page is a 404. */
export const policyDetailSearchSchema = z.object({
  id: libraryCalls.policy_detail.body.shape.id.optional().catch(undefined),
});

const callListBody = libraryCalls.policy_call_list.body.shape;

/** /policyListData?view=&window=&mode=&month=&page= — 列表 or 日历, its filters and page. */
export const callListSearchSchema = z.object({
  view: z.enum(['list', 'calendar']).optional().catch(undefined),
  window: callListBody.window.catch(undefined),
  mode: callListBody.mode.catch(undefined),
  /** The calendar's month (YYYY-MM); this month when absent. */
  month: callListBody.month.catch(undefined),
  page: callListBody.page.catch(1),
});
export type CallListSearch = z.output<typeof callListSearchSchema>;
