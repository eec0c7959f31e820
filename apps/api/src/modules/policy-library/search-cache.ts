// The library's public searches answered from the search cache (cache/content-cache.ts) for a
// few seconds: the same (keyword, filters, page) asked again — paging back, a link shared in a
// group chat, a script repeating itself — costs no query. Bodies are normalised first so that
// spellings that search alike share one entry: runs of spaces in the keyword are one (words are
// split on them anyway) and the level and theme lists are sets. The answer is computed from the
// normalised body, so it is exactly the answer of every body that maps to it. Entries are
// dropped by invalidateContent(db, 'policy' | 'knowledge') on every write to what they read.
import type { ContentArea } from '../../cache/content-cache.js';
import { searchCacheOf } from '../../cache/content-cache.js';
import type { Db } from '../../db/client.js';
import type { SearchGate } from './search-gate.js';

interface SearchBody {
  readonly keyword?: string | undefined;
  readonly level?: unknown;
  readonly theme?: readonly string[] | undefined;
}

/** The body with its keyword's spaces collapsed and its level and theme sets in one order. */
export function normaliseSearch<B extends SearchBody>(body: B): B {
  const { user_id: _ignored, ...rest } = body as B & { user_id?: unknown };
  const normal: Record<string, unknown> = { ...rest };
  if (body.keyword !== undefined) normal.keyword = body.keyword.replace(/\s+/gu, ' ');
  if (Array.isArray(body.level)) normal.level = [...new Set(body.level as unknown[])].sort();
  if (body.theme !== undefined) normal.theme = [...new Set(body.theme)].sort();
  return normal as B;
}

/**
 * The answer of `call` for `body` on `day` (window states and validity move with the date),
 * from the search cache or from `load(normalised body)` — in its turn at `gate` when one is given
 * (the embedded database, see search-gate.ts).
 */
export function cachedSearch<B extends SearchBody, T>(
  db: Db,
  call: string,
  body: B,
  day: string,
  areas: readonly ContentArea[],
  load: (body: B) => Promise<T>,
  gate?: SearchGate,
): Promise<T> {
  const normal = normaliseSearch(body);
  return searchCacheOf(db).get(call, { ...normal, day }, areas, () =>
    gate ? gate.run(() => load(normal)) : load(normal),
  );
}
