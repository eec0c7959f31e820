// The application's flow and table, registered for transition() and the operators' history.
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { policyApplications } from '../../db/schema/index.js';
import { defineWorkflowEntity } from '../shared/workflow/entity.js';

export const policyApplicationEntity = defineWorkflowEntity(
  policyApplicationFlow,
  policyApplications,
);
