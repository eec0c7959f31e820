export { ArticleList, ArticleListSkeleton } from './article-list';
export type { ArticleListItem, ArticleListProps } from './article-list';
