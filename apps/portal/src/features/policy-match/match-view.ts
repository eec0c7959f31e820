// What the /match results show: a tab, the words looked for and a page. Each is part of the
// request — the server classifies every open call and answers one page — not a filter over a
// list held in the browser.
import type { MatchLevel } from '@qyfw/portal-sdk/conditions';

export type MatchTab = MatchLevel | 'near';
export const MATCH_TABS: readonly MatchTab[] = ['eligible', 'possible', 'ineligible', 'near'];

export interface MatchView {
  readonly tab: MatchTab;
  readonly find: string;
  readonly page: number;
}

export const FIRST_VIEW: MatchView = { tab: 'eligible', find: '', page: 1 };
