import type { ReactNode } from 'react';

/** An in-app link: `href` is relative to the app's base path (`/trendsDetail?id=3`). */
export interface LinkTarget {
  href: string;
  children: ReactNode;
}

/**
 * Renders one in-app link. Apps pass their router's link, so navigation stays client-side and
 * the base path is applied; the default is a plain anchor. The result must be an `<a>`: the
 * components style it through their own class on the surrounding element.
 */
export type LinkRenderer = (link: LinkTarget) => ReactNode;

export const renderPlainLink: LinkRenderer = ({ href, children }) => <a href={href}>{children}</a>;
