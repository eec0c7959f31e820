import type { UserInfo } from '@qyfw/portal-sdk/schemas';

/** A phone number shown on screen: 138****0003. */
function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** The name a member is greeted by: nickname, username, masked phone, in that order. */
export function memberDisplayName(user: UserInfo): string {
  return user.nickname || user.username || (user.mobile ? maskMobile(user.mobile) : '会员');
}
