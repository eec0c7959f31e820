// TanStack Query factories over the client: one key shape for every call, so the portal can
// invalidate a call's queries by its name. react-query is an optional peer dependency.
import { queryOptions } from '@tanstack/react-query';
import type { PortalClient } from './client.js';
import type { CallBody, CallDefinition } from './define-call.js';

/** The key prefix shared by all queries of a call: invalidate with `{ queryKey: callQueryKeyPrefix(call) }`. */
export function callQueryKeyPrefix<C extends CallDefinition>(
  call: C,
): readonly ['portal-sdk', C['name']] {
  return ['portal-sdk', call.name];
}

/** `['portal-sdk', name, body]`; a missing body counts as `{}` so both share one cache entry. */
export function callQueryKey<C extends CallDefinition>(
  call: C,
  body?: CallBody<C>,
): readonly ['portal-sdk', C['name'], CallBody<C>] {
  return [...callQueryKeyPrefix(call), body ?? ({} as CallBody<C>)] as const;
}

export function callQueryOptions<C extends CallDefinition>(
  client: PortalClient,
  call: C,
  body?: CallBody<C>,
) {
  return queryOptions({
    queryKey: callQueryKey(call, body),
    queryFn: () => client.call(call, body),
  });
}
