import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { BarChart, RingChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { ipKindLabel } from '../lib/labels';
import { QueryPanel } from '../lib/query-panel';

function useIpHoldings() {
  return useQuery({
    ...dapingQueryOptions(dapingCalls.daping_ip_holdings),
    select: ({ kinds }) =>
      kinds.map(({ kind, count }) => ({ name: ipKindLabel(kind), value: count })),
  });
}

/** Valid holdings by kind as bars (page 1) or as a ring with the total (page 2). */
export function IpHoldingsPanel({ variant = 'bars' }: { variant?: 'bars' | 'ring' }) {
  const query = useIpHoldings();
  return (
    <QueryPanel query={query} title="知识产权与资质" subtitle="有效">
      {(kinds) =>
        variant === 'ring' ? (
          <RingChart label="有效知识产权与资质构成" data={kinds} centerLabel="有效总量" unit="项" />
        ) : (
          <BarChart
            label="有效知识产权与资质数量"
            categories={kinds.map((kind) => kind.name)}
            series={[{ name: '数量', data: kinds.map((kind) => kind.value) }]}
            unit="项"
            showValues
          />
        )
      }
    </QueryPanel>
  );
}
