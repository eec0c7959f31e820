// @ts-check
// Plain JavaScript (typed with JSDoc, checked by tsc), like precompress.js: Vite loads its config
// through Node, which on Node 20 cannot import TypeScript from a workspace package.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Where the server looks for the list, beside index.html. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/**
 * The full paths of TanStack Router's generated route tree (routeTree.gen.ts): the keys of its
 * `FileRoutesByFullPath` interface, which the router's generator writes for file-based and
 * virtual route configurations alike. Throws when there is none, so a change in the generator's
 * output fails the build instead of shipping an empty list (every page would answer 404).
 *
 * @param {string} source the text of routeTree.gen.ts
 * @returns {string[]}
 */
export function routesFromRouteTree(source) {
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source);
  /** @type {string[]} */
  const paths = [];
  for (const match of (block?.[1] ?? '').matchAll(/^\s*'([^']+)'\s*:/gm))
    if (match[1]) paths.push(match[1]);
  if (paths.length === 0) {
    throw new Error(
      'routeManifest: no FileRoutesByFullPath in the route tree; did the router generator change its output?',
    );
  }
  return [...new Set(paths)].sort();
}

/**
 * Writes `routes.json` (`{ "routes": ["/", "/index", "/policyDetail/$id", ...] }`, paths under
 * the app's base, in TanStack Router's syntax) into the build, so the server answers HTTP 404
 * for a path no route matches while still sending the app, which renders its own 404 page.
 *
 * `routeTree` (a file-based router: the generated routeTree.gen.ts, read after the router plugin
 * regenerated it) or `paths` (a code-based router's few routes).
 *
 * @param {{ routeTree: string } | { paths: readonly string[] }} options
 * @returns {import('vite').Plugin}
 */
export function routeManifest(options) {
  let root = '';
  return {
    name: 'qyfw:route-manifest',
    apply: 'build',
    /** @param {import('vite').ResolvedConfig} config */
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const routes =
        'routeTree' in options
          ? routesFromRouteTree(await readFile(resolve(root, options.routeTree), 'utf8'))
          : [...options.paths].sort();
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MANIFEST_FILE,
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}
