import { describe, expect, it } from 'vitest';
import { createRouteChunkPreloader } from './route-chunk-preloads';

const LIST = {
  routes: [
    {
      path: '/annual',
      files: ['assets/annual.route-a.js', 'assets/annual-a.css', 'assets/table-a.js'],
    },
    { path: '/basics', files: ['assets/basics.route-a.js', 'assets/table-a.js'] },
  ],
};

function setUp(fetchList: () => Promise<unknown>) {
  const doc = document.implementation.createHTMLDocument('t');
  let fetched = 0;
  const preloader = createRouteChunkPreloader(doc, () => {
    fetched += 1;
    return fetchList() as Promise<typeof LIST>;
  });
  const preloaded = () =>
    [...doc.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
  return { preloader, preloaded, fetches: () => fetched };
}

describe('route chunk preloads', () => {
  it("modulepreloads a route's scripts from the build's list, each file once, under /pc", async () => {
    const { preloader, preloaded, fetches } = setUp(async () => LIST);
    await preloader.preload('/annual');
    await preloader.preload('/basics');
    await preloader.preload('/annual');
    expect(preloaded()).toEqual([
      ['modulepreload', '/pc/assets/annual.route-a.js'],
      ['modulepreload', '/pc/assets/table-a.js'],
      ['modulepreload', '/pc/assets/basics.route-a.js'],
    ]);
    // The list is asked for once, however many routes are preloaded.
    expect(fetches()).toBe(1);
  });

  it('adds nothing for a route without chunks of its own, or when the list cannot be read', async () => {
    const unknown = setUp(async () => LIST);
    await unknown.preloader.preload('/index');
    expect(unknown.preloaded()).toEqual([]);

    const failing = setUp(() => Promise.reject(new Error('HTTP 404')));
    failing.preloader.warmUp();
    await expect(failing.preloader.preload('/annual')).resolves.toBeUndefined();
    expect(failing.preloaded()).toEqual([]);

    const malformed = setUp(async () => ({ routes: [{ path: '/annual', files: 'x.js' }] }));
    await malformed.preloader.preload('/annual');
    expect(malformed.preloaded()).toEqual([]);
  });
});
