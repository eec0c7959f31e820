import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { LineChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { monthLabel, monthRange } from '../lib/format';
import { QueryPanel } from '../lib/query-panel';

export function AppealMonthlyPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_appeal_monthly),
    select: ({ list }) => ({
      range: monthRange(list.map((row) => row.month)),
      categories: list.map((row) => monthLabel(row.month)),
      series: [
        { name: '提交', data: list.map((row) => row.submitted), area: true },
        { name: '办结', data: list.map((row) => row.done), area: true },
      ],
    }),
  });
  return (
    <QueryPanel query={query} title="诉求月度趋势" subtitle={(chart) => chart.range}>
      {(chart) => (
        <LineChart
          label="每月提交与办结的诉求数"
          categories={chart.categories}
          series={chart.series}
          unit="件"
        />
      )}
    </QueryPanel>
  );
}
