import type { ArticleDetail, ArticleItem } from '@qyfw/portal-sdk/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { information } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';
import { epochSeconds } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';

/** get_information's `type` for every type. */
export const ALL_INFORMATION_TYPES = -1;

export interface InformationQuery extends PageRequest {
  readonly type: number;
}

function articleItemOf(row: {
  id: number;
  title: string;
  source: string;
  createdAt: Date;
}): ArticleItem {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    createtime: epochSeconds(row.createdAt),
  };
}

/** Information items, newest first; type −1 lists every type. */
export async function listInformation(
  db: Db,
  query: InformationQuery,
): Promise<PagedAnswer<ArticleItem>> {
  const where = query.type === ALL_INFORMATION_TYPES ? undefined : eq(information.type, query.type);
  return pagedAnswer(
    query,
    () => db.$count(information, where),
    (limit, offset) =>
      db
        .select({
          id: information.id,
          title: information.title,
          source: information.source,
          createdAt: information.createdAt,
        })
        .from(information)
        .where(where)
        .orderBy(desc(information.createdAt), desc(information.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map(articleItemOf)),
  );
}

/**
 * One information article. The body was sanitized when it was written; it is cleaned again on
 * the way out because, until the operators' console exists, rows are edited in the database
 * directly, where nothing cleans what is pasted. One document per request: the cost is small.
 */
export async function getInformationArticle(db: Db, id: number): Promise<ArticleDetail> {
  const [row] = await db
    .select({
      title: information.title,
      source: information.source,
      content: information.content,
      createdAt: information.createdAt,
    })
    .from(information)
    .where(eq(information.id, id))
    .limit(1);
  if (!row) throw ApiError.notFound('该资讯不存在或已删除');
  return {
    id,
    title: row.title,
    source: row.source,
    createtime: epochSeconds(row.createdAt),
    content: sanitizeRichText(row.content),
    deadline: null,
  };
}
