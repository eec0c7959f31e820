// A link to one field of the record (/information#credit_clean, from a 待确认 condition on /match)
// lands on that field: scrolled into view and focused, so the member answers it at once instead of
// searching a long form for it.
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button';

/** Once the form is on screen: the field whose id the address's hash names (antd ids = names). */
export function useFocusFieldFromHash(): void {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    // Only a field name: the hash is the visitor's to type, never a selector.
    if (!/^[a-z_]+$/.test(hash)) return;
    const target = document.getElementById(hash);
    if (!target) return;
    const control = target.matches(FOCUSABLE)
      ? target
      : target.querySelector<HTMLElement>(FOCUSABLE);
    target.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  }, [hash]);
}
