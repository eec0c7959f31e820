// The member's session, kept in one place: the token cookie and the stored userId (and isNotice)
// say who is logged in; the member's user info lives in one place only, the TanStack Query cache
// under the SDK's user_detail key, so an edit that refetches or updates that query is what every
// reader sees (no localStorage mirror to keep in step). Everything that logs in, out or reloads
// user info goes through the functions here.
import type { QueryClient } from '@tanstack/react-query';
import { enterpriseIdOf } from '@qyfw/portal-sdk';
import * as personCalls from '@qyfw/portal-sdk/calls/person';
import { TOKEN_COOKIE_EXPIRES_DAYS } from '@qyfw/portal-sdk/constants';
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import type { Session, UserInfo } from '@qyfw/portal-sdk/schemas';
import { STORAGE_KEYS } from '../lib/storage';
import { readToken, removeToken, writeToken } from '../lib/token-cookie';

export interface SessionSnapshot {
  /** The stored userId, as the client sends it in every body; null for a visitor. */
  userId: string | null;
  /**
   * The user info in the query cache (user_detail, or what login answered); null for a visitor
   * and until it has loaded after a reload.
   */
  user: UserInfo | null;
  /** contract §6: qiyeauthentication's, else qyedit's when its status is 2. */
  enterpriseId: number | undefined;
  /** A stored user id and a token that has not expired. */
  isLoggedIn: boolean;
}

const listeners = new Set<() => void>();

/** The query the member's info lives in: the SDK's key for user_detail (no body). */
export const USER_QUERY_KEY = callQueryKey(personCalls.user_detail);
const USER_QUERY_HASH = JSON.stringify(USER_QUERY_KEY);

let queryClient: QueryClient | undefined;
let stopWatchingCache: (() => void) | undefined;

/**
 * Binds the session to the app's query cache (one per app, one per test): the user is read from
 * there, and any change to that query (a refetch, an edit, a removal) re-renders session readers.
 */
export function connectSessionCache(client: QueryClient): void {
  stopWatchingCache?.();
  queryClient = client;
  stopWatchingCache = client.getQueryCache().subscribe((event) => {
    if (JSON.stringify(event.query.queryKey) === USER_QUERY_HASH) publish();
  });
  publish();
}

function readSnapshot(): SessionSnapshot {
  const userId = localStorage.getItem(STORAGE_KEYS.userId) || null;
  const isLoggedIn = Boolean(userId && readToken());
  const user = isLoggedIn ? (queryClient?.getQueryData<UserInfo>(USER_QUERY_KEY) ?? null) : null;
  return {
    userId: isLoggedIn ? userId : null,
    user,
    enterpriseId: enterpriseIdOf(user),
    isLoggedIn,
  };
}

let snapshot: SessionSnapshot | undefined;

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return (
    a.userId === b.userId &&
    a.user === b.user &&
    a.enterpriseId === b.enterpriseId &&
    a.isLoggedIn === b.isLoggedIn
  );
}

function publish(): void {
  const next = readSnapshot();
  // Cache events come often (observers, fetch states): only a real change re-renders.
  if (snapshot && sameSnapshot(snapshot, next)) return;
  snapshot = next;
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
  // contract §4: logout clears local storage. Only the portal's own keys: the data screen shares the
  // origin. userinfo and qyId are no longer written, but an older page may have left them.
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  queryClient?.removeQueries({ queryKey: USER_QUERY_KEY, exact: true });
}

/** Puts the member's info into the query cache (login answers, user_detail, an edit's result). */
export function setUser(user: UserInfo): void {
  queryClient?.setQueryData(USER_QUERY_KEY, user);
  publish();
}

/** After a successful login or registration: token cookie and userId (contract §4); the user in the cache. */
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
