import { useDocumentTitle } from '../lib/use-document-title';
import { AppealStatusPanel } from '../panels/appeal-status-panel';
import { DistrictPanel } from '../panels/district-panel';
import { IndustryPanel } from '../panels/industry-panel';
import { IpHoldingsPanel } from '../panels/ip-holdings-panel';
import { PolicyTrendPanel } from '../panels/policy-trend-panel';
import { RenewalsPanel } from '../panels/renewals-panel';
import { ServiceTopPanel } from '../panels/service-top-panel';
import { SubsidyPanel } from '../panels/subsidy-panel';
import { TickerPanel } from '../panels/ticker-panel';
import { TotalsBand } from '../panels/totals-band';
import styles from './page-grid.module.css';

/** 综合概览: the headline figures, then enterprises (left), policies and money (centre), appeals and IP (right). */
export function Page1() {
  useDocumentTitle('数据大屏');
  return (
    <div className={styles.grid}>
      <div className={styles.tiles}>
        <TotalsBand />
      </div>
      <div className={`${styles.column} ${styles.rankingColumn}`}>
        <IndustryPanel />
        <DistrictPanel />
        <ServiceTopPanel />
      </div>
      <div className={styles.column}>
        <PolicyTrendPanel />
        <SubsidyPanel />
        <TickerPanel />
      </div>
      <div className={styles.column}>
        <AppealStatusPanel />
        <IpHoldingsPanel />
        <RenewalsPanel />
      </div>
    </div>
  );
}
