import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { FunnelChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { appealStageLabel } from '../lib/labels';
import { QueryPanel } from '../lib/query-panel';

export function AppealFunnelPanel() {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_appeal_funnel),
    select: ({ stages }) =>
      stages.map(({ stage, count }) => ({ name: appealStageLabel(stage), value: count })),
  });
  return (
    <QueryPanel query={query} title="诉求办理漏斗" subtitle="提交 → 受理 → 办理 → 办结">
      {(stages) => <FunnelChart label="诉求办理各阶段数量" stages={stages} unit="件" />}
    </QueryPanel>
  );
}
