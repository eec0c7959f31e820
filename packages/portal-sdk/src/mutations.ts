// TanStack Query mutations over the client. A call that changes data names the calls whose answers
// it changes; their queries are found by the same key builder callQueryOptions uses, so a page
// never spells a query key by hand and a renamed call cannot leave a stale screen behind.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import type { PortalClient } from './client.js';
import type { CallBody, CallData, CallDefinition } from './define-call.js';
import { callQueryKeyPrefix, type ReactQueryRequired } from './queries.js';

export interface CallMutationOptions<
  C extends CallDefinition,
  TOnMutateResult = unknown,
> extends Omit<
  UseMutationOptions<CallData<C>, Error, CallBody<C>, TOnMutateResult>,
  'mutationFn' | 'mutationKey'
> {
  /** The client that makes the call (the portal's one instance). */
  client: PortalClient & ReactQueryRequired;
  /**
   * Calls whose answers this one changes (`[calls.user_detail]` after bind_info): every query of
   * theirs, whatever its body, is invalidated on success — active ones refetched — before the
   * caller's own `onSuccess` runs, so what it shows next (a greeting, a list) is already fresh.
   */
  invalidates?: readonly CallDefinition[];
}

/**
 * The options behind useCallMutation, for a known QueryClient (a test, a loader, a prefetch):
 * `mutationKey` is the call's key prefix, so `useIsMutating({ mutationKey })` finds it too.
 */
export function callMutationOptions<C extends CallDefinition, TOnMutateResult = unknown>(
  queryClient: QueryClient,
  call: C,
  { client, invalidates = [], onSuccess, ...options }: CallMutationOptions<C, TOnMutateResult>,
): UseMutationOptions<CallData<C>, Error, CallBody<C>, TOnMutateResult> {
  return {
    ...options,
    mutationKey: callQueryKeyPrefix(call),
    mutationFn: (body: CallBody<C>) => client.call(call, body),
    // Spread arguments: react-query 5 passed three before 5.80 and four since.
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((changed) =>
          queryClient.invalidateQueries({ queryKey: callQueryKeyPrefix(changed) }),
        ),
      );
      return onSuccess?.(...args);
    },
  };
}

/**
 * A form's submit as a mutation: `mutateAsync(body)` runs `call` through `client` with the body
 * typed from the call's schema and resolves to its answer's `data`; `isPending` while it runs,
 * `error` (a PortalError from the catalogue) when it fails; on success the queries of
 * `invalidates` are refreshed.
 */
export function useCallMutation<C extends CallDefinition, TOnMutateResult = unknown>(
  call: C,
  options: CallMutationOptions<C, TOnMutateResult>,
): UseMutationResult<CallData<C>, Error, CallBody<C>, TOnMutateResult> {
  const queryClient = useQueryClient();
  return useMutation(callMutationOptions(queryClient, call, options), queryClient);
}
