import type { ReactNode } from 'react';
import { publicHref } from '../../../components/app-link';
import { RouterHrefLink } from '../../../components/router-href-link';

/**
 * A link to a policy document's page (/policyDetailData?id=). By address rather than the typed
 * Link: the policy pages are built by another part of issue 14, and the address is the spec's
 * either way.
 */
export function PolicyLink({
  id,
  children,
}: {
  readonly id: number;
  readonly children: ReactNode;
}) {
  return <RouterHrefLink href={publicHref('/policyDetailData', { id })}>{children}</RouterHrefLink>;
}
