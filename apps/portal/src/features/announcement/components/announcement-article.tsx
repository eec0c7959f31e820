import { formatDate, RichTextArticle, sanitizeHtml } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { announcementArticleQueryOptions } from '../api';
import type { AnnouncementStatus } from '../announcement-tabs';
import styles from './announcement-list.module.css';

interface AnnouncementArticleProps {
  id: number;
  status: AnnouncementStatus;
}

const SEPARATOR = '　|　';

/**
 * One announcement or information article: title, publisher, date (and a declaration notice's
 * deadline), and the body — sanitized by the server and once more here before it is inserted.
 */
export function AnnouncementArticle({ id, status }: AnnouncementArticleProps) {
  const query = useQuery(announcementArticleQueryOptions({ id, status }));
  const article = query.data;
  const sanitized = useMemo(() => (article ? sanitizeHtml(article.content) : ''), [article]);

  if (article) {
    const meta = [
      article.source && `发布单位：${article.source}`,
      `发布日期：${formatDate(article.createtime)}`,
      article.deadline && `申报截止：${article.deadline}`,
    ]
      .filter(Boolean)
      .join(SEPARATOR);
    return (
      <>
        <RichTextArticle
          status="ready"
          title={article.title}
          meta={meta}
          sanitizedHtml={sanitized}
        />
        {'policy_id' in article && article.policy_id !== null ? (
          <nav className={styles.announces} aria-label="本公告涉及的政策">
            本公告涉及的政策：
            <Link to="/policyDetailData" search={{ id: article.policy_id }}>
              查看政策详情
            </Link>
            {article.call_id !== null ? (
              <Link
                to="/policyDetailData"
                search={{ id: article.policy_id }}
                hash={`call-${article.call_id}`}
              >
                查看申报通知并申报
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }
  if (query.isError) {
    return (
      <RichTextArticle
        status="error"
        message={`资讯加载失败：${query.error.message || '请稍后重试'}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RichTextArticle status="loading" />;
}
