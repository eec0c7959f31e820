import { pageCountOf, pagerItems } from './pager-items';
import styles from './list-frame.module.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 政策资讯分页. */
  label?: string;
}

/**
 * 上一页, page numbers with gaps, 下一页. Plain buttons rather than antd's Pagination: each is a
 * native tab stop with a spoken name (第 3 页) and the current page is marked with aria-current,
 * which antd's `<li tabindex>` items do not give; and it keeps antd out of the package's lists.
 */
export function Pager({ page, pageSize, total, onChange, label = '分页' }: PagerProps) {
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.pagerStep}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
      >
        上一页
      </button>
      <ul className={styles.pagerPages}>
        {pagerItems(page, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.pagerPage}
                aria-label={`第 ${item.page} 页`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.pagerStep}
        onClick={() => go(page + 1)}
        disabled={page >= pageCount}
      >
        下一页
      </button>
    </nav>
  );
}
