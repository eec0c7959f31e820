import { BULLETIN_TABS, HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';

export type BulletinTabKey = (typeof BULLETIN_TABS)[number]['key'];

/** One tab of 政策资讯: which call lists it (the SDK's BULLETIN_TABS), with what type and size. */
export interface BulletinTab {
  key: BulletinTabKey;
  label: string;
  call: (typeof BULLETIN_TABS)[number]['call'];
  type: number;
  pageSize: number;
}

/** The three tabs of 政策资讯 in order (contract §4, §7), 10 items each (contract §9). */
export const bulletinTabs: readonly BulletinTab[] = BULLETIN_TABS.map((tab) => ({
  key: tab.key,
  label: tab.label,
  call: tab.call,
  type: tab.type,
  pageSize: HOME_PAGE_SIZES.bulletins,
}));

export function bulletinTabOf(key: BulletinTabKey): BulletinTab {
  const tab = bulletinTabs.find((candidate) => candidate.key === key);
  if (!tab) throw new Error(`未知的公告标签：${key}`);
  return tab;
}
