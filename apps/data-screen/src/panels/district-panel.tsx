import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { BarChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { QueryPanel } from '../lib/query-panel';

export function DistrictPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_enterprise_distribution),
    select: (data) => ({
      categories: data.districts.map((district) => district.name),
      series: [{ name: '企业数', data: data.districts.map((district) => district.count) }],
    }),
  });
  return (
    <QueryPanel
      query={query}
      title="企业区县分布"
      isEmpty={(chart) => chart.categories.length === 0}
    >
      {(chart) => (
        <BarChart
          label="企业区县分布"
          categories={chart.categories}
          series={chart.series}
          unit="家"
          showValues
          slantLabels
        />
      )}
    </QueryPanel>
  );
}
