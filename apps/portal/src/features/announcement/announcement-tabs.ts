import { BULLETIN_TABS } from '@qyfw/portal-sdk/constants';
import { z } from 'zod';

/**
 * `?status=` of /policyList and /policyDetail: the tab's index in the SDK's BULLETIN_TABS (contract §2:
 * "query status = tab index") — 0 正在申报, 1 正在公示, 2 其它资讯.
 */
export const announcementStatusSchema = z
  .number()
  .int()
  .min(0)
  .max(BULLETIN_TABS.length - 1);
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

/** The first tab, where the home page's 更多 and a link without a status land. */
export const DEFAULT_ANNOUNCEMENT_STATUS: AnnouncementStatus = 0;

/** Rows per page: the server's default for both calls, the home page's ten (contract §9). */
export const ANNOUNCEMENT_PAGE_SIZE = 10;

export interface AnnouncementTab {
  status: AnnouncementStatus;
  label: string;
  /** The list behind the tab; its detail call follows from it. */
  call: (typeof BULLETIN_TABS)[number]['call'];
  type: number;
}

export const announcementTabs: readonly AnnouncementTab[] = BULLETIN_TABS.map((tab, status) => ({
  status,
  label: tab.label,
  call: tab.call,
  type: tab.type,
}));

export function announcementTabOf(status: AnnouncementStatus): AnnouncementTab {
  // The search schemas bound status to the tabs; the first tab is the safe answer regardless.
  return announcementTabs[status] ?? announcementTabs[DEFAULT_ANNOUNCEMENT_STATUS]!;
}
