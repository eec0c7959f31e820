import type { ArticleDetail, ArticleItem } from '@qyfw/portal-sdk/schemas';
import { and, count, desc, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { information, policyCalls } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';
import { epochSeconds, shanghaiDate } from '../shared/dates.js';
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

/**
 * Information items, newest first; type −1 lists every type. A notice of a call whose window
 * closed before today (Asia/Shanghai) is left out: the list is 政策资讯's 正在申报 tab, and a notice
 * written while its call was open must not keep saying so (issue 25: the demo's notices drifted
 * out of date as the days passed).
 */
export async function listInformation(
  db: Db,
  query: InformationQuery,
  now: Date,
): Promise<PagedAnswer<ArticleItem>> {
  const today = shanghaiDate(now);
  const conditions: SQL[] = [
    // A draft (published_at null) is the console's until an operator publishes it.
    isNotNull(information.publishedAt),
    or(
      isNull(information.callId),
      isNull(policyCalls.applyEndOn),
      gte(policyCalls.applyEndOn, today),
    )!,
  ];
  if (query.type !== ALL_INFORMATION_TYPES) conditions.push(eq(information.type, query.type));
  const where = and(...conditions);
  const joined = () =>
    db
      .select({
        id: information.id,
        title: information.title,
        source: information.source,
        createdAt: information.createdAt,
      })
      .from(information)
      .leftJoin(policyCalls, eq(policyCalls.id, information.callId));
  return pagedAnswer(
    query,
    async () => {
      const [row] = await db
        .select({ total: count() })
        .from(information)
        .leftJoin(policyCalls, eq(policyCalls.id, information.callId))
        .where(where);
      return row?.total ?? 0;
    },
    (limit, offset) =>
      joined()
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
    .where(and(eq(information.id, id), isNotNull(information.publishedAt)))
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
