// 预览: the article as the portal will show it — its title and its body after the same second
// cleaning the portal does (sanitizeHtml, shared from @qyfw/ui), so a hostile paste is inert here
// as it will be there. What the server keeps may differ a little: it sanitizes again on save.
import { sanitizeHtml } from '@qyfw/ui';
import { Typography } from 'antd';
import { useMemo } from 'react';
import styles from './content-preview.module.css';

export interface ContentPreviewProps {
  readonly title: string;
  readonly meta?: string;
  readonly html: string;
}

export function ContentPreview({ title, meta, html }: ContentPreviewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <article className={styles.sheet} aria-label="预览">
      <Typography.Title level={2} className={styles.title}>
        {title || '（未填写标题）'}
      </Typography.Title>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      {clean.trim() === '' ? (
        <p className={styles.meta}>（正文为空）</p>
      ) : (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean }} />
      )}
    </article>
  );
}
