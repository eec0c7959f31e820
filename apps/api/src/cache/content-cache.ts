// The public content every visitor of the home page asks for (counters, newest policies, lists)
// answered from memory for a short time, so a busy home page does not become a busy database.
//
// One cache per database handle (a WeakMap keyed by the Db), so every app and write path that
// shares a database shares its cache, and tests on two databases never see each other's rows.
// Entries are keyed by call name + validated body (user_id removed: these calls answer the same
// to everyone) and tagged with the content areas they read; a write to an area calls
// `invalidateContent(db, area)`, which drops those entries at once. The TTL bounds staleness for
// writes this process does not see (another API instance, `pnpm seed` in another process).
//
// Public searches (政策库, 申报通知, 政策知识) have a cache of their own (`searchCacheOf`): their
// bodies are as many as visitors can type, so a crawler's or a flood's one-off queries evict
// each other there and never the home page's answers. Both caches are bounded in entries and in
// bytes (an answer's JSON size) and forget the least recently used answer first.
import type { Db } from '../db/client.js';

/** What a cached answer may depend on; a write names the area it touched. */
export type ContentArea =
  | 'site'
  | 'enterprise'
  | 'ip'
  | 'policy'
  | 'award'
  | 'news'
  | 'knowledge'
  | 'information'
  | 'bulletin'
  | 'service'
  | 'serviceSystem'
  | 'expert'
  | 'talent'
  | 'appeal';

export const CONTENT_CACHE_TTL_MS = 30_000;
/** Bodies vary (pages, filters): a bound keeps a crawler from growing the cache without end. */
export const CONTENT_CACHE_MAX_ENTRIES = 1000;
/**
 * JSON bytes of all answers kept. Each answer is held up to three times over (the object, the
 * copy zod checked and the serialized envelope, see register-call.ts), so this is about a third
 * of what the cache can make the heap hold.
 */
export const CONTENT_CACHE_MAX_BYTES = 16 * 2 ** 20;

/** Searches repeat within seconds (paging back, a shared link); a brief TTL is enough. */
export const SEARCH_CACHE_TTL_MS = 10_000;
export const SEARCH_CACHE_MAX_ENTRIES = 500;
export const SEARCH_CACHE_MAX_BYTES = 8 * 2 ** 20;

interface Entry {
  readonly value: unknown;
  readonly areas: readonly ContentArea[];
  readonly expiresAt: number;
  /** JSON bytes of the value (0 when the cache has no byte bound). */
  readonly bytes: number;
}

interface Loading {
  readonly promise: Promise<unknown>;
  readonly areas: readonly ContentArea[];
}

export interface ContentCacheOptions {
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  /** Bound on the JSON bytes of all entries; an answer larger than this is not kept. */
  readonly maxBytes?: number;
  /** Milliseconds; Date.now unless a test moves time itself. */
  readonly now?: () => number;
}

export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Loading>();
  /** Bumped by every invalidation of an area; a load that saw an older value is not kept. */
  private readonly versions = new Map<ContentArea, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private bytes = 0;

  constructor(options: ContentCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? CONTENT_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? CONTENT_CACHE_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? CONTENT_CACHE_MAX_BYTES;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer of `call` for `body`, else `load()`'s (kept for the TTL). Concurrent
   * misses of one key share a single load, so an expiry under load costs one query, not one per
   * request.
   */
  async get<T>(
    call: string,
    body: object,
    areas: readonly ContentArea[],
    load: () => Promise<T>,
  ): Promise<T> {
    const key = cacheKey(call, body);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Map keeps insertion order: set again, the entry is now the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    if (entry) this.drop(key);

    const pending = this.loading.get(key);
    if (pending) return pending.promise as Promise<T>;

    const seen = areas.map((area) => this.versions.get(area) ?? 0);
    const promise = load().then(
      (value) => {
        // Kept only if no area it read was written meanwhile; the caller still gets the value.
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        if (areas.every((area, i) => (this.versions.get(area) ?? 0) === seen[i]))
          this.store(key, value, areas);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { promise, areas });
    return promise;
  }

  /** Forgets every answer that read one of `areas`; the next request reads the database. */
  invalidate(...areas: readonly ContentArea[]): void {
    for (const area of areas) this.versions.set(area, (this.versions.get(area) ?? 0) + 1);
    const touched = (tagged: readonly ContentArea[]) => tagged.some((area) => areas.includes(area));
    for (const [key, entry] of this.entries) if (touched(entry.areas)) this.drop(key);
    // A load already under way read the old rows: later callers must not join it.
    for (const [key, load] of this.loading) if (touched(load.areas)) this.loading.delete(key);
  }

  /** Forgets everything (the demo content was reset). */
  clear(): void {
    this.invalidate(...ALL_AREAS);
  }

  get size(): number {
    return this.entries.size;
  }

  /** JSON bytes of the answers kept. */
  get byteSize(): number {
    return this.bytes;
  }

  private store(key: string, value: unknown, areas: readonly ContentArea[]): void {
    // Serialized once per miss, which already paid for a query; hits never measure.
    const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
    if (bytes > this.maxBytes) return;
    this.drop(key);
    // The first key is the least recently used (hits move theirs to the end).
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.bytes + bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    this.entries.set(key, { value, areas, expiresAt: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

const ALL_AREAS: readonly ContentArea[] = [
  'site',
  'enterprise',
  'ip',
  'policy',
  'award',
  'news',
  'knowledge',
  'information',
  'bulletin',
  'service',
  'serviceSystem',
  'expert',
  'talent',
  'appeal',
];

/** The body the handler saw, minus the client's user_id: these answers are the same for all. */
function cacheKey(call: string, body: object): string {
  const { user_id: _ignored, ...rest } = body as { user_id?: unknown };
  return `${call}\u0000${JSON.stringify(rest)}`;
}

const caches = new WeakMap<Db, ContentCache>();
const searchCaches = new WeakMap<Db, ContentCache>();

/** The content cache of this database. */
export function contentCacheOf(db: Db): ContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ContentCache();
    caches.set(db, cache);
  }
  return cache;
}

/** The cache of this database's public search answers (policy_search and the like). */
export function searchCacheOf(db: Db): ContentCache {
  let cache = searchCaches.get(db);
  if (!cache) {
    cache = new ContentCache({
      ttlMs: SEARCH_CACHE_TTL_MS,
      maxEntries: SEARCH_CACHE_MAX_ENTRIES,
      maxBytes: SEARCH_CACHE_MAX_BYTES,
    });
    searchCaches.set(db, cache);
  }
  return cache;
}

/** Every write to content calls this with the areas it changed (e.g. a new appeal: 'appeal'). */
export function invalidateContent(db: Db, ...areas: readonly ContentArea[]): void {
  caches.get(db)?.invalidate(...areas);
  searchCaches.get(db)?.invalidate(...areas);
}

/** After a bulk change of the demo content (seed --reset). */
export function clearContentCache(db: Db): void {
  caches.get(db)?.clear();
  searchCaches.get(db)?.clear();
}
