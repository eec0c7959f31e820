import { SEARCH_TABS, SEARCH_TYPES, type SearchType } from '@qyfw/portal-sdk/constants';
import type { SearchBoxQuery, SearchBoxTab } from '@qyfw/ui';
import { specHref, type SpecPath } from '../../routing/spec-paths';

const PLACEHOLDERS: Readonly<Record<string, string>> = {
  enterprise: '请输入企业名称',
  policy: '请输入政策名称或关键词',
  expert: '请输入专家姓名或研究领域',
  service: '请输入服务名称',
  market: '请输入产品或需求名称',
};

/** The top search's tabs (contract §2); 供需 offers supply (1) or demand (2). */
export const searchTabs: readonly SearchBoxTab<SearchType>[] = SEARCH_TABS.map((tab) => ({
  key: tab.key,
  label: tab.label,
  placeholder: PLACEHOLDERS[tab.key],
  ...('routesBySearchType' in tab
    ? {
        options: [
          { value: SEARCH_TYPES.supply, label: '供应' },
          { value: SEARCH_TYPES.demand, label: '需求' },
        ],
      }
    : {}),
}));

/**
 * The tab the search opens on: 政策, the portal's main search (/policyData is built; 企业's
 * directory is not yet, and a search there was a 404).
 */
export const DEFAULT_SEARCH_TAB = 'policy' satisfies (typeof SEARCH_TABS)[number]['key'];

/** Where a search goes (router path with `?keyword=`); undefined for an unknown tab. */
export function searchTarget(query: SearchBoxQuery<SearchType>): string | undefined {
  const tab = SEARCH_TABS.find((candidate) => candidate.key === query.tabKey);
  if (!tab) return undefined;
  // The SDK names the targets; each must be an address of contract §2, or this fails to type-check.
  const route: SpecPath =
    'routesBySearchType' in tab
      ? tab.routesBySearchType[query.option ?? SEARCH_TYPES.supply]
      : tab.route;
  return specHref(route, { keyword: query.keyword });
}
