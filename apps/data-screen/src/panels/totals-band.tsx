import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { NumberTile, PanelFrame } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { isPortalError } from '@qyfw/portal-sdk';
import styles from './tiles.module.css';

/** The eight headline figures across the top of page 1. */
export function TotalsBand() {
  const query = useQuery(dapingQueryOptions(dapingCalls.daping_totals));
  const totals = query.data;
  if (!totals) {
    return (
      <PanelFrame
        title="核心指标"
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
      aria-label="核心指标"
      data-refresh-failed={query.isRefetchError || undefined}
    >
      <NumberTile label="入驻企业" value={totals.enterprises} unit="家" />
      <NumberTile label="知识产权企业" value={totals.ip_enterprises} unit="家" />
      <NumberTile label="专家" value={totals.experts} unit="位" />
      <NumberTile label="人才" value={totals.talents} unit="人" />
      <NumberTile label="政策" value={totals.policies} unit="件" />
      <NumberTile label="惠企服务" value={totals.services} unit="项" />
      <NumberTile label="企业诉求" value={totals.appeals} unit="件" />
      <NumberTile label="扶持资金" value={totals.subsidy_money} unit="万元" decimals={2} />
    </div>
  );
}
