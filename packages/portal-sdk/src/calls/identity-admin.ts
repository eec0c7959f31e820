// The operators' review of enterprise authentication requests (平台运营, DOMAIN §7): list, open,
// approve, return with a reason. Console only (`auth: { roles: ['operator'] }`, paths
// /api/console/identity/…): the portal never imports this domain.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { filterTextSchema, idSchema, pageShape } from './common.js';
import {
  authRequestDetailSchema,
  authRequestItemSchema,
  authRequestSchema,
  decisionTarget,
  enterpriseAuthStateSchema,
  returnReasonSchema,
} from './identity.js';

export const admin_auth_request_list = defineCall({
  name: 'admin_auth_request_list',
  method: 'POST',
  path: '/api/console/identity/list',
  auth: { roles: ['operator'] },
  summary: '运营：企业认证申请列表（按状态筛选，按企业名称或信用代码搜索）',
  body: z.object({
    ...pageShape(20),
    state: enterpriseAuthStateSchema.optional(),
    keyword: filterTextSchema,
  }),
  data: pagedSchema(authRequestItemSchema),
});

export const admin_auth_request_detail = defineCall({
  name: 'admin_auth_request_detail',
  method: 'POST',
  path: '/api/console/identity/detail',
  auth: { roles: ['operator'] },
  summary: '运营：一条企业认证申请的详情（申请人、材料、历史、审计记录）',
  body: z.object({ id: idSchema }),
  data: authRequestDetailSchema,
});

export const admin_auth_request_approve = defineCall({
  name: 'admin_auth_request_approve',
  method: 'POST',
  path: '/api/console/identity/approve',
  auth: { roles: ['operator'] },
  summary: '运营：通过企业认证申请',
  body: z.object(decisionTarget),
  data: authRequestSchema,
});

export const admin_auth_request_return = defineCall({
  name: 'admin_auth_request_return',
  method: 'POST',
  path: '/api/console/identity/return',
  auth: { roles: ['operator'] },
  summary: '运营：退回企业认证申请（须填写原因）',
  body: z.object({ ...decisionTarget, reason: returnReasonSchema }),
  data: authRequestSchema,
});
