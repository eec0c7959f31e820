import { isPortalError } from '@qyfw/portal-sdk';
import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { NumberTile, PanelFrame } from '@qyfw/ui/charts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dapingQueryOptions } from '../lib/daping-query';
import { ipKindLabel } from '../lib/labels';
import styles from './tiles.module.css';

/** A band of tiles over one query; while it loads or after it failed, a panel says so. */
function TileBand<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    return (
      <PanelFrame
        title={label}
        status={query.isError ? 'error' : 'loading'}
        errorText={isPortalError(query.error) ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div
      className={styles.band}
      role="group"
      aria-label={label}
      data-refresh-failed={query.isRefetchError || undefined}
    >
      {children(query.data)}
    </div>
  );
}

/** Page 2's headline: valid holdings in total and by kind. */
export function IpTilesBand() {
  const query = useQuery(dapingQueryOptions(dapingCalls.daping_ip_holdings));
  return (
    <TileBand query={query} label="知识产权与资质">
      {({ kinds }) => (
        <>
          <NumberTile
            label="有效总量"
            value={kinds.reduce((sum, kind) => sum + kind.count, 0)}
            unit="项"
          />
          {kinds.map(({ kind, count }) => (
            <NumberTile key={kind} label={ipKindLabel(kind)} value={count} unit="项" />
          ))}
        </>
      )}
    </TileBand>
  );
}

/** Page 2's headline: appeals, the handling rate and the average days to 办结. */
export function AppealTilesBand() {
  const query = useQuery(dapingQueryOptions(dapingCalls.daping_appeal_status));
  return (
    <TileBand query={query} label="企业诉求">
      {(status) => (
        <>
          <NumberTile label="诉求总数" value={status.total} unit="件" />
          <NumberTile label="办结率" value={status.handling_rate * 100} unit="%" decimals={1} />
          <NumberTile
            label="平均办理"
            value={status.average_handling_days ?? 0}
            unit="天"
            decimals={1}
          />
        </>
      )}
    </TileBand>
  );
}
