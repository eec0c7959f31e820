// What every route declares about itself (staticData), required by the types: a route without it
// does not compile. The header marks the tab and the document title comes from the matched page,
// so no list elsewhere has to be kept in step with the routes.
import type { AnyRouteMatch } from '@tanstack/react-router';
import type { HeaderTabKey } from './header-tabs';

export interface PageMeta {
  /** The header tab the page belongs to; null for pages under none (register, agreements…). */
  tab: HeaderTabKey | null;
  /** The page's name: the document title is `<title> - 企业服务门户`. */
  title: string;
  /**
   * True for a page built without antd (the home page, for its size budget): it gets no antd
   * theme or Chinese locale. Every other page is wrapped in both by the root layout.
   */
  plain: boolean;
  /** Member pages only: also needs an enterprise id (contract §6: policy match, appeals). */
  needsEnterprise?: boolean;
  /** Member pages only: what the visitor is asked to log in for (`完善账号信息`). */
  loginFor?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The screen this route shows, or null for a route without one of its own (the root, the
     * layouts, addresses that only redirect).
     */
    page: PageMeta | null;
  }
}

/** What the member layout's guard refuses with: the refused page travels in its not-found's data. */
function refusedPage(match: AnyRouteMatch): PageMeta | undefined {
  const data = (match.error as { data?: { page?: PageMeta; refusal?: unknown } } | undefined)?.data;
  return data?.refusal === undefined ? undefined : data.page;
}

/**
 * The page of the deepest matched route that has one, if the address found a page at all: an
 * unknown address matches no page route, and a route that answered notFound() (an unknown id,
 * a bad `?status=`) has none either — except the member guard's refusal, a not-found that stands
 * for the refused page (its title, its tab, its layout) while the gate asks for a login.
 */
export function matchedPage(matches: readonly AnyRouteMatch[]): PageMeta | undefined {
  const notFound = matches.find((match) => match.status === 'notFound');
  if (notFound) return refusedPage(notFound);
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const page = matches[i]?.staticData.page;
    if (page) return page;
  }
  return undefined;
}
