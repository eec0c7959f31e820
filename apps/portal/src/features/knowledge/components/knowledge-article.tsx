import { formatDate, RichTextArticle, sanitizeHtml } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PolicyLinkList } from '../../policy-library/components/policy-link-list';
import { knowledgeDetailQueryOptions } from '../api';
import styles from './knowledge.module.css';

/**
 * One knowledge item: the text (sanitized by the server and again here), the policies it
 * explains with their validity, and the previous and next items.
 */
export function KnowledgeArticle({ id }: { id: number }) {
  const query = useQuery(knowledgeDetailQueryOptions(id));
  const item = query.data;
  const sanitized = useMemo(() => (item ? sanitizeHtml(item.content) : ''), [item]);

  if (!item) {
    return query.isError ? (
      <RichTextArticle
        status="error"
        message={`政策知识加载失败：${query.error.message || '请稍后重试'}`}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <RichTextArticle status="loading" />
    );
  }
  const meta = [
    `类型：${item.kind_label}`,
    item.source && `来源：${item.source}`,
    `发布日期：${formatDate(item.createtime)}`,
  ]
    .filter(Boolean)
    .join('　|　');
  return (
    <>
      <RichTextArticle status="ready" title={item.title} meta={meta} sanitizedHtml={sanitized} />
      <section className={styles.related} aria-labelledby="knowledge-policies">
        <h2 id="knowledge-policies">所解读的政策</h2>
        {item.policies.length > 0 ? (
          <PolicyLinkList policies={item.policies} />
        ) : (
          <p className={styles.muted}>暂无关联政策</p>
        )}
      </section>
      {item.prev || item.next ? (
        <nav className={styles.neighbours} aria-label="上一篇与下一篇">
          <span>
            上一篇：
            {item.prev ? (
              <Link to="/knowledgeDetail" search={{ id: item.prev.id }}>
                {item.prev.title}
              </Link>
            ) : (
              '没有了'
            )}
          </span>
          <span>
            下一篇：
            {item.next ? (
              <Link to="/knowledgeDetail" search={{ id: item.next.id }}>
                {item.next.title}
              </Link>
            ) : (
              '没有了'
            )}
          </span>
        </nav>
      ) : null}
    </>
  );
}
