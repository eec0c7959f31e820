// The authentication request's flow and table (qyedit), registered for transition() and the
// operators' history.
import { enterpriseAuthFlow } from '@qyfw/portal-sdk/flows';
import { enterpriseEdits } from '../../db/schema/index.js';
import { defineWorkflowEntity } from '../shared/workflow/entity.js';

export const enterpriseAuthEntity = defineWorkflowEntity(enterpriseAuthFlow, enterpriseEdits);
