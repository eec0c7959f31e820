import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { importWithRetry } from '../../lib/asset-load-recovery';
import { restoreFocus } from '../main-content';
import { useRenewalWarning } from '../../session/renewal-warning-store';

// Only enterprise members with due renewals ever see it: the Modal loads on demand.
const RenewalWarningDialog = lazy(() =>
  importWithRetry(() => import('./renewal-warning-dialog')).then((module) => ({
    default: module.RenewalWarningDialog,
  })),
);

export function RenewalWarningHost() {
  const counts = useRenewalWarning();
  const open = counts !== null;
  // What had focus when the warning appeared; undefined while no warning has been shown.
  const opener = useRef<Element | null | undefined>(undefined);

  // The dialog unmounts the moment it is answered, taking its focused button along; focus would
  // drop to <body> and the next Tab would start over at the top of the header. Give it back to
  // what had it (rarely still there: the warning follows a login) or to the page's content.
  // A layout effect, so the opener is read before the dialog moves focus into itself.
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement;
      return;
    }
    if (opener.current === undefined) return;
    const previous = opener.current;
    opener.current = undefined;
    restoreFocus(previous);
  }, [open]);

  if (!counts) return null;
  return (
    <Suspense fallback={null}>
      <RenewalWarningDialog counts={counts} />
    </Suspense>
  );
}
