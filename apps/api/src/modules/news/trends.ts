// 最新动态 (news, `trends` on the wire): the published items newest first, and one article. A
// draft (published_at null) is the console's until an operator publishes it: the list leaves it
// out and its article answers like a missing one.
import type { TrendDetail, TrendItem } from '@qyfw/portal-sdk/calls/news';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';
import { epochSeconds } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';

const published = isNotNull(news.publishedAt);

const itemColumns = {
  id: news.id,
  title: news.title,
  source: news.source,
  image: news.image,
  summary: news.summary,
  createdAt: news.createdAt,
};

function trendItemOf(row: {
  id: number;
  title: string;
  source: string;
  image: string;
  summary: string;
  createdAt: Date;
}): TrendItem {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    image: row.image,
    summary: row.summary,
    createtime: epochSeconds(row.createdAt),
  };
}

export async function listTrends(db: Db, query: PageRequest): Promise<PagedAnswer<TrendItem>> {
  return pagedAnswer(
    query,
    () => db.$count(news, published),
    (limit, offset) =>
      db
        .select(itemColumns)
        .from(news)
        .where(published)
        .orderBy(desc(news.createdAt), desc(news.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map(trendItemOf)),
  );
}

/** One article; its body cleaned again on the way out, as every article's is. */
export async function getTrend(db: Db, id: number): Promise<TrendDetail> {
  const [row] = await db
    .select({ ...itemColumns, content: news.content })
    .from(news)
    .where(and(eq(news.id, id), published))
    .limit(1);
  if (!row) throw ApiError.notFound('该动态不存在或已下线');
  return { ...trendItemOf(row), content: sanitizeRichText(row.content) };
}
