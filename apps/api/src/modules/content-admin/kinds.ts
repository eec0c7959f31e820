// The four kinds of editorial content and what they share: a table with id, title, content,
// published_at (null = draft), updated_at and created_at. One place maps a kind to its table, its
// cache area and its audit entity; the rest of the module works on "a content row".
import type { ContentKind } from '@qyfw/portal-sdk/calls/content-admin';
import { eq } from 'drizzle-orm';
import type { ContentArea } from '../../cache/content-cache.js';
import type { Db } from '../../db/client.js';
import { bulletins, information, knowledge, news } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds } from '../shared/dates.js';

export const CONTENT_TABLES = { news, knowledge, information, bulletin: bulletins } as const;

export interface ContentRows {
  readonly news: typeof news.$inferSelect;
  readonly knowledge: typeof knowledge.$inferSelect;
  readonly information: typeof information.$inferSelect;
  readonly bulletin: typeof bulletins.$inferSelect;
}
export type AnyContentRow = ContentRows[ContentKind];

/** What a write of a kind makes stale in the public caches (home, lists, searches). */
export const CONTENT_AREAS: Readonly<Record<ContentKind, ContentArea>> = {
  news: 'news',
  knowledge: 'knowledge',
  information: 'information',
  bulletin: 'bulletin',
};

export const NOT_FOUND = '该内容不存在或已删除';
export const STALE = '数据已被他人修改，请刷新后再试';

/**
 * The columns every content table has, through one table's type: the four declare them alike
 * (schema/content.ts `publication`), so queries over them are written once.
 */
export function commonTable(kind: ContentKind): typeof news {
  return CONTENT_TABLES[kind] as unknown as typeof news;
}

/** Locks a row for a change and checks the stamp the operator read (409 when stale). */
export async function lockContent<K extends ContentKind>(
  tx: Db,
  kind: K,
  id: number,
  stamp: number | undefined,
): Promise<ContentRows[K]> {
  const table = commonTable(kind);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw ApiError.notFound(NOT_FOUND);
  if (stamp === undefined) throw ApiError.badRequest('编辑须带上读取时的更新时间（updated_at）');
  if (epochSeconds(row.updatedAt) !== stamp) throw new ApiError(409, 409, STALE);
  return row as unknown as ContentRows[K];
}

/**
 * The next updated_at: now, but at least a whole second after the last one. The wire carries
 * seconds, so two writes within one second would otherwise share a stamp and a stale edit made
 * in that second would pass the check.
 */
export function nextStamp(previous: Date | undefined, now: Date): Date {
  if (!previous) return now;
  const after = (epochSeconds(previous) + 1) * 1000;
  return new Date(Math.max(now.getTime(), after));
}

/** 草稿 or 已发布, from published_at. */
export function stateOf(row: { publishedAt: Date | null }): 'draft' | 'published' {
  return row.publishedAt === null ? 'draft' : 'published';
}
