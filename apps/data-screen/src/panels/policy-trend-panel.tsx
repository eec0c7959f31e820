import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { LineChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { monthLabel, monthRange } from '../lib/format';
import { POLICY_LEVEL_SERIES } from '../lib/labels';
import { QueryPanel } from '../lib/query-panel';

export function PolicyTrendPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_policy_monthly),
    select: ({ list }) => ({
      range: monthRange(list.map((row) => row.month)),
      categories: list.map((row) => monthLabel(row.month)),
      series: POLICY_LEVEL_SERIES.map(({ key, label }) => ({
        name: label,
        data: list.map((row) => row[key]),
      })),
    }),
  });
  return (
    <QueryPanel query={query} title="政策发布趋势" subtitle={(chart) => chart.range}>
      {(chart) => (
        <LineChart
          label="各级政策月度发布数"
          categories={chart.categories}
          series={chart.series}
          unit="件"
        />
      )}
    </QueryPanel>
  );
}
