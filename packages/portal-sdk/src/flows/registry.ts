// Written by `pnpm --filter @qyfw/portal-sdk run exports` (scripts/flow-registry.ts) from the
// flow files in this folder, one defineFlow table each, keyed by its entity type. Do not edit:
// add or remove a flow file and run the script; test/flow-registry.test.ts fails when stale.
import type { AnyFlow } from './define-flow.js';
import { enterpriseAuthFlow } from './enterprise-auth.js';
import { exemptCaseFlow } from './exempt-case.js';
import { policyApplicationFlow } from './policy-application.js';
import { qrLoginFlow } from './qr-login.js';

export * from './enterprise-auth.js';
export * from './exempt-case.js';
export * from './policy-application.js';
export * from './qr-login.js';

/** Every flow by its entity type: what workflow_events.entity_type may name. */
export const FLOWS = {
  enterprise_auth: enterpriseAuthFlow,
  exempt_case: exemptCaseFlow,
  policy_application: policyApplicationFlow,
  qr_login_sign: qrLoginFlow,
} as const satisfies Record<string, AnyFlow>;
