import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** Pixels or any CSS length; default the full width. */
  width?: number | string;
  height: number | string;
  /** `circle` for avatars. */
  shape?: 'rect' | 'circle';
  className?: string;
}

/**
 * A grey placeholder block of the final size of what is loading, so nothing moves when the
 * data arrives. Hidden from assistive technology: the section says it is busy instead.
 */
export function Skeleton({ width = '100%', height, shape = 'rect', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  const classes = [styles.skeleton, shape === 'circle' ? styles.circle : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <span className={classes} style={style} aria-hidden="true" />;
}
