import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { BarChart, type CartesianSeries } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { monthLabel, monthRange } from '../lib/format';
import { QueryPanel } from '../lib/query-panel';

export function SubsidyPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_subsidy_monthly),
    select: ({ list }) => ({
      range: monthRange(list.map((row) => row.month)),
      categories: list.map((row) => monthLabel(row.month)),
      series: [
        { name: '扶持资金', data: list.map((row) => row.money) },
        {
          name: '获扶持企业',
          data: list.map((row) => row.companies),
          type: 'line',
          secondaryAxis: true,
        },
      ] satisfies CartesianSeries[],
    }),
  });
  return (
    <QueryPanel query={query} title="扶持资金兑现" subtitle={(chart) => chart.range}>
      {(chart) => (
        <BarChart
          label="每月兑现的扶持资金与获扶持企业数"
          categories={chart.categories}
          series={chart.series}
          unit="万元"
          secondaryUnit="家"
          decimals={2}
        />
      )}
    </QueryPanel>
  );
}
