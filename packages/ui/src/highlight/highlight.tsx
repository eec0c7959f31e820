import { highlightParts } from './highlight-terms';
import styles from './highlight.module.css';

export interface HighlightProps {
  /** The text to show, e.g. a result's title or snippet. */
  text: string;
  /** What the visitor searched for; empty shows the text as it is. */
  keyword: string | undefined;
  className?: string;
}

/**
 * Text with the words of a search marked (`<mark>`, read out as 突出显示 by screen readers that
 * announce it). Plain text only: a snippet is never rendered as HTML here.
 */
export function Highlight({ text, keyword, className }: HighlightProps) {
  const parts = keyword ? highlightParts(text, keyword) : [{ text, matched: false }];
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.matched ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
