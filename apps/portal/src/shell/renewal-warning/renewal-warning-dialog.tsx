import { ExclamationCircleFilled } from '@ant-design/icons';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { RENEWAL_DEADLINE_CATEGORIES } from '@qyfw/portal-sdk/calls/enterprise';
import * as personCalls from '@qyfw/portal-sdk/calls/person';
import type { RenewalCounts } from '@qyfw/portal-sdk/schemas';
import { PortalThemeProvider } from '@qyfw/ui';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { showCallFailure } from '@qyfw/app-kit/call-errors';
import { RouterHrefLink } from '../../components/router-href-link';
import { BASE_PATH } from '../../lib/base-path';
import { notify } from '../../lib/notify';
import { sdk } from '../../lib/sdk';
import { getSession, markRenewalNoticeAnswered, setUser } from '../../session/session-store';
import { setRenewalWarning } from '../../session/renewal-warning-store';
import styles from './renewal-warning-dialog.module.css';

/** What the warning lists (contract §4), in the spec's order, with the unit each is counted in. */
const ROWS: readonly { field: keyof RenewalCounts; label: string; unit: string }[] = [
  { field: 'zzgl', label: '资质', unit: '项' },
  { field: 'patent_num', label: '专利', unit: '件' },
  { field: 'copyright_num', label: '作品', unit: '件' },
  { field: 'softright_num', label: '软著', unit: '件' },
  { field: 'brand_num', label: '商标', unit: '件' },
];

/** Where a kind's items are listed with their due dates: 我的待办期限, filtered to the kind. */
function deadlinesOf(field: keyof RenewalCounts): string {
  const category = encodeURIComponent(RENEWAL_DEADLINE_CATEGORIES[field]);
  return `${BASE_PATH}/deadlines?category=${category}`;
}

/**
 * 续费预警 (contract §4): the counts of the enterprise's rights that need their fees paid. 我知道了
 * closes it; 今日不再提醒 snoozes it on the server until the end of today (edit_notice_time).
 * Either answer counts for this login (isNotice), so a reload does not ask again. Each count
 * with items behind it links to those items on /deadlines (issue 25: no dead ends).
 */
export function RenewalWarningDialog({ counts }: { counts: RenewalCounts }) {
  const [snoozing, setSnoozing] = useState(false);

  const close = () => {
    markRenewalNoticeAnswered();
    setRenewalWarning(null);
  };

  const snooze = async () => {
    setSnoozing(true);
    try {
      const { notice_time } = await sdk.call(personCalls.edit_notice_time);
      const { user } = getSession();
      if (user) setUser({ ...user, notice_time });
      close();
    } catch (error) {
      showCallFailure(error, notify.error);
    } finally {
      setSnoozing(false);
    }
  };

  return (
    // A chunk loaded on demand over any page, the home page included, which has no antd provider.
    <PortalThemeProvider>
      <Modal
        open
        title={
          <span className={styles.title}>
            <ExclamationCircleFilled className={styles.icon} aria-hidden="true" />
            {MESSAGES.renewalWarningTitle}
          </span>
        }
        onCancel={close}
        centered
        width={440}
        footer={[
          <Button key="snooze" onClick={() => void snooze()} loading={snoozing}>
            今日不再提醒
          </Button>,
          <Button key="ok" type="primary" onClick={close} disabled={snoozing}>
            我知道了
          </Button>,
        ]}
      >
        <p className={styles.lead}>贵企业有以下知识产权及资质需要缴纳年费或续期：</p>
        <ul className={styles.counts}>
          {ROWS.map((row) => (
            <li key={row.field}>
              {counts[row.field] > 0 ? (
                // Following it answers the warning too, as 我知道了 would.
                <RouterHrefLink href={deadlinesOf(row.field)} onNavigate={close}>
                  {row.label}
                </RouterHrefLink>
              ) : (
                <span>{row.label}</span>
              )}
              <strong>
                {counts[row.field]}
                <small>{row.unit}</small>
              </strong>
            </li>
          ))}
        </ul>
        <p className={styles.ask}>请尽快缴费，以免权利失效或资质过期。</p>
      </Modal>
    </PortalThemeProvider>
  );
}
