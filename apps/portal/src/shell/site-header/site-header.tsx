import { DATA_SCREEN, MESSAGES, type SearchType } from '@qyfw/portal-sdk/constants';
import {
  HeaderMasthead,
  HeaderNav,
  HeaderTopBar,
  SearchBox,
  type HeaderMember,
  type HeaderNavItem,
  type SearchBoxQuery,
} from '@qyfw/ui';
import { useMatches, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { publicHref } from '../../components/app-link';
import { useUnreadCount } from '../../features/message/unread-count';
import { BASE_PATH } from '../../lib/base-path';
import { notify } from '../../lib/notify';
import { SITE_NAME } from '../../lib/site';
import { requireEnterprise, requireLogin } from '../../session/guards';
import { openLoginDialog } from '../../session/login-dialog-store';
import { useLogout } from '../../session/use-logout';
import { memberDisplayName } from '../../session/member-name';
import { useSession } from '../../session/use-session';
import { headerTabs } from '../../routing/header-tabs';
import { matchedPage } from '../../routing/page-meta';
import { DEFAULT_SEARCH_TAB, searchTabs, searchTarget } from './top-search';
import { useMobileEntryQr } from './use-mobile-entry-qr';
import styles from './site-header.module.css';

const WELCOME = `您好，欢迎访问${SITE_NAME}！`;
const SLOGAN = '政策找得到 · 服务找得着 · 诉求有回应';
const LOGO_SRC = `${import.meta.env.BASE_URL}favicon.svg`;

const navItems: readonly HeaderNavItem[] = headerTabs.map((tab) => ({
  key: tab.key,
  label: tab.label,
  href: publicHref(tab.route),
}));

function isModifiedClick(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

/** The header of every PC page (contract §2): top bar, masthead with search, main navigation. */
export function SiteHeader() {
  const session = useSession();
  const navigate = useNavigate();
  // The tab the matched page names (staticData); none over the 404 page or a page under no tab.
  const activeTab = useMatches({ select: (matches) => matchedPage(matches)?.tab ?? undefined });
  const logout = useLogout();
  const mobileEntry = useMobileEntryQr();
  const unread = useUnreadCount();

  // By address: tabs and search lead to built and planned pages alike (routing/spec-paths.ts).
  const goToHref = (href: string) => void navigate({ href });

  const member: HeaderMember = !session.isLoggedIn
    ? { status: 'visitor' }
    : session.user
      ? { status: 'member', name: memberDisplayName(session.user) }
      : { status: 'loading' };

  const onTabClick = (item: HeaderNavItem, event: MouseEvent<HTMLAnchorElement>) => {
    const tab = headerTabs.find((candidate) => candidate.key === item.key);
    if (!tab) return;
    // A new tab or window for an open page is the browser's business.
    if (tab.requires === 'none' && isModifiedClick(event)) return;
    event.preventDefault();
    const href = publicHref(tab.route);
    // A visitor: 请先登录 and the login dialog, then on to the tab (the same for every guarded
    // entry, issue 25).
    if (tab.requires === 'enterprise' && !requireEnterprise({ continueTo: href })) {
      // 请到个人中心补全企业信息 (contract §5), or 企业认证审核中, and the member is taken to 企业认证:
      // where a member without an enterprise gets one (issue 13), or sees the request waiting.
      if (session.isLoggedIn) void navigate({ to: '/identity' });
      return;
    }
    if (tab.requires === 'login' && !requireLogin({ continueTo: href })) return;
    goToHref(href);
  };

  const onSearch = (query: SearchBoxQuery<SearchType>) => {
    const target = searchTarget(query);
    if (!target) return;
    const href = `${BASE_PATH}${target}`;
    // contract §2: login is required to search; the search runs once the visitor has logged in.
    if (!requireLogin({ continueTo: href })) return;
    goToHref(href);
  };

  const onHomeClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void navigate({ to: '/index' });
  };

  const onMemberClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    goToHref(publicHref('/basics'));
  };

  const onMessagesClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void navigate({ to: '/messages' });
  };

  return (
    <header className={styles.header}>
      <HeaderTopBar
        welcome={WELCOME}
        member={member}
        onLogin={() => openLoginDialog()}
        onLogout={() => void logout()}
        registerHref={publicHref('/register')}
        onBookmark={() => void notify.info(MESSAGES.bookmarkFallback)}
        mobileQr={mobileEntry.qr}
        onMobileQrOpen={mobileEntry.generate}
        // The data screen is another app under the same base path, not a route of this router.
        dataScreenHref={`${BASE_PATH}${DATA_SCREEN.route}`}
        memberHref={publicHref('/basics')}
        onMemberClick={onMemberClick}
        messages={
          unread === undefined
            ? undefined
            : { href: publicHref('/messages'), unread, onClick: onMessagesClick }
        }
      />
      <HeaderMasthead
        logoSrc={LOGO_SRC}
        siteName={SITE_NAME}
        slogan={SLOGAN}
        homeHref={publicHref('/index')}
        onHomeClick={onHomeClick}
      >
        <SearchBox
          tabs={searchTabs}
          defaultTabKey={DEFAULT_SEARCH_TAB}
          onSearch={onSearch}
          optionsLabel="供需类型"
        />
      </HeaderMasthead>
      <HeaderNav items={navItems} activeKey={activeTab} onItemClick={onTabClick} />
    </header>
  );
}
