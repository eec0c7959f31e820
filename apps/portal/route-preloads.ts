// dist/route-preloads.json: for each route of the route map, the split chunks (and their CSS) its
// first visit needs besides what index.html already loads. The API injects them into the
// index.html it answers for that address (apps/api/src/plugins/static-apps.ts), so the browser
// fetches a page's code alongside the entry instead of after the entry has run and the router has
// asked for it — one round of requests less before the page shows.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { VirtualRootRoute, VirtualRouteNode } from '@tanstack/virtual-file-routes';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the server looks for the list, beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  /** Paths under the app's base in the router's syntax, files relative to the build directory. */
  routes: { path: string; files: string[] }[];
}

export interface RoutePreloadsOptions {
  routeMap: VirtualRootRoute;
  /** The router plugin's routesDirectory, relative to the Vite root. */
  routesDirectory: string;
  /**
   * A lazily imported module every page waits for but the plain ones (the portal's antd theme,
   * shell/page-theme.ts): only a route file with a page in its staticData, not `plain: true`.
   */
  pageTheme?: string;
}

interface RouteFiles {
  path: string;
  /** The files of the layouts above the route and the route's own, absolute. */
  files: string[];
}

/** Each addressable route of the map with the files on its way from the root. */
export function routesOfMap(routeMap: VirtualRootRoute, routesDirectory: string): RouteFiles[] {
  const found: RouteFiles[] = [];
  const walk = (nodes: VirtualRouteNode[] | undefined, prefix: string, files: string[]) => {
    for (const node of nodes ?? []) {
      if (node.type === 'physical') continue; // not used by the portal; its files are not known here
      const own = node.file ? [...files, resolve(routesDirectory, node.file)] : files;
      if (node.type === 'layout') walk(node.children, prefix, own);
      else if (node.type === 'index') found.push({ path: prefix || '/', files: own });
      else {
        const path = `${prefix}/${node.path.replace(/^\/|\/$/g, '')}`;
        if (node.file) found.push({ path, files: own });
        walk(node.children, path, own);
      }
    }
  };
  walk(routeMap.children, '', [resolve(routesDirectory, routeMap.file)]);
  return found;
}

const withoutQuery = (id: string) => id.split('?', 1)[0]!;

/** A chunk's file, its static imports' (transitively) and the CSS they bring, in load order. */
function closure(bundle: OutputBundle, start: OutputChunk[]): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return [...files];
}

/** As routing/page-meta.ts decides: a page in the route's staticData that is not plain. */
function needsPageTheme(routeFile: string): boolean {
  const source = readFileSync(routeFile, 'utf8');
  return /\bpage:\s*\{/.test(source) && !/\bplain:\s*true\b/.test(source);
}

export function routePreloads(options: RoutePreloadsOptions): Plugin {
  let root = '';
  return {
    name: 'qyfw:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      // What index.html loads already (the entry and its static imports) is never listed twice.
      const initial = new Set(
        closure(
          bundle,
          chunks.filter((chunk) => chunk.isEntry),
        ),
      );
      // The chunks the router plugin split off a route file (`<file>?tsr-split=component`, …).
      const splitOf = (file: string) =>
        chunks.filter(
          (chunk) =>
            chunk.isDynamicEntry &&
            chunk.facadeModuleId !== null &&
            withoutQuery(chunk.facadeModuleId) === file,
        );
      const theme = options.pageTheme ? splitOf(resolve(root, options.pageTheme)) : [];
      const routes = routesOfMap(options.routeMap, resolve(root, options.routesDirectory))
        .map(({ path, files }) => {
          const needsTheme = needsPageTheme(files[files.length - 1]!);
          const start = [...files.flatMap(splitOf), ...(needsTheme ? theme : [])];
          return { path, files: closure(bundle, start).filter((file) => !initial.has(file)) };
        })
        .filter((route) => route.files.length > 0)
        .sort((a, b) => a.path.localeCompare(b.path));
      const manifest: RoutePreloads = { routes };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
