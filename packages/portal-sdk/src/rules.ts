// Small business rules of the spec (contract §4, §6, §9) that the portal, the data screen and the API
// must agree on, as pure functions.
import { GENDER_LABELS, GENDER_UNKNOWN_LABEL, QYEDIT_APPROVED_STATUS } from './constants.js';
import type { RenewalCounts } from './calls/enterprise.js';
import type { UserInfo } from './calls/person.js';

/**
 * The member's enterprise id (contract §6): the authentication record's, else the edited-enterprise
 * record's when its status is 2; undefined when neither applies.
 */
export function enterpriseIdOf(
  user: Pick<UserInfo, 'qiyeauthentication' | 'qyedit'> | null | undefined,
): number | undefined {
  if (!user) return undefined;
  if (user.qiyeauthentication) return user.qiyeauthentication.enterprise_id;
  if (user.qyedit?.status === QYEDIT_APPROVED_STATUS) return user.qyedit.enterprise_id;
  return undefined;
}

/** After login a member with neither username nor enterprise authentication completes /bindInfo (contract §4). */
export function needsBindInfo(user: Pick<UserInfo, 'username' | 'qiyeauthentication'>): boolean {
  return !user.username && !user.qiyeauthentication;
}

/** A subsidy in 万 with 2 decimals and the unit (contract §9): 12.5 → '12.50万'. */
export function formatWan(totalMoney: number): string {
  return `${totalMoney.toFixed(2)}万`;
}

/** Age = this year minus the birth year (contract §9); undefined when the birth has no year. */
export function talentAge(birth: string, now: Date = new Date()): number | undefined {
  const match = /^(\d{4})/.exec(birth);
  if (!match) return undefined;
  return now.getFullYear() - Number(match[1]);
}

/** 1 男, 2 女, anything else 未知 (contract §3). */
export function genderLabel(gender: number | null | undefined): string {
  return (gender != null ? GENDER_LABELS[gender] : undefined) ?? GENDER_UNKNOWN_LABEL;
}

/**
 * The renewal warning shows when a trademark, copyright, software-copyright or patent count is
 * non-zero (qualifications alone do not trigger it) and the snooze time is unset or past (contract §4).
 */
export function shouldWarnRenewal(
  counts: RenewalCounts,
  noticeTime: number | null | undefined,
  now: Date = new Date(),
): boolean {
  const due =
    counts.brand_num > 0 ||
    counts.copyright_num > 0 ||
    counts.softright_num > 0 ||
    counts.patent_num > 0;
  if (!due) return false;
  return !noticeTime || noticeTime * 1000 < now.getTime();
}
