// A confirmation that replaces a form (申报已提交, 认证状态 待审核) appears where the form began,
// often far above the submit button the member scrolled down to: without this the page stays
// where the button was and the member sees nothing happen. Scrolled into view and focused (the
// target carries tabIndex={-1}), a screen reader also reads it at once (WCAG 2.4.3).
import { useEffect, useRef } from 'react';

/**
 * A ref for the confirmation: when `active` (on mount, or when it turns true — a submit's answer
 * may arrive after the refetch that already drew the confirmation), it is scrolled to and takes
 * the focus, once.
 */
export function useFocusOnArrival<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
    // Only on arrival: a later re-render must not pull the focus back.
  }, [active]);
  return ref;
}
