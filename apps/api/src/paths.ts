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

/** The built web apps, when they sit beside the API in the monorepo. */
export const defaultPortalDist = fromHere('../../portal/dist/');
export const defaultDataScreenDist = fromHere('../../data-screen/dist/');
