import { describe, expect, it } from 'vitest';
import { ContentCache } from './content-cache.js';

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

  it('clear forgets everything', async () => {
    const cache = new ContentCache();
    const source = counter();
    await cache.get('index', {}, ['appeal'], source.load);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('index', {}, ['appeal'], source.load)).toEqual({ call: 2 });
  });
});
