import type { ElementType, ReactNode } from 'react';
import hidden from './visually-hidden.module.css';

/** Text for screen readers only: a page's h1 when the design shows none, "opens in a new tab". */
export function VisuallyHidden({
  as: Tag = 'span',
  children,
}: {
  as?: ElementType;
  children: ReactNode;
}) {
  return <Tag className={hidden.visuallyHidden}>{children}</Tag>;
}
