import { HEADER_TABS, type TabRequirement } from '@qyfw/portal-sdk/constants';

export interface HeaderTab {
  /** The route without its slash: `policyData`. */
  key: string;
  label: string;
  route: string;
  requires: TabRequirement;
}

export const headerTabs: readonly HeaderTab[] = HEADER_TABS.map((tab) => ({
  key: tab.route.slice(1),
  label: tab.label,
  route: tab.route,
  requires: tab.requires,
}));

/**
 * Pages that belong to a tab besides its own route (DESIGN §5), so the tab stays marked while
 * the member reads a policy, an expert or their own records.
 */
const TAB_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  policyData: [
    '/policyDetailData',
    '/policyListData',
    '/policyList',
    '/policyDetail',
    '/knowledgeList',
    '/knowledgeDetail',
  ],
  match: ['/apply'],
  equity: ['/intellect', '/knowPage', '/zlDetail', '/lwDetail', '/paperDetail', '/qysb', '/cqzx'],
  serve: [
    '/serviceList',
    '/serviceDetail',
    '/report',
    '/subService',
    '/industryList',
    '/industryDetail',
  ],
  expert: ['/expertList', '/expertDetail', '/expertRz', '/zxsq'],
  person: ['/personlist', '/persondetail', '/personsubmit'],
  enterprise: ['/subEnterprise'],
  gongxu: [
    '/productList',
    '/productDetail',
    '/demandList',
    '/demandDetail',
    '/leave',
    '/mybuy',
    '/offer',
  ],
  basics: [
    '/personalcenter',
    '/information',
    '/yinformation',
    '/sbNow',
    '/zlManage',
    '/yearJk',
    '/sbManage',
    '/bqManage',
    '/documentManage',
    '/zzManage',
    '/knowledge',
    '/record',
    '/appeal',
    '/annual',
    '/email',
    '/phone',
    '/wechat',
  ],
};

const tabByPath = new Map<string, string>();
for (const tab of headerTabs) {
  tabByPath.set(tab.route, tab.key);
  for (const path of TAB_SECTIONS[tab.key] ?? []) tabByPath.set(path, tab.key);
}

/** The tab of the page at `pathname` (router path, without the base), if it belongs to one. */
export function activeTabKey(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tabByPath.get(path);
}
