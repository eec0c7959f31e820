import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import * as newsCalls from '@qyfw/portal-sdk/calls/news';
import * as policyCalls from '@qyfw/portal-sdk/calls/policy';
import type { CallData } from '@qyfw/portal-sdk/schemas';
import { callQueryKey, callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';
import { bulletinTabOf, type BulletinTab, type BulletinTabKey } from './bulletin-tabs';

const POLICY_CONTENT_STALE_MS = 5 * 60 * 1000;

/** The newest award lists of one level (国家级, 省级, 市级, 区县级). */
export function newestPoliciesQueryOptions(level: PolicyLevel) {
  return queryOptions({
    ...callQueryOptions(sdk, policyCalls.get_policynew, { level }),
    staleTime: POLICY_CONTENT_STALE_MS,
  });
}

/** A page of titles: information items, or announcements (which also name their policy and call). */
type ArticlePage =
  CallData<typeof newsCalls.get_information> | CallData<typeof newsCalls.bulletin_list>;

/** The tab's call under the SDK's own query key, so invalidating a call reaches it. */
function tabQuery(tab: BulletinTab): {
  queryKey: readonly unknown[];
  queryFn: () => Promise<ArticlePage>;
} {
  const body = { page: 1, pageSize: tab.pageSize, type: tab.type };
  if (tab.call === 'get_information') {
    return {
      queryKey: callQueryKey(newsCalls.get_information, body),
      queryFn: () => sdk.call(newsCalls.get_information, body),
    };
  }
  return {
    queryKey: callQueryKey(newsCalls.bulletin_list, body),
    queryFn: () => sdk.call(newsCalls.bulletin_list, body),
  };
}

/**
 * The first page of one announcement tab: 正在申报 is the information list (type −1), the other
 * two are announcements of type 1 (正在公示) and 5 (其它资讯) (contract §7).
 */
export function bulletinTabQueryOptions(key: BulletinTabKey) {
  return queryOptions({ ...tabQuery(bulletinTabOf(key)), staleTime: POLICY_CONTENT_STALE_MS });
}
