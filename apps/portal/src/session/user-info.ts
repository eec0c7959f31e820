import * as personCalls from '@qyfw/portal-sdk/calls/person';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../lib/sdk';
import { setUser, USER_QUERY_KEY } from './session-store';

/** Loads the member's info from user_detail into the query cache, where the session reads it. */
export async function loadUserInfo(): Promise<UserInfo> {
  const user = await sdk.call(personCalls.user_detail);
  setUser(user);
  return user;
}

/**
 * The member's info as a query, for a page that needs it on screen (it loads it if missing, and
 * refetches when an edit invalidates user_detail). Only while logged in: a visitor has none.
 */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: () => sdk.call(personCalls.user_detail),
  retry: false,
});
