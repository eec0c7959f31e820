import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import DesktopOutlined from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { PlainIcon } from '../plain-icon';
import { paletteVariables } from '../palette/palette-variables';
import { useDisclosure } from '../disclosure/use-disclosure';
import styles from './header-top-bar.module.css';

/** Who is looking: a visitor, a member (with the name to greet), or not known yet. */
export type HeaderMember =
  { status: 'visitor' } | { status: 'loading' } | { status: 'member'; name: string };

export interface MobileEntryQr {
  /** `idle` until first opened: the app generates the image only when someone asks for it. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  src?: string | undefined;
}

/** The member's messages: where they are read and how many are unread (0 shows no badge). */
export interface HeaderMessages {
  href: string;
  unread: number;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface HeaderTopBarProps {
  /** The welcome line on the left. */
  welcome: string;
  member: HeaderMember;
  onLogin: () => void;
  onLogout: () => void;
  /** The registration page; it opens in a new window (contract §2). */
  registerHref: string;
  onBookmark: () => void;
  mobileQr: MobileEntryQr;
  /** Called the first time the mobile-entry panel opens (hover, focus or click). */
  onMobileQrOpen: () => void;
  /** The data screen (数据大屏), opened in a new tab. */
  dataScreenHref: string;
  /** Where the member's name leads (the personal center). */
  onMemberClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  memberHref?: string;
  /** A member's 消息 link with the unread count; shown only for a member. */
  messages?: HeaderMessages;
}

/** The thin bar above the masthead: greeting, account actions, bookmark, mobile entry, data screen. */
export function HeaderTopBar({
  welcome,
  member,
  onLogin,
  onLogout,
  registerHref,
  onBookmark,
  mobileQr,
  onMobileQrOpen,
  dataScreenHref,
  onMemberClick,
  memberHref,
  messages,
}: HeaderTopBarProps) {
  return (
    <div className={styles.bar} style={paletteVariables}>
      <div className={styles.inner}>
        <p className={styles.welcome} title={welcome}>
          {welcome}
        </p>
        <ul className={styles.actions}>
          <AccountActions
            member={member}
            onLogin={onLogin}
            onLogout={onLogout}
            registerHref={registerHref}
            onMemberClick={onMemberClick}
            memberHref={memberHref}
          />
          {member.status === 'member' && messages ? <MessagesLink messages={messages} /> : null}
          <li>
            <button type="button" className={styles.action} onClick={onBookmark}>
              <PlainIcon icon={StarOutlined} aria-hidden="true" />
              收藏本站
            </button>
          </li>
          <li>
            <MobileEntry qr={mobileQr} onOpen={onMobileQrOpen} />
          </li>
          <li>
            <a className={styles.action} href={dataScreenHref} target="_blank" rel="noopener">
              <PlainIcon icon={DesktopOutlined} aria-hidden="true" />
              数据大屏
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}

interface AccountActionsProps {
  member: HeaderMember;
  onLogin: () => void;
  onLogout: () => void;
  registerHref: string;
  onMemberClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  memberHref?: string | undefined;
}

function AccountActions({
  member,
  onLogin,
  onLogout,
  registerHref,
  onMemberClick,
  memberHref,
}: AccountActionsProps): ReactNode {
  if (member.status === 'loading') {
    return (
      <li aria-busy="true">
        <span className={styles.skeleton} aria-label="正在加载账号信息" role="status" />
      </li>
    );
  }
  if (member.status === 'member') {
    return (
      <>
        <li className={styles.member}>
          <PlainIcon icon={UserOutlined} aria-hidden="true" />
          <span>您好，</span>
          <a
            className={styles.memberName}
            href={memberHref}
            title={member.name}
            onClick={onMemberClick}
          >
            {member.name}
          </a>
        </li>
        <li>
          <button type="button" className={styles.action} onClick={onLogout}>
            <PlainIcon icon={LogoutOutlined} aria-hidden="true" />
            退出
          </button>
        </li>
      </>
    );
  }
  return (
    <>
      <li>
        <button type="button" className={`${styles.action} ${styles.strong}`} onClick={onLogin}>
          登录
        </button>
      </li>
      <li>
        <a className={styles.action} href={registerHref} target="_blank" rel="noopener">
          注册
        </a>
      </li>
    </>
  );
}

/** 消息 with a badge of the unread count; the count is in the link's name for screen readers. */
function MessagesLink({ messages }: { messages: HeaderMessages }) {
  const { href, unread, onClick } = messages;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <li>
      <a
        className={styles.action}
        href={href}
        onClick={onClick}
        aria-label={unread > 0 ? `消息，${unread}条未读` : '消息'}
      >
        <PlainIcon icon={BellOutlined} aria-hidden="true" />
        消息
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {shown}
          </span>
        ) : null}
      </a>
    </li>
  );
}

function MobileEntry({ qr, onOpen }: { qr: MobileEntryQr; onOpen: () => void }) {
  const { open, show, hide, toggle } = useDisclosure();
  const requested = useRef(false);
  const panelId = useId();
  const reveal = () => {
    // Ask for the image once: hover, focus and click all arrive together on one visit.
    if (qr.status === 'idle' && !requested.current) {
      requested.current = true;
      onOpen();
    }
    show();
  };
  return (
    <div
      className={styles.mobile}
      onMouseEnter={reveal}
      onMouseLeave={hide}
      onFocus={reveal}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hide();
      }}
    >
      <button
        type="button"
        className={styles.action}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          reveal();
          toggle();
        }}
      >
        <PlainIcon icon={MobileOutlined} aria-hidden="true" />
        手机版
      </button>
      <div id={panelId} className={styles.qrPanel} hidden={!open}>
        <MobileQrImage qr={qr} />
        <p>手机扫码访问</p>
      </div>
    </div>
  );
}

function MobileQrImage({ qr }: { qr: MobileEntryQr }) {
  if (qr.status === 'ready' && qr.src) {
    return (
      <img className={styles.qrImage} src={qr.src} alt="手机版二维码" width={120} height={120} />
    );
  }
  if (qr.status === 'error') {
    return (
      <p className={`${styles.qrImage} ${styles.qrError}`} role="alert">
        二维码生成失败，请刷新页面重试
      </p>
    );
  }
  return (
    <span
      className={`${styles.qrImage} ${styles.qrLoading}`}
      role="status"
      aria-label="二维码生成中"
    />
  );
}
