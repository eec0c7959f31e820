import { Clock } from '@qyfw/ui/charts';
import { Link } from '@tanstack/react-router';
import styles from './screen-header.module.css';

/** Title in the middle, the two pages on the left, the park's time on the right. */
export function ScreenHeader() {
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="数据大屏页面">
        <Link to="/page1" className={styles.tab} activeProps={{ 'aria-current': 'page' }}>
          综合概览
        </Link>
        <Link to="/page2" className={styles.tab} activeProps={{ 'aria-current': 'page' }}>
          知识产权与诉求
        </Link>
      </nav>
      <h1 className={styles.title}>企业服务数据大屏</h1>
      <div className={styles.side}>
        <span className={styles.note}>每分钟自动更新</span>
        <Clock />
      </div>
    </header>
  );
}
