import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { BarChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { monthLabel, monthRange } from '../lib/format';
import { IP_KINDS, ipKindLabel } from '../lib/labels';
import { QueryPanel } from '../lib/query-panel';

/**
 * Renewals falling due in each of the coming months: one bar per month (page 1) or stacked by
 * kind (page 2), so operators can warn enterprises before fees lapse.
 */
export function RenewalsPanel({ byKind = false }: { byKind?: boolean }) {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_ip_renewals),
    select: ({ list }) => ({
      range: monthRange(list.map((row) => row.month)),
      categories: list.map((row) => monthLabel(row.month)),
      series: byKind
        ? IP_KINDS.map((kind) => ({
            name: ipKindLabel(kind),
            data: list.map((row) => row[kind]),
            stack: 'due',
          }))
        : [
            {
              name: '到期数',
              data: list.map((row) => IP_KINDS.reduce((sum, kind) => sum + row[kind], 0)),
            },
          ],
    }),
  });
  return (
    <QueryPanel query={query} title="续费到期预警" subtitle={(chart) => chart.range}>
      {(chart) => (
        <BarChart
          label="未来各月到期需续费的知识产权与资质"
          categories={chart.categories}
          series={chart.series}
          unit="项"
        />
      )}
    </QueryPanel>
  );
}
