// Writes a portal's routeTree.gen.ts from its route map, exactly as the portal's Vite plugin would,
// without a build: `pnpm routes` after adding a route (so tsc knows it at once), and gen:check on
// its scratch copy.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

type GeneratorOptions = NonNullable<Parameters<typeof getConfig>[0]>;

export async function generateRouteTree(portal: string): Promise<void> {
  const { routerOptions } = (await import(
    pathToFileURL(join(portal, 'router-options.ts')).href
  )) as { routerOptions: GeneratorOptions };
  const config = getConfig(
    {
      ...routerOptions,
      routesDirectory: join(portal, 'src/routes'),
      generatedRouteTree: join(portal, 'src/routeTree.gen.ts'),
    },
    portal,
  );
  await new Generator({ config, root: portal }).run();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await generateRouteTree(join(import.meta.dirname, '../../apps/portal'));
}
