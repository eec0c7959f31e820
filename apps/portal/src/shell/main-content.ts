/** The id of every page's `<main>`: the skip link's target and where focus goes when nothing better is left. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus to the page's main content without scrolling the page: a dialog that closes or a
 * skip link that is followed must not leave focus on `<body>`, where the next Tab starts over
 * at the top of the header.
 */
export function focusMainContent(
  doc: Document = document,
  { preventScroll = true }: { preventScroll?: boolean } = {},
): boolean {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  main.focus({ preventScroll });
  return doc.activeElement === main;
}

/**
 * Gives focus back after a dialog closed: to the element that had it when the dialog opened, if
 * that is still on the page and can take focus; otherwise to the main content.
 */
export function restoreFocus(opener: Element | null, doc: Document = document): void {
  if (opener instanceof HTMLElement && opener !== doc.body && opener.isConnected) {
    opener.focus({ preventScroll: true });
    if (doc.activeElement === opener) return;
  }
  focusMainContent(doc);
}
