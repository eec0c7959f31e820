import type { CSSProperties, ReactNode } from 'react';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { PlainIcon } from '../plain-icon';
import { portalFontFamily, portalLayout, portalPalette } from '../theme/palette';
import { footerLinks, renderPlainFooterLink, type FooterLinkRenderer } from './footer-links';
import { FooterNotice } from './footer-notice';
import { FooterQrCode } from './footer-qr-code';
import type { FooterStatus } from './footer-status';
import styles from './footer.module.css';

export interface FooterProps {
  /** 服务热线 */
  serviceHotline?: string;
  /** 联系电话 */
  phone?: string;
  /** 商务合作 */
  businessContact?: string;
  /** 公司地址 */
  address?: string;
  /** 客服二维码图片地址 */
  qrCodeSrc?: string;
  /** 备案号，链接到工信部备案查询 */
  recordNumber?: string;
  /** 版权信息 */
  copyright?: string;
  /** Shows the disclaimer and privacy notice: every page except the home page. */
  showNotice?: boolean;
  /** `error` shows `errorMessage` in place of the contact details. */
  status?: FooterStatus;
  errorMessage?: string;
  /** Renders each agreement link; pass the app router's link. Defaults to a plain anchor. */
  renderLink?: FooterLinkRenderer;
}

const RECORD_LOOKUP_URL = 'https://beian.miit.gov.cn/';
const DEFAULT_ERROR_MESSAGE = '联系方式暂时无法加载，请稍后刷新页面重试。';

// The palette lives in TypeScript (shared with the apps); the stylesheet reads it as variables.
const paletteVariables = {
  '--qy-footer-width': `${portalLayout.contentWidth}px`,
  '--qy-footer-font': portalFontFamily,
  '--qy-footer-bg': portalPalette.footerBackground,
  '--qy-footer-bottom-bg': portalPalette.footerBottomBackground,
  '--qy-footer-text': portalPalette.footerText,
  '--qy-footer-muted': portalPalette.footerTextMuted,
  '--qy-footer-divider': portalPalette.footerDivider,
  '--qy-footer-link-hover': portalPalette.footerLinkHover,
} as CSSProperties;

/** The site footer of contract §1: agreements, contact details, customer-service QR, record number. */
export function Footer({
  serviceHotline,
  phone,
  businessContact,
  address,
  qrCodeSrc,
  recordNumber,
  copyright,
  showNotice = false,
  status = 'ready',
  errorMessage = DEFAULT_ERROR_MESSAGE,
  renderLink = renderPlainFooterLink,
}: FooterProps) {
  const loading = status === 'loading';
  const value = (text: string | undefined): ReactNode =>
    loading ? <span className={`${styles.skeleton} ${styles.skeletonText}`} /> : text || '暂无';

  return (
    <footer className={styles.root} style={paletteVariables} aria-busy={loading || undefined}>
      <div className={styles.main}>
        <div className={`${styles.inner} ${styles.columns}`}>
          <div className={styles.info}>
            <nav className={styles.links} aria-label="协议与简介">
              {footerLinks.map((link) => (
                <span key={link.id} className={styles.linkItem}>
                  {renderLink(link)}
                </span>
              ))}
            </nav>
            {status === 'error' ? (
              <p className={styles.error} role="alert">
                {errorMessage}
              </p>
            ) : (
              <dl className={styles.contacts}>
                <ContactItem icon={<PlainIcon icon={CustomerServiceOutlined} />} label="服务热线">
                  {value(serviceHotline)}
                </ContactItem>
                <ContactItem icon={<PlainIcon icon={PhoneOutlined} />} label="联系电话">
                  {value(phone)}
                </ContactItem>
                <ContactItem icon={<PlainIcon icon={SolutionOutlined} />} label="商务合作">
                  {value(businessContact)}
                </ContactItem>
                <ContactItem icon={<PlainIcon icon={EnvironmentOutlined} />} label="公司地址" wide>
                  {value(address)}
                </ContactItem>
              </dl>
            )}
          </div>
          <FooterQrCode src={qrCodeSrc} status={status} />
        </div>
        {showNotice && (
          <div className={styles.inner}>
            <FooterNotice />
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <div className={`${styles.inner} ${styles.bottomInner}`}>
          {loading ? (
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
          ) : (
            <>
              {copyright && <span>{copyright}</span>}
              {recordNumber && (
                <a href={RECORD_LOOKUP_URL} target="_blank" rel="noreferrer">
                  {recordNumber}
                </a>
              )}
            </>
          )}
        </div>
      </div>
    </footer>
  );
}

interface ContactItemProps {
  icon: ReactNode;
  label: string;
  wide?: boolean;
  children: ReactNode;
}

function ContactItem({ icon, label, wide = false, children }: ContactItemProps) {
  return (
    <div className={wide ? `${styles.contact} ${styles.contactWide}` : styles.contact}>
      <dt>
        <span className={styles.contactIcon} aria-hidden="true">
          {icon}
        </span>
        {label}：
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
