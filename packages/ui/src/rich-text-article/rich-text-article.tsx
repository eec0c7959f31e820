import { paletteVariables } from '../palette/palette-variables';
import styles from './rich-text-article.module.css';

export type RichTextArticleProps =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | {
      status: 'ready';
      title: string;
      /** A line under the title, e.g. 更新时间：2026-01-01. */
      meta?: string | undefined;
      /**
       * The body as HTML that the caller has already sanitized: this component renders it as
       * is and cannot tell safe markup from unsafe.
       */
      sanitizedHtml: string;
    };

/** A long document (agreement, profile) in a white sheet, with loading and error states. */
export function RichTextArticle(props: RichTextArticleProps) {
  if (props.status === 'loading') {
    return (
      <article className={styles.sheet} style={paletteVariables} aria-busy="true">
        <span role="status" className={styles.visuallyHidden}>
          正在加载
        </span>
        <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className={`${styles.skeleton} ${styles.skeletonLine}`} />
        ))}
      </article>
    );
  }
  if (props.status === 'error') {
    return (
      <article className={styles.sheet} style={paletteVariables}>
        <div className={styles.error} role="alert">
          <p>{props.message}</p>
          <button type="button" className={styles.retry} onClick={props.onRetry}>
            重新加载
          </button>
        </div>
      </article>
    );
  }
  const empty = props.sanitizedHtml.trim() === '';
  return (
    <article className={styles.sheet} style={paletteVariables} aria-labelledby="rich-text-title">
      <header className={styles.header}>
        <h1 id="rich-text-title" className={styles.title}>
          {props.title}
        </h1>
        {props.meta && <p className={styles.meta}>{props.meta}</p>}
      </header>
      {empty ? (
        <p className={styles.empty}>暂无内容</p>
      ) : (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: props.sanitizedHtml }} />
      )}
    </article>
  );
}
