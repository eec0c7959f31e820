import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notify } from '../../lib/notify';
import { setSessionEventHandlers } from '../../lib/session-events';
import { checkRenewal } from '../../session/check-renewal';
import { setRenewalWarning } from '../../session/renewal-warning-store';
import {
  endSession,
  getSession,
  hasSessionExpired,
  refreshSession,
} from '../../session/session-store';
import { loadUserInfo } from '../../session/user-info';
import { startIdleTracker } from './idle-tracker';

const SESSION_EXPIRED_NOTICE = '登录已过期，请重新登录';

/** Pages for phones (/m/...) log in on the page itself, never through the PC login dialog. */
function onMobilePage(pathname: string): boolean {
  return pathname.startsWith('/m/');
}

/**
 * The session's life on every page, rendered once at the root: restores it when the page
 * opens (user info, renewal warning), follows other tabs logging in or out, reacts to 401/402
 * and ends it when the token has expired (idle tracker, contract §4). Renders nothing.
 */
export function SessionRuntime() {
  const router = useRouter();

  useEffect(() => {
    refreshSession();
    if (!getSession().isLoggedIn) return;
    // A failed reload keeps the stored info; a 401 ends the session through the handler below.
    void loadUserInfo()
      .catch(() => undefined)
      .then(() => checkRenewal());
  }, []);

  useEffect(
    () =>
      setSessionEventHandlers({
        unauthorized: () => {
          endSession();
          setRenewalWarning(null);
          if (!onMobilePage(router.state.location.pathname)) void router.navigate({ to: '/login' });
        },
        sessionExpired: () => {
          endSession();
          setRenewalWarning(null);
        },
      }),
    [router],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.storageArea === localStorage) refreshSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(
    () =>
      startIdleTracker({
        onCheck: (lastActiveAt) => {
          if (!hasSessionExpired(lastActiveAt)) return;
          endSession();
          setRenewalWarning(null);
          void notify.warning(SESSION_EXPIRED_NOTICE);
        },
      }),
    [],
  );

  return null;
}
