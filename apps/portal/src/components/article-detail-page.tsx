import type { ReactNode } from 'react';
import { ArticleTrail } from './article-trail';

export interface ArticleDetailPageProps {
  /** The address's id; undefined only while the 404 page that beforeLoad answered replaces this. */
  id: number | undefined;
  /** The trail's links after 首页: the list the article came from (and its tab). */
  trail: readonly ReactNode[];
  /** The article itself, once there is an id. */
  article: (id: number) => ReactNode;
}

/** An article's detail page: the trail back to its list, then the article. */
export function ArticleDetailPage({ id, trail, article }: ArticleDetailPageProps) {
  if (id === undefined) return null;
  return (
    <>
      <ArticleTrail links={trail} />
      {article(id)}
    </>
  );
}
