// Why a member without an enterprise id is refused an enterprise page (contract §5): nothing
// submitted yet → 请到个人中心补全企业信息; an authentication request waiting for review (user_detail's
// enterprise.auth_state 待审核 / 待企业确认, qyedit status 1) → 企业认证审核中, for telling a member
// who has just submitted to complete what they completed is a dead end.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';

export const AUTH_UNDER_REVIEW = '企业认证审核中';

/** Whether the member's latest authentication request is waiting for a decision. */
export function isAuthUnderReview(user: UserInfo | null): boolean {
  const state = user?.enterprise?.auth_state;
  return state === 'pending' || state === 'awaiting_enterprise';
}

export function enterpriseRefusalMessage(user: UserInfo | null): string {
  return isAuthUnderReview(user) ? AUTH_UNDER_REVIEW : MESSAGES.enterpriseRequired;
}
