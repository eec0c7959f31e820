import type { Session } from '@qyfw/portal-sdk/schemas';
import { startSession, startSessionWithToken } from './session-store';
import { loadUserInfo } from './user-info';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';

/** What a login answered: account, SMS and register give the whole session, QR only id + token. */
export type LoginResult =
  { kind: 'session'; session: Session } | { kind: 'token'; userId: number; token: string };

/**
 * Stores a new session (token cookie, userId, userinfo, qyId) and loads the member's info
 * (contract §4). Resolves to the info, or undefined when user_detail failed: the session stands and the
 * header falls back to what login answered.
 */
export async function establishSession(result: LoginResult): Promise<UserInfo | undefined> {
  if (result.kind === 'session') startSession(result.session);
  else startSessionWithToken(result.userId, result.token);
  return loadUserInfo().catch(() =>
    result.kind === 'session' ? stripToken(result.session) : undefined,
  );
}

function stripToken({ token: _token, ...user }: Session): UserInfo {
  return user;
}
