// The 免申即享 case's flow and table, registered for transition() and the operators' history.
import { exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import { exemptCases } from '../../db/schema/index.js';
import { defineWorkflowEntity } from '../shared/workflow/entity.js';

export const exemptCaseEntity = defineWorkflowEntity(exemptCaseFlow, exemptCases);
