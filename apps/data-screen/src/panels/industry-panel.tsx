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

const count = new Intl.NumberFormat('zh-CN');

/**
 * The ring counts 登记企业 (registered online); the band's 入驻企业 adds the operator's count of
 * enterprises settled but not registered. Said here, from the one totals query, so 1 760 beside
 * 500 reads as two figures of one thing instead of a contradiction.
 */
export function registeredNote(totals: { enterprises: number; registered_enterprises: number }) {
  const offline = totals.enterprises - totals.registered_enterprises;
  return offline > 0
    ? `登记企业 ${count.format(totals.registered_enterprises)} 家；另有 ${count.format(offline)} 家入驻企业未线上登记，不在分布内`
    : `登记企业 ${count.format(totals.registered_enterprises)} 家`;
}

export function IndustryPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_enterprise_distribution),
    select: (data) => topSlices(data.industries),
  });
  const totals = useQuery(dapingQueryOptions(dapingCalls.daping_totals)).data;
  return (
    <QueryPanel
      query={query}
      title="企业行业分布"
      subtitle={totals ? registeredNote(totals) : undefined}
      isEmpty={(slices) => slices.length === 0}
    >
      {(slices) => (
        <RingChart label="企业行业分布" data={slices} centerLabel="登记企业" unit="家" />
      )}
    </QueryPanel>
  );
}
