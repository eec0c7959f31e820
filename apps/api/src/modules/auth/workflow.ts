// The QR login sign's flow and table, registered for transition() and the operators' history.
import { qrLoginFlow } from '@qyfw/portal-sdk/flows';
import { qrLoginSigns } from '../../db/schema/index.js';
import { defineWorkflowEntity } from '../shared/workflow/entity.js';

export const qrLoginSignEntity = defineWorkflowEntity(qrLoginFlow, qrLoginSigns);
