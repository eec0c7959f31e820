import { formatDate, RichTextArticle, sanitizeHtml } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { newsArticleQueryOptions } from '../api';

const SEPARATOR = '　|　';

/**
 * One news article: title, source and date, and the body — sanitized by the server on every write
 * and read, and once more here before it is inserted, so nothing in it can run.
 */
export function NewsArticle({ id }: { id: number }) {
  const query = useQuery(newsArticleQueryOptions(id));
  const article = query.data;
  const sanitized = useMemo(() => (article ? sanitizeHtml(article.content) : ''), [article]);
  if (article) {
    const meta = [
      article.source && `来源：${article.source}`,
      `发布日期：${formatDate(article.createtime)}`,
    ]
      .filter(Boolean)
      .join(SEPARATOR);
    return (
      <RichTextArticle status="ready" title={article.title} meta={meta} sanitizedHtml={sanitized} />
    );
  }
  if (query.isError) {
    return (
      <RichTextArticle
        status="error"
        message={`动态加载失败：${query.error.message || '请稍后重试'}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RichTextArticle status="loading" />;
}
