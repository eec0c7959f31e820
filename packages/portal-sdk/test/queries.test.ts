import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { calls } from '../src/calls/index.js';
import type { PortalClient } from '../src/client.js';
import type { CallData } from '../src/define-call.js';
import { callQueryKey, callQueryKeyPrefix, callQueryOptions } from '../src/queries.js';
import { policyGroups } from './fixtures.js';

describe('query helpers', () => {
  it('keys a call by name and body, a missing body as {}', () => {
    expect(callQueryKey(calls.get_policynew, { level: 18 })).toEqual([
      'portal-sdk',
      'get_policynew',
      { level: 18 },
    ]);
    expect(callQueryKey(calls.index)).toEqual(['portal-sdk', 'index', {}]);
    expect(callQueryKeyPrefix(calls.index)).toEqual(['portal-sdk', 'index']);
    expectTypeOf(callQueryKeyPrefix(calls.index)).toEqualTypeOf<readonly ['portal-sdk', 'index']>();
  });

  it('fetches through the client and caches under the key', async () => {
    const call = vi.fn(async () => policyGroups);
    const client = { call } as unknown as PortalClient;
    const queryClient = new QueryClient();
    const options = callQueryOptions(client, calls.get_policynew, { level: 19 });
    const data = await queryClient.fetchQuery(options);
    expectTypeOf(data).toEqualTypeOf<CallData<typeof calls.get_policynew>>();
    expect(data).toEqual(policyGroups);
    expect(call).toHaveBeenCalledWith(calls.get_policynew, { level: 19 });
    expect(queryClient.getQueryData(options.queryKey)).toEqual(policyGroups);
    await queryClient.invalidateQueries({ queryKey: callQueryKeyPrefix(calls.get_policynew) });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });
});
