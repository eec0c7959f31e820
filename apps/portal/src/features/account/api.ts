import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { calls, type AgreementStatus } from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** An agreement page's text; operators change these rarely. */
export function agreementQueryOptions(status: AgreementStatus) {
  return queryOptions({
    ...callQueryOptions(sdk, calls.agreement, { status }),
    staleTime: 30 * 60 * 1000,
  });
}

export interface BindInfo {
  username: string;
  enterprise_name: string;
  credit_code: string;
}

/** Completes the member's account: username (when missing), enterprise name and credit code. */
export async function bindInfo(values: BindInfo): Promise<void> {
  await sdk.call(calls.bind_info, values);
}
