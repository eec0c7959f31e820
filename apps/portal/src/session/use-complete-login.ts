import { needsBindInfo } from '@qyfw/portal-sdk';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { notify } from '../lib/notify';
import { checkRenewal } from './check-renewal';
import { establishSession, type LoginResult } from './establish-session';
import { closeLoginDialog, takeLoginDestination } from './login-dialog-store';

/**
 * Everything that follows a successful login on the PC site (contract §4), in order: store the session
 * and load user info, say 登录成功 and close the dialog, then /bindInfo for a member with neither
 * username nor enterprise authentication, otherwise where the visitor was going when a guard
 * opened the dialog (a guarded tab, a search, the member page they opened), else the home page
 * unless already there; finally the renewal warning for an enterprise member.
 */
export interface CompleteLoginOptions {
  /** The success toast; 登录成功 by default (contract §4), 注册成功 after registering. */
  successMessage?: string;
}

export function useCompleteLogin(): (
  result: LoginResult,
  options?: CompleteLoginOptions,
) => Promise<void> {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    async (result, { successMessage = MESSAGES.loginSuccess } = {}) => {
      const user = await establishSession(result);
      void notify.success(successMessage);
      const destination = takeLoginDestination();
      closeLoginDialog();
      // What visitors saw may differ for a member.
      void queryClient.invalidateQueries();
      if (user && needsBindInfo(user)) {
        await router.navigate({ to: '/bindInfo' });
        return;
      }
      if (destination !== undefined) {
        // A gate's own page: the session change re-runs its guard, which now lets the page show.
        if (destination !== router.state.location.publicHref) {
          await router.navigate({ href: destination });
        }
      } else if (router.state.location.pathname !== '/index') {
        await router.navigate({ to: '/index' });
      }
      await checkRenewal();
    },
    [router, queryClient],
  );
}
