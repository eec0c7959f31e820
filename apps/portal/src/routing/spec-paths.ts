// Every address of the spec's route list (contract §2), built or not. Built ones are the router's own
// (route-map.ts); the rest are planned: header tabs, the top search and the home page's 更多 and
// detail links already point at them (they show the 404 page until their issue builds them).
//
// Why a list of its own rather than string hrefs: a link to a planned address is checked against
// this list by tsc, and a link to a built address by the router's types (typed `<Link to>`), so
// a typo or a renamed route fails the typecheck either way. When a screen is built, its address
// moves from PlannedPath to BuiltPath by itself (PlannedPath is what the router does not know).
import type { RegisteredRouter } from '@tanstack/react-router';
import type { SPEC_PATHS } from './spec-path-list';

export { SPEC_PATHS } from './spec-path-list';

/** An address of contract §2. */
export type SpecPath = (typeof SPEC_PATHS)[number];

/** An address the router knows (route-map.ts). */
export type BuiltPath = keyof RegisteredRouter['routesByPath'];

/** An address of contract §2 that is not built yet: linked to, answered by the 404 page. */
export type PlannedPath = Exclude<SpecPath, BuiltPath>;

/** Any address the portal links to: one of contract §2's, or a route of its own (/login, /m/scan). */
export type AppPath = SpecPath | BuiltPath;

/** Query values a planned address takes (`?id=`, `?status=`, `?keyword=`). */
export type PlannedSearch = Readonly<Record<string, string | number>>;

/**
 * The address of a spec page with its query, without the base path (`/expertDetail?id=3`):
 * for the shared UI's link renderers, which take an href.
 */
export function specHref(path: AppPath, search?: PlannedSearch): string {
  if (!search) return path;
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
