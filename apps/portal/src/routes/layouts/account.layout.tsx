import { createFileRoute } from '@tanstack/react-router';
import { RoutePendingPage } from '../../shell/route-pending-page';

/**
 * The account pages a visitor uses: register, reset a password, confirm a QR login on the phone.
 * Under no header tab; each asks nothing of the session before it shows.
 */
export const Route = createFileRoute('/_account')({
  staticData: { page: null },
  // No component: a layout without one renders its page alone, and costs no chunk to load.
  // A page slower than the router's pending delay shows this meanwhile, under the header.
  pendingComponent: RoutePendingPage,
});
