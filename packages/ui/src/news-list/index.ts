export { NEWS_LIST_HEIGHT, NewsList, NewsListSkeleton } from './news-list';
export type { NewsItem, NewsListProps } from './news-list';
