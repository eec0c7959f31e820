import { createFileRoute, Link } from '@tanstack/react-router';
import { ArticleDetailPage } from '../../components/article-detail-page';
import { newsArticleQueryOptions } from '../../features/news/api';
import { NewsArticle } from '../../features/news/components/news-article';
import { newsArticleSearchSchema } from '../../features/news/search';
import {
  loadRecordById,
  requireSearchId,
  searchIdDeps,
  titleFromRecord,
} from '../../routing/detail-route-options';

/** /trendsDetail?id=: one news article; an unknown or unpublished id is the not-found page. */
export const Route = createFileRoute('/_library/trendsDetail')({
  staticData: { page: { tab: 'index', title: '动态详情', plain: false } },
  validateSearch: newsArticleSearchSchema,
  beforeLoad: requireSearchId,
  loaderDeps: searchIdDeps,
  loader: loadRecordById(newsArticleQueryOptions),
  head: titleFromRecord,
  component: NewsDetailPage,
});

function NewsDetailPage() {
  const { id } = Route.useSearch();
  return (
    <ArticleDetailPage
      id={id}
      trail={[
        <Link key="list" to="/dynamicList">
          最新动态
        </Link>,
      ]}
      article={(articleId) => <NewsArticle id={articleId} />}
    />
  );
}
