// The member's session, kept in one place (DESIGN §1: shell/session): the token cookie plus the
// spec's local storage entries (userId, userinfo, qyId, isNotice), mirrored in memory so React
// re-renders when they change. Everything that logs in, out or reloads user info goes through
// the functions here.
import { enterpriseIdOf } from '@qyfw/portal-sdk';
import { userInfoSchema, type Session, type UserInfo } from '@qyfw/portal-sdk/schemas';
import { TOKEN_COOKIE_EXPIRES_DAYS } from '@qyfw/portal-sdk/constants';
import { STORAGE_KEYS } from '../lib/storage';
import { readToken, removeToken, writeToken } from '../lib/token-cookie';

export interface SessionSnapshot {
  /** The stored userId, as the client sends it in every body; null for a visitor. */
  userId: string | null;
  /** The user info last loaded from user_detail (or login); null for a visitor. */
  user: UserInfo | null;
  /** §6: qiyeauthentication's, else qyedit's when its status is 2. */
  enterpriseId: number | undefined;
  /** A stored user id and a token that has not expired. */
  isLoggedIn: boolean;
}

const listeners = new Set<() => void>();

function readStoredUser(): UserInfo | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userinfo);
  if (!raw) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Written by an older page or by hand: treat as absent, user_detail refills it.
    return null;
  }
}

function readSnapshot(): SessionSnapshot {
  const userId = localStorage.getItem(STORAGE_KEYS.userId) || null;
  const isLoggedIn = Boolean(userId && readToken());
  const user = isLoggedIn ? readStoredUser() : null;
  return {
    userId: isLoggedIn ? userId : null,
    user,
    enterpriseId: enterpriseIdOf(user),
    isLoggedIn,
  };
}

let snapshot: SessionSnapshot | undefined;

function publish(): void {
  snapshot = readSnapshot();
  for (const listener of listeners) listener();
}

/** The session now. Stable between changes, as useSyncExternalStore requires. */
export function getSession(): SessionSnapshot {
  snapshot ??= readSnapshot();
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function removeSessionEntries(): void {
  // §4: logout clears local storage. Only the portal's own keys: the data screen shares the origin.
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

/** Stores user info and the enterprise id derived from it (userinfo, qyId). */
export function setUser(user: UserInfo): void {
  localStorage.setItem(STORAGE_KEYS.userinfo, JSON.stringify(user));
  const enterpriseId = enterpriseIdOf(user);
  if (enterpriseId === undefined) localStorage.removeItem(STORAGE_KEYS.qyId);
  else localStorage.setItem(STORAGE_KEYS.qyId, String(enterpriseId));
  publish();
}

/** After a successful login or registration: token cookie, userId, userinfo and qyId (§4). */
export function startSession(session: Session): void {
  const { token, ...user } = session;
  removeSessionEntries();
  writeToken(token);
  localStorage.setItem(STORAGE_KEYS.userId, String(user.user_id));
  setUser(user);
}

/** After a QR login, whose answer carries only the user id and the token (user info follows). */
export function startSessionWithToken(userId: number, token: string): void {
  removeSessionEntries();
  writeToken(token);
  localStorage.setItem(STORAGE_KEYS.userId, String(userId));
  publish();
}

/** Logout, 401, 402 or an expired token: nothing of the member stays in the browser. */
export function endSession(): void {
  removeToken();
  removeSessionEntries();
  publish();
}

/**
 * Re-reads the cookie and storage: another tab logged in or out, or the token's time ran out.
 * A stored user whose token is gone is cleared, so no stale name shows in the header.
 */
export function refreshSession(): void {
  const hadUser = localStorage.getItem(STORAGE_KEYS.userId) !== null;
  if (hadUser && !readToken()) removeSessionEntries();
  publish();
}

/** Marks the renewal warning as answered for this login (isNotice), so a reload does not repeat it. */
export function markRenewalNoticeAnswered(): void {
  localStorage.setItem(STORAGE_KEYS.isNotice, '1');
}

export function isRenewalNoticeAnswered(): boolean {
  return localStorage.getItem(STORAGE_KEYS.isNotice) === '1';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_LIFETIME_MS = TOKEN_COOKIE_EXPIRES_DAYS * DAY_MS;

/**
 * Whether a member's session has run out in this browser: their id is stored but the token is
 * gone (the cookie expired) or they have been idle longer than a token lives. A visitor has
 * nothing that could expire.
 */
export function hasSessionExpired(lastActiveAt: number, now: number = Date.now()): boolean {
  if (localStorage.getItem(STORAGE_KEYS.userId) === null) return false;
  return !readToken() || now - lastActiveAt >= TOKEN_LIFETIME_MS;
}
