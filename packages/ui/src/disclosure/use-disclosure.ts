import { useCallback, useRef, useState } from 'react';

/**
 * Open/closed state of a panel that opens on hover as well as on click. A click right after
 * the hover that opened it must keep it open (the pointer arrives, then clicks), so a click
 * only closes a panel that a click opened.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const openedByClick = useRef(false);

  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => {
    openedByClick.current = false;
    setOpen(false);
  }, []);
  const toggle = useCallback(() => {
    if (openedByClick.current) {
      openedByClick.current = false;
      setOpen(false);
      return;
    }
    openedByClick.current = true;
    setOpen(true);
  }, []);

  return { open, show, hide, toggle };
}
