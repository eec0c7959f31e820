import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { calls } from '../src/calls/index.js';
import type { PortalClient } from '../src/client.js';
import type { CallBody, CallData } from '../src/define-call.js';
import { PortalBusinessError } from '../src/errors.js';
import {
  callMutationOptions,
  callQueryKey,
  callQueryOptions,
  useCallMutation,
} from '../src/queries.js';
import { siteConfig, userInfo } from './fixtures.js';

const binding = {
  username: 'new_member',
  enterprise_name: '杭州示例科技有限公司',
  credit_code: '91330106MA27XRGE13',
};

/** A client answering each call by name; bind_info as the server would, user_detail as fresh data. */
function fakeClient(answers: Record<string, () => unknown>) {
  const call = vi.fn(async (definition: { name: string }) => answers[definition.name]!());
  return { client: { call } as unknown as PortalClient, call };
}

/** A query client with user_detail and pcconfig cached and watched, as a page would have them. */
async function cachedPage(client: PortalClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const user = callQueryOptions(client, calls.user_detail);
  const config = callQueryOptions(client, calls.pcconfig);
  await queryClient.fetchQuery(user);
  await queryClient.fetchQuery(config);
  return { queryClient, user, config };
}

describe('useCallMutation options', () => {
  it('sends the typed body through the client and answers the call data', async () => {
    const { client, call } = fakeClient({ bind_info: () => null });
    const queryClient = new QueryClient();
    const options = callMutationOptions(queryClient, calls.bind_info, { client });
    expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<CallBody<typeof calls.bind_info>>();
    const observer = new MutationObserver(queryClient, options);

    const answer = await observer.mutate(binding);
    expectTypeOf(answer).toEqualTypeOf<CallData<typeof calls.bind_info>>();
    expect(answer).toBeNull();
    expect(call).toHaveBeenCalledWith(calls.bind_info, binding);
    // Keyed like the call's queries, so useIsMutating can find a call's submit by its name.
    expect(options.mutationKey).toEqual(['portal-sdk', 'bind_info']);
  });

  it('refetches the named calls’ queries by their call keys before onSuccess, and only those', async () => {
    let username: string | null = null;
    const { client, call } = fakeClient({
      bind_info: () => {
        username = binding.username;
        return null;
      },
      user_detail: () => ({ ...userInfo, username }),
      pcconfig: () => siteConfig,
    });
    const { queryClient, user, config } = await cachedPage(client);
    // A mounted page watches the user: an invalidated active query is refetched at once.
    const unsubscribe = new QueryObserver(queryClient, user).subscribe(() => undefined);
    expect(queryClient.getQueryData(user.queryKey)?.username).toBeNull();

    const seenBySuccess: unknown[] = [];
    const observer = new MutationObserver(
      queryClient,
      callMutationOptions(queryClient, calls.bind_info, {
        client,
        invalidates: [calls.user_detail],
        onSuccess: (_data, body) => {
          // What the page shows next is already the refreshed user.
          seenBySuccess.push(queryClient.getQueryData(user.queryKey)?.username, body.username);
        },
      }),
    );
    await observer.mutate(binding);

    expect(seenBySuccess).toEqual(['new_member', 'new_member']);
    expect(queryClient.getQueryState(callQueryKey(calls.user_detail))?.isInvalidated).toBe(false);
    // The site config was not named: still cached, not invalidated, fetched once.
    expect(queryClient.getQueryState(config.queryKey)?.isInvalidated).toBe(false);
    expect(call.mock.calls.filter(([definition]) => definition.name === 'pcconfig')).toHaveLength(
      1,
    );
    unsubscribe();
  });

  it('invalidates every body of a named call', async () => {
    const { client } = fakeClient({ agreement: () => null, bind_info: () => null });
    const queryClient = new QueryClient();
    queryClient.setQueryData(callQueryKey(calls.agreement, { status: 1 }), null);
    queryClient.setQueryData(callQueryKey(calls.agreement, { status: 2 }), null);
    await new MutationObserver(
      queryClient,
      callMutationOptions(queryClient, calls.bind_info, { client, invalidates: [calls.agreement] }),
    ).mutate(binding);
    for (const status of [1, 2] as const)
      expect(
        queryClient.getQueryState(callQueryKey(calls.agreement, { status }))?.isInvalidated,
      ).toBe(true);
  });

  it('leaves the cache alone and hands the catalogue error on when the call fails', async () => {
    const refused = new PortalBusinessError(0, '统一社会信用代码已被其他账号绑定');
    const { client } = fakeClient({
      bind_info: () => {
        throw refused;
      },
      user_detail: () => userInfo,
      pcconfig: () => siteConfig,
    });
    const { queryClient, user } = await cachedPage(client);
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const observer = new MutationObserver(
      queryClient,
      callMutationOptions(queryClient, calls.bind_info, {
        client,
        invalidates: [calls.user_detail],
        onSuccess,
        onError,
      }),
    );

    await expect(observer.mutate(binding)).rejects.toBe(refused);
    expect(observer.getCurrentResult().error).toBe(refused);
    expect(onError).toHaveBeenCalledOnce();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(user.queryKey)?.isInvalidated).toBe(false);
  });

  it('is a hook over the same options', () => {
    expectTypeOf(useCallMutation<typeof calls.register>)
      .returns.toHaveProperty('mutateAsync')
      .parameter(0)
      .toEqualTypeOf<CallBody<typeof calls.register>>();
  });
});
