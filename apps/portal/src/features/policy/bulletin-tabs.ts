import { BULLETIN_TABS, HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';

/** get_information's type for "every type" (§7). */
const ALL_INFORMATION_TYPES = -1;

export type BulletinTabKey = (typeof BULLETIN_TABS)[number]['key'];

/** Where a tab's list comes from: 正在申报 is the information list, the others announcements. */
export type BulletinTab = {
  key: BulletinTabKey;
  label: string;
  pageSize: number;
} & ({ source: 'information'; type: number } | { source: 'bulletin'; type: number });

/** The three tabs of 政策资讯 in order (§4, §7), 10 items each (§9). */
export const bulletinTabs: readonly BulletinTab[] = BULLETIN_TABS.map((tab) =>
  tab.type === undefined
    ? {
        key: tab.key,
        label: tab.label,
        pageSize: HOME_PAGE_SIZES.bulletins,
        source: 'information',
        type: ALL_INFORMATION_TYPES,
      }
    : {
        key: tab.key,
        label: tab.label,
        pageSize: HOME_PAGE_SIZES.bulletins,
        source: 'bulletin',
        type: tab.type,
      },
);

export function bulletinTabOf(key: BulletinTabKey): BulletinTab {
  const tab = bulletinTabs.find((candidate) => candidate.key === key);
  if (!tab) throw new Error(`未知的公告标签：${key}`);
  return tab;
}
