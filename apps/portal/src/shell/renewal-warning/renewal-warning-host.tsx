import { lazy, Suspense } from 'react';
import { importWithRetry } from '../../lib/asset-load-recovery';
import { useRenewalWarning } from './renewal-warning-store';

// Only enterprise members with due renewals ever see it: the Modal loads on demand.
const RenewalWarningDialog = lazy(() =>
  importWithRetry(() => import('./renewal-warning-dialog')).then((module) => ({
    default: module.RenewalWarningDialog,
  })),
);

export function RenewalWarningHost() {
  const counts = useRenewalWarning();
  if (!counts) return null;
  return (
    <Suspense fallback={null}>
      <RenewalWarningDialog counts={counts} />
    </Suspense>
  );
}
