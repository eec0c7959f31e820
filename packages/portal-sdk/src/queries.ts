// TanStack Query factories over the client: one key shape for every call, so the portal can
// invalidate a call's queries by its name. react-query is an optional peer dependency.
import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { PortalClient } from './client.js';
import type { CallBody, CallDefinition } from './define-call.js';

/**
 * Without @tanstack/react-query installed, a project with `skipLibCheck` would see every type
 * from it as `any` and callQueryOptions would silently return `any`. `QueryKey` is an array type
 * when react-query is there and `any` when it is not; in the latter case the client parameter
 * asks for a property no client has, so the call itself fails to compile with this name.
 */
export type ReactQueryRequired = unknown extends QueryKey
  ? {
      '@qyfw/portal-sdk/queries 需要安装 @tanstack/react-query 5 (install @tanstack/react-query)': never;
    }
  : unknown;

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
  client: PortalClient & ReactQueryRequired,
  call: C,
  body?: CallBody<C>,
) {
  return queryOptions({
    queryKey: callQueryKey(call, body),
    queryFn: () => client.call(call, body),
  });
}

export * from './mutations.js';
