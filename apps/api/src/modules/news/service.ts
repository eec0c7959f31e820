import type { ArticleItem } from '@qyfw/portal-sdk/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { information } from '../../db/schema/index.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';

/** get_information's `type` for every type. */
export const ALL_INFORMATION_TYPES = -1;

export interface InformationQuery extends PageRequest {
  readonly type: number;
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
        .select({ id: information.id, title: information.title })
        .from(information)
        .where(where)
        .orderBy(desc(information.createdAt), desc(information.id))
        .limit(limit)
        .offset(offset),
  );
}
