import { HEADER_TABS, type TabRequirement } from '@qyfw/portal-sdk/constants';
import type { SpecPath } from './spec-paths';

/** A header tab's key: its address without the slash (`policyData`). */
export type HeaderTabKey = (typeof HEADER_TABS)[number]['route'] extends `/${infer Key}`
  ? Key
  : never;

export interface HeaderTab {
  key: HeaderTabKey;
  label: string;
  /** Built or planned (a planned tab leads to the 404 page, which marks no tab). */
  route: SpecPath;
  requires: TabRequirement;
}

// The SDK names the tabs (contract §2); each address must be one of contract §2's, or this fails to type-check.
export const headerTabs: readonly HeaderTab[] = HEADER_TABS.map(
  (tab) =>
    ({
      key: tab.route.slice(1) as HeaderTabKey,
      label: tab.label,
      route: tab.route satisfies SpecPath,
      requires: tab.requires,
    }) satisfies HeaderTab,
);
