import { useEffect } from 'react';

/** Sets the tab's title while the page is shown (operators find the screen's tab by it). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
