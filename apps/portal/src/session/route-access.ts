// The member layout's one guard (contract §5, §6): what a page under it refuses, decided from the session
// in the router's context. The refusal is thrown from beforeLoad and drawn by the layout's gate.
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

/** Thrown by the member layout's beforeLoad; the layout's error component shows the gate. */
export class AccessRefusedError extends Error {
  constructor(readonly refusal: AccessRefusal) {
    super(refusal === 'login' ? '请先登录' : '请到个人中心补全企业信息');
    this.name = 'AccessRefusedError';
  }
}
