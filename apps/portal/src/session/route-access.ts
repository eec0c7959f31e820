// The member layout's one guard (contract §5, §6): what a page under it refuses, decided from the session
// in the router's context. The refusal is thrown from beforeLoad and drawn by the layout's gate.
import type { PageMeta } from '../routing/page-meta';
import type { SessionSnapshot } from './session-store';

/** Why a member page does not show: nobody is logged in, or the member has no enterprise yet. */
export type AccessRefusal = 'login' | 'enterprise';

export function accessRefusal(
  session: SessionSnapshot,
  needsEnterprise: boolean,
): AccessRefusal | undefined {
  if (!session.isLoggedIn) return 'login';
  if (needsEnterprise && session.enterpriseId === undefined) return 'enterprise';
  return undefined;
}

/** Thrown by the member layout's beforeLoad (as its not-found's data); the layout's gate shows it. */
export class AccessRefusedError extends Error {
  /**
   * `page`: the refused page's own data (its title, what logging in is for). The refusal reaches
   * the member layout as its not-found, and a match tree with a not-found names no page.
   */
  constructor(
    readonly refusal: AccessRefusal,
    readonly page?: PageMeta,
  ) {
    super(refusal === 'login' ? '请先登录' : '请到个人中心补全企业信息');
    this.name = 'AccessRefusedError';
  }
}
