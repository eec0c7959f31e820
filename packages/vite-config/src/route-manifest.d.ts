import type { Plugin } from 'vite';

/** Where the server looks for the list, beside index.html. */
export declare const ROUTE_MANIFEST_FILE: 'routes.json';

/** The full paths of TanStack Router's generated route tree; throws when there are none. */
export declare function routesFromRouteTree(source: string): string[];

/**
 * Writes `routes.json` (`{ "routes": [...] }`, paths under the app's base in TanStack Router's
 * syntax) into the build, from the generated route tree or a code-based router's paths.
 */
export declare function routeManifest(
  options: { routeTree: string } | { paths: readonly string[] },
): Plugin;
