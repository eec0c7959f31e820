// Every entity with states, by the entity type its events are stored under (the SDK's FLOWS):
// transition() moves them and the operators' history call reads them.
import { FLOWS } from '@qyfw/portal-sdk/flows';
import type { FlowEntity } from '@qyfw/portal-sdk/flows';
import {
  enterpriseEdits,
  exemptCases,
  policyApplications,
  qrLoginSigns,
} from '../../../db/schema/index.js';
import { defineWorkflowEntity } from './entity.js';
import type { WorkflowEntity } from './entity.js';

export const qrLoginSignEntity = defineWorkflowEntity(FLOWS.qr_login_sign, qrLoginSigns);
export const enterpriseAuthEntity = defineWorkflowEntity(FLOWS.enterprise_auth, enterpriseEdits);

export const policyApplicationEntity = defineWorkflowEntity(
  FLOWS.policy_application,
  policyApplications,
);
export const exemptCaseEntity = defineWorkflowEntity(FLOWS.exempt_case, exemptCases);

export const WORKFLOW_ENTITIES = {
  qr_login_sign: qrLoginSignEntity,
  enterprise_auth: enterpriseAuthEntity,
  policy_application: policyApplicationEntity,
  exempt_case: exemptCaseEntity,
} as const satisfies Record<FlowEntity, WorkflowEntity>;
