import * as personCalls from '@qyfw/portal-sdk/calls/person';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { sdk } from '../lib/sdk';
import { setUser } from './session-store';

/** Loads the member's info from user_detail and stores it (userinfo, qyId). */
export async function loadUserInfo(): Promise<UserInfo> {
  const user = await sdk.call(personCalls.user_detail);
  setUser(user);
  return user;
}
