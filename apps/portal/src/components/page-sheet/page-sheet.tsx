import type { ReactNode } from 'react';
import styles from './page-sheet.module.css';

export interface PageSheetProps {
  /** The page's one h1 (the root layout's <main> holds the sheet). */
  title: ReactNode;
  children: ReactNode;
}

/** The white sheet of a list or form page with its heading: every such page starts from it. */
export function PageSheet({ title, children }: PageSheetProps) {
  return (
    <section className={styles.sheet} aria-labelledby="page-sheet-title">
      <h1 id="page-sheet-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
