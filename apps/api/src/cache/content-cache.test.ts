import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import {
  ContentCache,
  SEARCH_CACHE_MAX_ENTRIES,
  contentCacheOf,
  invalidateContent,
  searchCacheOf,
} from './content-cache.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function counter() {
  let calls = 0;
  return {
    load: async () => ({ call: (calls += 1) }),
    get calls() {
      return calls;
    },
  };
}

describe('ContentCache', () => {
  it('answers a repeated request from memory until the TTL passes', async () => {
    const time = clock();
    const cache = new ContentCache({ ttlMs: 30_000, now: time.now });
    const source = counter();
    expect(await cache.get('index', {}, ['appeal'], source.load)).toEqual({ call: 1 });
    time.advance(29_999);
    expect(await cache.get('index', {}, ['appeal'], source.load)).toEqual({ call: 1 });
    time.advance(1);
    expect(await cache.get('index', {}, ['appeal'], source.load)).toEqual({ call: 2 });
  });

  it('keys by call and body but not by user_id', async () => {
    const cache = new ContentCache();
    const source = counter();
    await cache.get('list', { page: 1, user_id: '7' }, ['news'], source.load);
    expect(await cache.get('list', { page: 1, user_id: '' }, ['news'], source.load)).toEqual({
      call: 1,
    });
    expect(await cache.get('list', { page: 2 }, ['news'], source.load)).toEqual({ call: 2 });
    expect(await cache.get('other', { page: 1 }, ['news'], source.load)).toEqual({ call: 3 });
  });

  it('drops only the answers that read an invalidated area', async () => {
    const cache = new ContentCache();
    const home = counter();
    const experts = counter();
    await cache.get('index', {}, ['appeal', 'news'], home.load);
    await cache.get('experts', {}, ['expert'], experts.load);
    cache.invalidate('appeal');
    expect(await cache.get('index', {}, ['appeal', 'news'], home.load)).toEqual({ call: 2 });
    expect(await cache.get('experts', {}, ['expert'], experts.load)).toEqual({ call: 1 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ContentCache();
    const source = counter();
    const answers = await Promise.all(
      [1, 2, 3].map(() => cache.get('index', {}, ['appeal'], source.load)),
    );
    expect(answers).toEqual([{ call: 1 }, { call: 1 }, { call: 1 }]);
    expect(source.calls).toBe(1);
  });

  it('does not keep an answer loaded while its area was written', async () => {
    const cache = new ContentCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get(
      'index',
      {},
      ['appeal'],
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    cache.invalidate('appeal');
    // A caller after the write does not join the load that read the old rows.
    const fresh = cache.get('index', {}, ['appeal'], async () => 'after the write');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.get('index', {}, ['appeal'], async () => 'reloaded')).toBe(
      'after the write',
    );
  });

  it('does not cache a failed load', async () => {
    const cache = new ContentCache();
    await expect(
      cache.get('index', {}, ['appeal'], () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.get('index', {}, ['appeal'], async () => 'recovered')).toBe('recovered');
  });

  it('holds at most maxEntries answers, forgetting the oldest', async () => {
    const cache = new ContentCache({ maxEntries: 2 });
    const source = counter();
    await cache.get('list', { page: 1 }, ['news'], source.load);
    await cache.get('list', { page: 2 }, ['news'], source.load);
    await cache.get('list', { page: 3 }, ['news'], source.load);
    expect(cache.size).toBe(2);
    expect(await cache.get('list', { page: 3 }, ['news'], source.load)).toEqual({ call: 3 });
    expect(await cache.get('list', { page: 1 }, ['news'], source.load)).toEqual({ call: 4 });
  });

  it('forgets the least recently used answer first: a hit keeps an answer', async () => {
    const cache = new ContentCache({ maxEntries: 2 });
    const source = counter();
    await cache.get('list', { page: 1 }, ['news'], source.load);
    await cache.get('list', { page: 2 }, ['news'], source.load);
    await cache.get('list', { page: 1 }, ['news'], source.load);
    await cache.get('list', { page: 3 }, ['news'], source.load);
    expect(await cache.get('list', { page: 1 }, ['news'], source.load)).toEqual({ call: 1 });
    expect(await cache.get('list', { page: 2 }, ['news'], source.load)).toEqual({ call: 4 });
  });

  it('holds at most maxBytes of answers (their JSON) and never one larger than that', async () => {
    const cache = new ContentCache({ maxBytes: 100 });
    const answer = (n: number) => async () => ({ text: 'x'.repeat(30), n });
    for (let page = 1; page <= 5; page += 1)
      await cache.get('list', { page }, ['news'], answer(page));
    // Each answer is 47 bytes of JSON: two fit in 100.
    expect(cache.size).toBe(2);
    expect(cache.byteSize).toBe(94);
    await cache.get('huge', {}, ['news'], async () => 'y'.repeat(200));
    expect(cache.size).toBe(2);
    cache.invalidate('news');
    expect(cache.byteSize).toBe(0);
  });

  it("keeps searches apart: a flood of one-off searches never evicts the home page's answers", async () => {
    const db = {} as Db;
    const home = counter();
    await contentCacheOf(db).get('index', {}, ['policy'], home.load);
    const searches = searchCacheOf(db);
    for (let n = 0; n < SEARCH_CACHE_MAX_ENTRIES + 50; n += 1)
      await searches.get('policy_search', { keyword: `词${n}` }, ['policy'], async () => n);
    expect(searches.size).toBe(SEARCH_CACHE_MAX_ENTRIES);
    expect(await contentCacheOf(db).get('index', {}, ['policy'], home.load)).toEqual({ call: 1 });
    // A write reaches both.
    invalidateContent(db, 'policy');
    expect(searches.size).toBe(0);
    expect(await contentCacheOf(db).get('index', {}, ['policy'], home.load)).toEqual({ call: 2 });
  });

  it('clear forgets everything', async () => {
    const cache = new ContentCache();
    const source = counter();
    await cache.get('index', {}, ['appeal'], source.load);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('index', {}, ['appeal'], source.load)).toEqual({ call: 2 });
  });
});
