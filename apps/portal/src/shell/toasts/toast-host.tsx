import { lazy, Suspense, type ComponentType } from 'react';
import { importWithRetry } from '../../lib/asset-load-recovery';
import { abandonToasts, useToastsWanted } from '../../lib/notify';

// antd's message and its theme provider (≈ 10 kB gzip) load with the first toast.
const ToastOutlet = lazy<ComponentType>(() =>
  importWithRetry(() => import('./toast-outlet')).then(
    (module) => ({ default: module.ToastOutlet }),
    () => {
      // Already reported by importWithRetry; a toast is not worth breaking the page for.
      abandonToasts();
      return { default: () => null };
    },
  ),
);

/** Mounts what draws the toasts once the first one is asked for, on every page. */
export function ToastHost() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
