import { useDocumentTitle } from '../lib/use-document-title';
import { AppealFunnelPanel } from '../panels/appeal-funnel-panel';
import { AppealMonthlyPanel } from '../panels/appeal-monthly-panel';
import { AppealStatusPanel } from '../panels/appeal-status-panel';
import { AppealTilesBand, IpTilesBand } from '../panels/ip-appeal-bands';
import { IpHoldingsPanel } from '../panels/ip-holdings-panel';
import { RenewalCalendarPanel } from '../panels/renewal-calendar-panel';
import { RenewalsPanel } from '../panels/renewals-panel';
import styles from './page-grid.module.css';

/** 知识产权与诉求: holdings and their renewals (left, centre top), appeals in depth (centre bottom, right). */
export function Page2() {
  useDocumentTitle('数据大屏 · 知识产权与诉求');
  return (
    <div className={styles.grid}>
      <div className={`${styles.tiles} ${styles.splitTiles}`}>
        <IpTilesBand />
        <AppealTilesBand />
      </div>
      <div className={styles.column}>
        <IpHoldingsPanel variant="ring" />
        <RenewalsPanel byKind />
      </div>
      <div className={styles.column}>
        <RenewalCalendarPanel />
        <AppealMonthlyPanel />
      </div>
      <div className={styles.column}>
        <AppealFunnelPanel />
        <AppealStatusPanel title="诉求状态分布" />
      </div>
    </div>
  );
}
