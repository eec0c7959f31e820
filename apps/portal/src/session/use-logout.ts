import * as authCalls from '@qyfw/portal-sdk/calls/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { sdk } from '../lib/sdk';
import { setRenewalWarning } from './renewal-warning-store';
import { endSession } from './session-store';

/**
 * contract §4: logout ends the server session, clears local storage and user info, then shows the home
 * page (going there, or refreshing its data when already there). The local session ends even
 * when the server cannot be reached: the member asked to leave.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The call takes the token as it starts; the local session ends at once, so a call already on
    // its way that the server now refuses (401) finds no session to reset and opens no dialog.
    const serverLogout = sdk.call(authCalls.logout).catch(() => undefined);
    endSession();
    await serverLogout;
    setRenewalWarning(null);
    if (router.state.location.pathname !== '/index') await router.navigate({ to: '/index' });
    await queryClient.invalidateQueries();
  }, [router, queryClient]);
}
