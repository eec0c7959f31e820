import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This module runs from src/paths.ts (tsx, vitest) or bundled into a file directly under dist/
// (tsdown): both sit one folder below the package root, so the same relative URLs work in both.
// The build copies src/db/migrations to dist/db/migrations for the same reason.
const here = new URL('./', import.meta.url);

const fromHere = (relative: string): string => fileURLToPath(new URL(relative, here));

/** Drizzle's SQL migrations (src/db/migrations, or its copy in dist/db/migrations). */
export const migrationsFolder = fromHere('./db/migrations/');

/** Files the API serves under /api/static/ (customer-service QR, carousel images). */
export const publicFolder = fromHere('../public/');

const require = createRequire(import.meta.url);

/**
 * The build of a web app the API serves. The apps are dependencies of this package
 * (package.json), so Node finds them the way it finds any dependency, wherever the workspace
 * puts them, and turbo builds them before the API; each exports its package.json, and Vite
 * writes the build to dist/ beside it. Resolving package.json works before a first build too:
 * the static plugin then serves no app and says so.
 */
function builtApp(name: '@qyfw/portal' | '@qyfw/data-screen' | '@qyfw/console'): string {
  return join(dirname(require.resolve(`${name}/package.json`)), 'dist');
}

/** The built web apps (PORTAL_DIST and DATA_SCREEN_DIST override them). */
export const defaultPortalDist = builtApp('@qyfw/portal');
export const defaultDataScreenDist = builtApp('@qyfw/data-screen');
/** The operator console (CONSOLE_DIST overrides it). */
export const defaultConsoleDist = builtApp('@qyfw/console');
