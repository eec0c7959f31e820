import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { RingChart } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { percent } from '../lib/format';
import { APPEAL_STATUS_SERIES } from '../lib/labels';
import { QueryPanel } from '../lib/query-panel';
import styles from './appeal-status-panel.module.css';

/** Appeals by status as a ring, with the handling rate and the average days to 办结 beside it. */
export function AppealStatusPanel({ title = '企业诉求办理' }: { title?: string }) {
  const query = useQuery({
    ...dapingQueryOptions(dapingCalls.daping_appeal_status),
    select: (status) => ({
      slices: APPEAL_STATUS_SERIES.map(({ key, label, color }) => ({
        name: label,
        value: status[key],
        color,
      })),
      total: status.total,
      rate: percent(status.handling_rate),
      days: status.average_handling_days === null ? '—' : status.average_handling_days.toFixed(1),
    }),
  });
  return (
    <QueryPanel query={query} title={title}>
      {(view) => (
        <div className={styles.layout}>
          <div className={styles.chart}>
            <RingChart
              label="诉求状态分布"
              data={view.slices}
              centerLabel="诉求总数"
              unit="件"
              legend="bottom"
            />
          </div>
          <dl className={styles.figures}>
            <div>
              <dt>办结率</dt>
              <dd>{view.rate}</dd>
            </div>
            <div>
              <dt>平均办理</dt>
              <dd>
                {view.days}
                <small>天</small>
              </dd>
            </div>
          </dl>
        </div>
      )}
    </QueryPanel>
  );
}
