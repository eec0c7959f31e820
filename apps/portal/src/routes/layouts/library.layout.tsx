import { createFileRoute } from '@tanstack/react-router';
import { RoutePendingPage } from '../../shell/route-pending-page';

/**
 * The public browsing pages (policies, services, experts, talents, the footer's pages): open to
 * visitors, each under the header tab its staticData names.
 */
export const Route = createFileRoute('/_library')({
  staticData: { page: null },
  // No component: a layout without one renders its page alone, and costs no chunk to load.
  // A page slower than the router's pending delay shows this meanwhile, under the header.
  pendingComponent: RoutePendingPage,
});
