// A document's validity as the library shows it: 已失效 follows from valid_until and today.
import type { PolicyValidityState } from '@qyfw/portal-sdk/calls/policy-library';
import { POLICY_VALIDITY_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyValidity } from '../../db/schema/index.js';

export function validityOf(
  stored: PolicyValidity,
  validUntil: string | null,
  today: string,
): { validity: PolicyValidityState; validity_label: string } {
  const state: PolicyValidityState =
    stored === 'current' && validUntil !== null && validUntil < today ? 'expired' : stored;
  return { validity: state, validity_label: POLICY_VALIDITY_LABELS[state] };
}
