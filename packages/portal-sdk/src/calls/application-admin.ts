// The operators' calls over applications and 免申即享 cases (平台运营, DOMAIN §3): list and open
// applications, move them and the cases through their flows, publish award lists. Console only
// (`auth: { roles: ['operator'] }`, paths /api/console/application/… and /api/console/exempt-case/…):
// the portal never imports this domain, and a portal test checks its bundles carry none of it.
// The events an operator may make and what each needs come from the flow tables.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { eventsBy } from '../flows/define-flow.js';
import { exemptCaseFlow } from '../flows/exempt-case.js';
import { policyApplicationFlow } from '../flows/policy-application.js';
import { transitionBodySchema } from '../transition-body.js';
import {
  amountSchema,
  applicationDetailSchema,
  applicationStateSchema,
  correctionItemSchema,
  exemptCaseSchema,
  exemptCaseStateSchema,
} from './application.js';
import {
  epochSecondsSchema,
  filterTextSchema,
  idSchema,
  intSchema,
  pageShape,
  policyLevelSchema,
} from './common.js';

export const enterpriseBriefSchema = z.object({
  id: idSchema,
  name: z.string(),
  credit_code: z.string(),
});

export const adminApplicationItemSchema = z.object({
  id: idSchema,
  state: applicationStateSchema,
  version: intSchema(0),
  serial_number: z.string().nullable(),
  enterprise: enterpriseBriefSchema,
  call: z.object({ id: idSchema, title: z.string() }),
  amount: z.number().nonnegative().nullable(),
  submittime: epochSecondsSchema.nullable(),
  updatetime: epochSecondsSchema,
});
export type AdminApplicationItem = z.infer<typeof adminApplicationItemSchema>;

export const adminApplicationDetailSchema = applicationDetailSchema.extend({
  enterprise: enterpriseBriefSchema,
  /** The events an operator may make now. */
  operator_actions: z.array(z.enum(eventsBy(policyApplicationFlow, 'operator'))),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

export const admin_application_list = defineCall({
  name: 'admin_application_list',
  method: 'POST',
  path: '/api/console/application/list',
  auth: { roles: ['operator'] },
  summary: '运营：申报列表（按状态、申报通知筛选，按企业名称或申报编号搜索）',
  body: z.object({
    ...pageShape(20),
    state: applicationStateSchema.optional(),
    call_id: idSchema.optional(),
    keyword: filterTextSchema,
  }),
  data: pagedSchema(adminApplicationItemSchema),
});

export const admin_application_detail = defineCall({
  name: 'admin_application_detail',
  method: 'POST',
  path: '/api/console/application/detail',
  auth: { roles: ['operator'] },
  summary: '运营：一条申报的详情（企业、表单、材料、进度）',
  body: z.object({ id: idSchema }),
  data: adminApplicationDetailSchema,
});

export const admin_application_transition = defineCall({
  name: 'admin_application_transition',
  method: 'POST',
  path: '/api/console/application/transition',
  auth: { roles: ['operator'] },
  summary: '运营：受理、不予受理、要求补正、开始审核、拟支持、未通过、拨付或确认到账',
  // The operator's events and what each needs come from the flow table's rows.
  body: transitionBodySchema(policyApplicationFlow, 'operator', {
    /** request_correction: every item to correct, at once. */
    items: z
      .array(correctionItemSchema, { error: '补正项须为列表' })
      .max(100, { error: '补正项过多' }),
    /** propose: the support, 万元, at most the call's ceiling. */
    amount: amountSchema,
  }),
  data: adminApplicationDetailSchema,
});

export const adminExemptCaseItemSchema = exemptCaseSchema.extend({
  enterprise: enterpriseBriefSchema,
  /** The events an operator may make now. */
  operator_actions: z.array(z.enum(eventsBy(exemptCaseFlow, 'operator'))),
});
export type AdminExemptCaseItem = z.infer<typeof adminExemptCaseItemSchema>;

export const admin_exempt_case_list = defineCall({
  name: 'admin_exempt_case_list',
  method: 'POST',
  path: '/api/console/exempt-case/list',
  auth: { roles: ['operator'] },
  summary: '运营：免申即享事项列表（按状态、申报通知筛选，按企业名称搜索）',
  body: z.object({
    ...pageShape(20),
    state: exemptCaseStateSchema.optional(),
    call_id: idSchema.optional(),
    keyword: filterTextSchema,
  }),
  data: pagedSchema(adminExemptCaseItemSchema),
});

export const admin_exempt_case_transition = defineCall({
  name: 'admin_exempt_case_transition',
  method: 'POST',
  path: '/api/console/exempt-case/transition',
  auth: { roles: ['operator'] },
  summary: '运营：推送告知、复核后重新告知、复核不符合、公示、拨付或确认到账',
  // publicize / pay: an amount (万元) replaces the case's; a dispute's review says why.
  body: transitionBodySchema(exemptCaseFlow, 'operator', { amount: amountSchema }),
  data: adminExemptCaseItemSchema,
});

export const admin_award_list_publish = defineCall({
  name: 'admin_award_list_publish',
  method: 'POST',
  path: '/api/console/application/award_list_publish',
  auth: { roles: ['operator'] },
  summary: '运营：发布一份申报通知的获扶持企业公示名单（拟支持公示或已拨付的申报与免申即享）',
  body: z.object({
    call_id: idSchema,
    entry_name: z
      .string({ error: '请填写公示名称' })
      .trim()
      .min(2, { error: '请填写公示名称', abort: true })
      .max(200, { error: '公示名称不能超过200个字符' }),
  }),
  data: z.object({
    group_id: idSchema,
    entry_name: z.string(),
    level: policyLevelSchema,
    companies: z.number().int().nonnegative(),
    total_money: z.number().nonnegative(),
  }),
});
