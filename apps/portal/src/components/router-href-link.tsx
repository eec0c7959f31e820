import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';

interface RouterHrefLinkProps {
  /** The public address, base path included (`/pc/ysMent?status=2`). */
  href: string;
  children: ReactNode;
  className?: string;
  /** Runs before navigating (e.g. closing the dialog the link sits in). */
  onNavigate?: () => void;
}

/**
 * An in-app link by address, for targets without a typed route yet (the router's `Link`
 * requires one). A plain click navigates client-side; a modified click (new tab, new window)
 * keeps the browser's own behaviour.
 */
export function RouterHrefLink({ href, children, className, onNavigate }: RouterHrefLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    onNavigate?.();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
