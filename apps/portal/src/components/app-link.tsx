import type { ReactNode } from 'react';
import { BASE_PATH } from '../lib/base-path';
import {
  specHref,
  type AppPath,
  type PlannedPath,
  type PlannedSearch,
} from '../routing/spec-paths';
import { RouterHrefLink } from './router-href-link';

interface PlannedLinkProps {
  /** An address of contract §2 that is not built yet (built ones take the router's typed `<Link to>`). */
  to: PlannedPath;
  search?: PlannedSearch;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link to a page of contract §2 that is not built yet: it leads to the 404 page until its issue lands.
 * Typed by the spec's list, so a typo fails tsc; once the page is built, `to` no longer accepts
 * it and the link must become the router's `<Link>`, with its typed search.
 */
export function PlannedLink({ to, search, ...rest }: PlannedLinkProps) {
  return <RouterHrefLink href={publicHref(to, search)} {...rest} />;
}

/**
 * The public address (base path included) of a page of contract §2, for the shared UI's props that take
 * an href (`registerHref`, the header tabs): typed by the spec's list, built or planned.
 */
export function publicHref(path: AppPath, search?: PlannedSearch): string {
  return `${BASE_PATH}${specHref(path, search)}`;
}
