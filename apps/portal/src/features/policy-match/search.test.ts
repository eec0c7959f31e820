import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as matchCalls from '@qyfw/portal-sdk/calls/policy-match';
import { describe, expect, it } from 'vitest';
import { matchSearchSchema } from './search';

// What the call itself accepts in the address; matchSearchSchema must read every address alike.
const derived = listSearchSchema(matchCalls.policy_match.body, ['only', 'keyword']);

const addresses: Record<string, unknown>[] = [
  {},
  { only: 'near', keyword: '研发', page: 2 },
  { only: 'all' },
  { only: 'eligible', page: '3' },
  { only: 'nonsense', keyword: 'x'.repeat(65), page: -1 },
  { keyword: '  高新  ', page: 1.5 },
  { only: 7, keyword: 12 },
];

describe('/match search', () => {
  it.each(addresses)('reads %j as policy_match’s body would', (address) => {
    expect(matchSearchSchema.parse(address)).toEqual(derived.parse(address));
  });
});
