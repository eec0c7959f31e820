import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionSnapshot } from './session-store';

/** The member's session; re-renders on login, logout, expiry and user-info reloads. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
