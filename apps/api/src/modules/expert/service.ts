import type { Expert, ExpertCategory } from '@qyfw/portal-sdk/schemas';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expertCategories, experts } from '../../db/schema/index.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';

/** Expert categories (the home page's tabs) in display order. */
export function listExpertCategories(db: Db): Promise<ExpertCategory[]> {
  return db
    .select({ institutions_name: expertCategories.institutionsName })
    .from(expertCategories)
    .orderBy(asc(expertCategories.sort), asc(expertCategories.id));
}

/** Each filter is optional; '' (or only spaces, trimmed by the schema) means no filter. */
export interface ExpertQuery extends PageRequest {
  /** The category, matched exactly. */
  readonly institutions_name?: string | undefined;
  /** Contained in the expert's field label. */
  readonly label1?: string | undefined;
  /** Contained in the expert's area. */
  readonly area?: string | undefined;
}

/** Experts, newest first, filtered by category, field label and area. */
export async function listExperts(db: Db, query: ExpertQuery): Promise<PagedAnswer<Expert>> {
  const conditions: SQL[] = [];
  if (query.institutions_name)
    conditions.push(eq(expertCategories.institutionsName, query.institutions_name));
  if (query.label1) conditions.push(ilike(experts.label1, containsPattern(query.label1)));
  if (query.area) conditions.push(ilike(experts.area, containsPattern(query.area)));
  const where = and(...conditions);
  return pagedAnswer(
    query,
    async () => {
      const [row] = await db
        .select({ total: count() })
        .from(experts)
        .innerJoin(expertCategories, eq(experts.categoryId, expertCategories.id))
        .where(where);
      return row?.total ?? 0;
    },
    (limit, offset) =>
      db
        .select({ id: experts.id, name: experts.name, case: experts.strongFields })
        .from(experts)
        .innerJoin(expertCategories, eq(experts.categoryId, expertCategories.id))
        .where(where)
        .orderBy(desc(experts.createdAt), desc(experts.id))
        .limit(limit)
        .offset(offset),
  );
}
