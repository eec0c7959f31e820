// The build's list of each route's split chunks (route-preloads.ts), from a bundle shaped as
// Rolldown hands it to generateBundle.
import { resolve } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeMap } from './src/route-map.ts';
import { routePreloads, routesOfMap, type RoutePreloads } from './route-preloads.ts';

const root = import.meta.dirname;
const routes = resolve(root, 'src/routes');

describe('routesOfMap', () => {
  it('lists each address with the files of its layouts and its own, from the root down', () => {
    const found = routesOfMap(routeMap, routes);
    expect(found.find((route) => route.path === '/policyData')?.files).toEqual([
      resolve(routes, 'root.route.tsx'),
      resolve(routes, 'layouts/library.layout.tsx'),
      resolve(routes, 'policy/policy-library.route.tsx'),
    ]);
    expect(found.find((route) => route.path === '/basics')?.files.slice(-3)).toEqual([
      resolve(routes, 'layouts/member.layout.tsx'),
      resolve(routes, 'layouts/center.layout.tsx'),
      resolve(routes, 'center/basics.route.tsx'),
    ]);
    expect(found.find((route) => route.path === '/')?.files).toEqual([
      resolve(routes, 'root.route.tsx'),
      resolve(routes, 'root-redirect.route.tsx'),
    ]);
  });
});

function chunk(
  fileName: string,
  options: Partial<Rollup.OutputChunk> & { css?: string[] } = {},
): Rollup.OutputChunk {
  const { css = [], ...rest } = options;
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as Rollup.OutputChunk;
}

/** Runs the plugin's generateBundle over a bundle and returns the list it emits. */
function emitted(bundle: Rollup.OutputBundle): RoutePreloads {
  const plugin = routePreloads({
    routeMap,
    routesDirectory: 'src/routes',
    pageTheme: 'src/shell/antd-theme.tsx',
  });
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  let source = '';
  (plugin.generateBundle as (this: unknown, output: unknown, bundle: unknown) => void).call(
    { emitFile: (file: { source: string }) => (source = file.source) },
    {},
    bundle,
  );
  return JSON.parse(source) as RoutePreloads;
}

describe('routePreloads', () => {
  const bundle: Rollup.OutputBundle = Object.fromEntries(
    [
      chunk('assets/index-e1.js', { isEntry: true, imports: ['assets/react-r1.js'] }),
      chunk('assets/react-r1.js'),
      chunk('assets/policy-library.route-p1.js', {
        isDynamicEntry: true,
        facadeModuleId: `${routes}/policy/policy-library.route.tsx?tsr-split=component`,
        imports: ['assets/react-r1.js', 'assets/list-frame-l1.js'],
        css: ['assets/policy-library-p2.css'],
      }),
      chunk('assets/list-frame-l1.js', { imports: ['assets/tags-t1.js'] }),
      chunk('assets/tags-t1.js', { css: ['assets/tags-t2.css'] }),
      chunk('assets/home.route-h1.js', {
        isDynamicEntry: true,
        facadeModuleId: `${routes}/home/home.route.tsx?tsr-split=component`,
      }),
      chunk('assets/antd-theme-a1.js', {
        isDynamicEntry: true,
        facadeModuleId: resolve(root, 'src/shell/antd-theme.tsx'),
        imports: ['assets/antd-a2.js'],
      }),
      chunk('assets/antd-a2.js'),
    ].map((file) => [file.fileName, file]),
  );
  const list = emitted(bundle);
  const filesOf = (path: string) => list.routes.find((route) => route.path === path)?.files;

  it("lists a route's split chunk with its static imports, transitively, and their CSS", () => {
    expect(filesOf('/policyData')).toEqual([
      'assets/policy-library.route-p1.js',
      'assets/policy-library-p2.css',
      'assets/list-frame-l1.js',
      'assets/tags-t1.js',
      'assets/tags-t2.css',
      'assets/antd-theme-a1.js',
      'assets/antd-a2.js',
    ]);
  });

  it('leaves out what index.html loads already and the theme of a plain page', () => {
    expect(filesOf('/index')).toEqual(['assets/home.route-h1.js']);
  });

  it('lists a page with no split chunk of its own with the theme only, and none for an address without a page', () => {
    expect(filesOf('/ysMent')).toEqual(['assets/antd-theme-a1.js', 'assets/antd-a2.js']);
    expect(filesOf('/')).toBeUndefined();
  });
});
