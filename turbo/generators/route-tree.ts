// Writes a front end's routeTree.gen.ts from its routes, exactly as its Vite plugin would,
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
  // Both routed front ends: the portal and the console.
  for (const app of ['portal', 'console']) {
    await generateRouteTree(join(import.meta.dirname, '../../apps', app));
  }
}
