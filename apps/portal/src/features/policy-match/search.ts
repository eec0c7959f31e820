// /match?only=&keyword=&page=: the tab, the words looked for and the page of 政策匹配 in the
// address (they were component state: 后退 and a shared link lost them). A hand-edited value that
// does not parse falls back to the first tab, no words, page 1.
//
// Written out rather than derived from policy_match's body (listSearchSchema): a route's search
// schema loads with the home page's entry, and the call's module would add ≈ 5 kB gzip to it.
// search.test.ts proves this schema reads every address exactly as the derived one would.
import { pageSearchSchema } from '@qyfw/app-kit/data-list';
import { z } from 'zod';
import { FIRST_VIEW, MATCH_TABS, type MatchTab, type MatchView } from './match-view';

export const matchSearchSchema = pageSearchSchema.extend({
  only: z
    .custom<MatchTab | 'all'>((value) => value === 'all' || MATCH_TABS.some((tab) => tab === value))
    .optional()
    .catch(undefined),
  keyword: z.string().trim().max(64).optional().catch(undefined),
});

export type MatchSearch = z.output<typeof matchSearchSchema>;

/** What the results show, from the address. */
export function viewOfSearch(search: MatchSearch): MatchView {
  // The call's `all` (every level in one list) is no tab of this page: the first tab stands in.
  const tab = search.only === undefined || search.only === 'all' ? FIRST_VIEW.tab : search.only;
  return { tab, find: search.keyword ?? '', page: search.page };
}

/** The address of a view: the first tab, no words and page 1 are left out. */
export function searchOfView(view: MatchView): MatchSearch {
  return {
    page: view.page,
    ...(view.tab !== FIRST_VIEW.tab ? { only: view.tab } : {}),
    ...(view.find ? { keyword: view.find } : {}),
  };
}
