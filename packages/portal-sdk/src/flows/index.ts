// The flow tables of every entity with states (design §6), and the helpers that read them.
// `@qyfw/portal-sdk/flows`: plain data and functions, no zod, no HTTP client.
import type { AnyFlow } from './define-flow.js';
import { enterpriseAuthFlow } from './enterprise-auth.js';
import { exemptCaseFlow } from './exempt-case.js';
import { policyApplicationFlow } from './policy-application.js';
import { qrLoginFlow } from './qr-login.js';

export * from './define-flow.js';
export * from './enterprise-auth.js';
export * from './exempt-case.js';
export * from './policy-application.js';
export * from './qr-login.js';

/** Every flow by its entity type: what workflow_events.entity_type may name. */
export const FLOWS = {
  qr_login_sign: qrLoginFlow,
  enterprise_auth: enterpriseAuthFlow,
  policy_application: policyApplicationFlow,
  exempt_case: exemptCaseFlow,
} as const satisfies Record<string, AnyFlow>;

export type FlowEntity = keyof typeof FLOWS;
export const FLOW_ENTITIES = Object.keys(FLOWS) as [FlowEntity, ...FlowEntity[]];
