// The member acts for their enterprise (DOMAIN §3): every application, case and library file
// belongs to an enterprise, and any authenticated member of it may act on it. The enterprise is
// always the caller's own, from the session; no body names one.
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { memberEnterpriseId } from '../enterprise/member-enterprise.js';
import { membersOf } from '../identity/requests.js';

export const NO_ENTERPRISE =
  '您尚未完成企业认证，请先到“企业认证”提交认证，通过后即可申报政策和查看免申即享事项';

/** The caller's enterprise, or 403 asking them to authenticate one first. */
export async function ownEnterprise(db: Db, userId: number): Promise<number> {
  const own = await memberEnterpriseId(db, userId);
  if (own === undefined) throw ApiError.forbidden(NO_ENTERPRISE);
  return own;
}

/** Every authenticated member of the enterprise: each hears of every change of its records. */
export async function enterpriseMembers(db: Db, enterpriseId: number): Promise<number[]> {
  return membersOf(db, enterpriseId);
}
