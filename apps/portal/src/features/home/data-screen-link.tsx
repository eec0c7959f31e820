import { DATA_SCREEN } from '@qyfw/portal-sdk/constants';
import FundProjectionScreenOutlined from '@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined';
import { PlainIcon, VisuallyHidden } from '@qyfw/ui';
import { BASE_PATH } from '../../lib/base-path';
import styles from './data-screen-link.module.css';

/** /pc/dataPage/page1: the data screen is its own app, so a plain link, in a new tab (contract §2). */
export const DATA_SCREEN_HREF = `${BASE_PATH}${DATA_SCREEN.route}`;

export function DataScreenLink() {
  return (
    <a className={styles.link} href={DATA_SCREEN_HREF} target="_blank" rel="noopener noreferrer">
      <PlainIcon icon={FundProjectionScreenOutlined} className={styles.icon} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.title}>{DATA_SCREEN.title}</span>
        <span className={styles.hint}>实时运营数据</span>
      </span>
      <VisuallyHidden>（在新窗口打开）</VisuallyHidden>
    </a>
  );
}
