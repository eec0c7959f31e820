import { Link, useLocation } from '@tanstack/react-router';
import { useWechatOffered } from '../../features/account-security/api';
import { useSession } from '../../session';
import { visibleCenterMenu } from './center-menu';
import styles from './center-layout.module.css';

/**
 * The personal center's side menu: a list of links per group (plain links, so Tab and Enter work
 * as everywhere else, and screen readers hear a navigation landmark with the current page marked).
 */
export function CenterNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { userId, isLoggedIn } = useSession();
  // 微信绑定 only where the platform binds WeChat (or the member is bound and may unbind).
  const wechatOffered = useWechatOffered(userId ?? '', isLoggedIn);
  const menu = visibleCenterMenu().map((group) => ({
    ...group,
    items: group.items.filter((item) => item.to !== '/wechat' || wechatOffered),
  }));
  return (
    <nav className={styles.nav} aria-label="个人中心菜单">
      {menu.map((group) => (
        <div key={group.label} className={styles.navGroup}>
          <h2 className={styles.navGroupTitle}>{group.label}</h2>
          <ul className={styles.navList}>
            {group.items.map((item) => {
              const current = pathname === item.to;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={
                      current ? `${styles.navLink} ${styles.navLinkCurrent}` : styles.navLink
                    }
                    aria-current={current ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
