// A route's chunks fetched all at once when the router starts loading it (navigation or preload on
// intent), from the build's own list (dist/route-preloads.json, which the server also uses for a
// first visit). Vite's map of every lazy chunk's dependencies is not in the entry (vite.config.ts
// keeps only CSS there): it grew with every route — 4.3 kB gzip of file names for 44 lazy imports
// — and without a list a route chunk's own imports (antd's pieces) would be found one level at a
// time. The list loads once the first page has loaded; a route asked for before that waits for it.
import { BASE_PATH } from '../lib/base-path';

type Table = ReadonlyMap<string, readonly string[]>;

interface RoutePreloadsFile {
  routes?: { path?: unknown; files?: unknown }[];
}

export interface RouteChunkPreloader {
  /** The route's fullPath in the router's syntax (`/annual`, `/policyDetailData`). */
  preload: (routePath: string) => Promise<void>;
  /** Starts fetching the list (the first page has loaded). */
  warmUp: () => void;
}

function parseTable(body: RoutePreloadsFile): Table {
  const table = new Map<string, string[]>();
  for (const route of body.routes ?? []) {
    if (typeof route.path !== 'string' || !Array.isArray(route.files)) continue;
    const scripts = route.files.filter(
      (file): file is string => typeof file === 'string' && file.endsWith('.js'),
    );
    table.set(route.path, scripts);
  }
  return table;
}

export function createRouteChunkPreloader(
  doc: Document,
  fetchList: () => Promise<RoutePreloadsFile>,
): RouteChunkPreloader {
  let table: Promise<Table> | undefined;
  const linked = new Set<string>();
  // No list (an old server, a network error): the router still loads every chunk itself.
  const load = () => (table ??= fetchList().then(parseTable, () => new Map()));
  return {
    warmUp: () => void load(),
    async preload(routePath) {
      for (const file of (await load()).get(routePath) ?? []) {
        if (linked.has(file)) continue;
        linked.add(file);
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = `${BASE_PATH}/${file}`;
        doc.head.appendChild(link);
      }
    },
  };
}

// Only a build has the list (and lazy chunks to preload); the dev server and tests have neither.
const browserPreloader =
  typeof document === 'undefined' || !import.meta.env.PROD
    ? undefined
    : createRouteChunkPreloader(document, async () => {
        const response = await fetch(`${BASE_PATH}/route-preloads.json`);
        if (!response.ok) throw new Error(`route-preloads.json: HTTP ${response.status}`);
        return (await response.json()) as RoutePreloadsFile;
      });

let firstLoad = true;

/**
 * For the root route's beforeLoad. The first page's chunks came with index.html (the server's
 * preloads): the list is only fetched after that page has loaded, so it never competes with it.
 */
export function preloadRouteChunks(routePath: string | undefined): void {
  if (!browserPreloader) return;
  if (firstLoad) {
    firstLoad = false;
    if (document.readyState === 'complete') browserPreloader.warmUp();
    else window.addEventListener('load', () => browserPreloader.warmUp(), { once: true });
    return;
  }
  if (routePath) void browserPreloader.preload(routePath);
}
