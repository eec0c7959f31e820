import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import * as siteCalls from '@qyfw/portal-sdk/calls/site';
import type { AgreementStatus } from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** An agreement page's text; operators change these rarely. */
export function agreementQueryOptions(status: AgreementStatus) {
  return queryOptions({
    ...callQueryOptions(sdk, siteCalls.agreement, { status }),
    staleTime: 30 * 60 * 1000,
  });
}
