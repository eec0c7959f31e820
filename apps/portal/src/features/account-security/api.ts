// The queries of 账号与安全 (/basics, /email, /phone, /wechat). Every key carries the member: the
// cache outlives a logout, and the next member must never see the last one's sessions.
import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import * as messageCalls from '@qyfw/portal-sdk/calls/message';
import * as personCalls from '@qyfw/portal-sdk/calls/person';
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

export function securityOverviewQueryOptions(member: string) {
  return queryOptions({
    queryKey: [...callQueryKey(accountCalls.security_overview, {}), { member }] as const,
    queryFn: () => sdk.call(accountCalls.security_overview, {}),
  });
}

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export function loginHistoryQueryOptions(member: string, page: number) {
  const body = { page, pageSize: LOGIN_HISTORY_PAGE_SIZE };
  return queryOptions({
    queryKey: [...callQueryKey(accountCalls.login_history, body), { member }] as const,
    queryFn: () => sdk.call(accountCalls.login_history, body),
    placeholderData: keepPreviousData,
  });
}

export function wechatStatusQueryOptions(member: string) {
  return queryOptions({
    queryKey: [...callQueryKey(accountCalls.wechat_status, {}), { member }] as const,
    queryFn: () => sdk.call(accountCalls.wechat_status, {}),
  });
}

/**
 * Whether 绑定微信 is offered: the server says whether the platform has a WeChat app; a member
 * already bound can still manage (解除) the binding. Unknown (loading, failed): not offered, so
 * an entry never shows only to vanish, and /wechat itself still says what is the case.
 */
export function useWechatOffered(member: string, enabled = true): boolean {
  const status = useQuery({ ...wechatStatusQueryOptions(member), enabled });
  return status.data !== undefined && (status.data.configured || status.data.bound);
}

/** A changed contact or profile: the member card and the header read user_detail. */
export const PROFILE_INVALIDATES = [
  personCalls.user_detail,
  accountCalls.security_overview,
] as const;

export { accountCalls, messageCalls };
