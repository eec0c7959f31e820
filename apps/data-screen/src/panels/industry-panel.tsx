import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import type { NamedCount } from '@qyfw/portal-sdk/calls/daping';
import { RingChart, type PieSlice } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { QueryPanel } from '../lib/query-panel';

/** Slices beyond these are summed as 其他, so the ring stays readable from afar. */
const MAX_SLICES = 7;

export function topSlices(counts: readonly NamedCount[], max = MAX_SLICES): PieSlice[] {
  if (counts.length <= max) return counts.map(({ name, count }) => ({ name, value: count }));
  const head = counts.slice(0, max - 1).map(({ name, count }) => ({ name, value: count }));
  const rest = counts.slice(max - 1).reduce((sum, { count }) => sum + count, 0);
  return [...head, { name: '其他', value: rest }];
}

export function IndustryPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_enterprise_distribution),
    select: (data) => topSlices(data.industries),
  });
  return (
    <QueryPanel query={query} title="企业行业分布" isEmpty={(slices) => slices.length === 0}>
      {(slices) => (
        <RingChart label="企业行业分布" data={slices} centerLabel="登记企业" unit="家" />
      )}
    </QueryPanel>
  );
}
