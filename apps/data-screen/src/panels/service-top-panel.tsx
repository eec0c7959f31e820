import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { BarChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { QueryPanel } from '../lib/query-panel';

export function ServiceTopPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_service_top),
    select: ({ list }) => ({
      categories: list.map((service) => service.policy_name),
      series: [{ name: '申请数', data: list.map((service) => service.applications) }],
    }),
  });
  return (
    <QueryPanel
      query={query}
      title="热门服务 TOP10"
      subtitle="按申请数"
      isEmpty={(chart) => chart.categories.length === 0}
    >
      {(chart) => (
        <BarChart
          label="申请数最多的十项服务"
          categories={chart.categories}
          series={chart.series}
          unit="次"
          horizontal
          showValues
        />
      )}
    </QueryPanel>
  );
}
