import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeManifest, routesFromRouteTree } from '../src/route-manifest';

const portalRouteTree = fileURLToPath(
  new URL('../../../apps/portal/src/routeTree.gen.ts', import.meta.url),
);

/** Runs the plugin's hooks as Vite does, answering the file it emitted. */
async function emitted(options: Parameters<typeof routeManifest>[0], root = '/'): Promise<unknown> {
  const plugin = routeManifest(options);
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  let file: { fileName: string; source: string } | undefined;
  await (plugin.generateBundle as (this: unknown) => Promise<void>).call({
    emitFile: (asset: { fileName: string; source: string }) => {
      file = asset;
    },
  });
  expect(file?.fileName).toBe('routes.json');
  return JSON.parse(file!.source);
}

describe('routeManifest', () => {
  it("lists the portal's routes from its generated route tree", async () => {
    const routes = routesFromRouteTree(await readFile(portalRouteTree, 'utf8'));
    expect(routes).toEqual(expect.arrayContaining(['/', '/index', '/login', '/m/scan']));
    // Pathless layout ids (/_antd) are not paths a browser asks for.
    expect(routes.some((path) => path.includes('_antd'))).toBe(false);
  });

  it('emits routes.json from a route tree file', async () => {
    expect(await emitted({ routeTree: portalRouteTree })).toEqual({
      routes: expect.arrayContaining(['/index', '/m/scan']),
    });
  });

  it('emits routes.json from a code-based router’s paths', async () => {
    expect(await emitted({ paths: ['/page2', '/', '/page1'] })).toEqual({
      routes: ['/', '/page1', '/page2'],
    });
  });

  it('fails the build rather than ship an empty list when the tree has no full paths', () => {
    expect(() => routesFromRouteTree('export const routeTree = {}')).toThrow(
      /FileRoutesByFullPath/,
    );
  });

  it('keeps parameter segments as the router writes them', () => {
    const source =
      "export interface FileRoutesByFullPath {\n  '/': typeof A\n  '/policyDetail/$id': typeof B\n}\n";
    expect(routesFromRouteTree(source)).toEqual(['/', '/policyDetail/$id']);
  });
});
