// The operators' calls over applications and 免申即享 cases (平台运营, DOMAIN §3): list and open
// applications, move them and the cases through their flows, publish award lists. Console only
// (`auth: { roles: ['operator'] }`, paths /api/console/application/… and /api/console/exempt-case/…):
// the portal never imports this domain, and a portal test checks its bundles carry none of it.
// The events an operator may make and what each needs come from the flow tables.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { eventsBy, needsOf } from '../flows/define-flow.js';
import type { FlowEventBy } from '../flows/define-flow.js';
import { exemptCaseFlow } from '../flows/exempt-case.js';
import { policyApplicationFlow } from '../flows/policy-application.js';
import { TRANSITION_REASON_MAX, transitionBodySchema } from '../transition-body.js';
import {
  amountSchema,
  applicationDetailSchema,
  applicationStateSchema,
  correctionItemSchema,
  exemptCaseSchema,
  exemptCaseStateSchema,
  timelineEntrySchema,
} from './application.js';
import {
  countSchema,
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
  summary: '运营：免申即享事项列表（按状态、申报通知筛选，按企业名称或统一社会信用代码搜索）',
  body: z.object({
    ...pageShape(20),
    state: exemptCaseStateSchema.optional(),
    call_id: idSchema.optional(),
    keyword: filterTextSchema,
  }),
  data: pagedSchema(adminExemptCaseItemSchema),
});

export const adminExemptCaseDetailSchema = adminExemptCaseItemSchema.extend({
  /** Every step with who made it, when and why (a dispute's note is its step's reason). */
  timeline: z.array(timelineEntrySchema),
});
export type AdminExemptCaseDetail = z.infer<typeof adminExemptCaseDetailSchema>;

export const admin_exempt_case_detail = defineCall({
  name: 'admin_exempt_case_detail',
  method: 'POST',
  path: '/api/console/exempt-case/detail',
  auth: { roles: ['operator'] },
  summary: '运营：一项免申即享的详情（企业、通知、比对数据快照、企业异议、处理记录）',
  body: z.object({ id: idSchema }),
  data: adminExemptCaseDetailSchema,
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

type ExemptOperatorEvent = FlowEventBy<typeof exemptCaseFlow, 'operator'>;

/**
 * The operator's events a bulk step may make: those whose rows require nothing (推送告知, 公示,
 * 拨付, 确认到账). A dispute's review needs its own 复核意见, so it is never bulk. Derived from the
 * flow table, never listed.
 */
export const EXEMPT_BULK_EVENTS = eventsBy(exemptCaseFlow, 'operator').filter(
  (event) => !Object.values(needsOf(exemptCaseFlow, event)).includes(true),
) as [ExemptOperatorEvent, ...ExemptOperatorEvent[]];
export type ExemptBulkEvent = (typeof EXEMPT_BULK_EVENTS)[number];

/** The most cases one bulk step takes (a page of the queue at its largest). */
export const EXEMPT_BULK_MAX = 100;

export const exemptBulkResultSchema = z.object({
  id: idSchema,
  ok: z.boolean(),
  /** After the step; null when it was refused. */
  state: exemptCaseStateSchema.nullable(),
  version: intSchema(0).nullable(),
  /** Why it was refused (the server's words: 已被他人处理, 当前状态不能拨付 …); null when done. */
  message: z.string().nullable(),
});
export type ExemptBulkResult = z.infer<typeof exemptBulkResultSchema>;

export const admin_exempt_case_bulk_transition = defineCall({
  name: 'admin_exempt_case_bulk_transition',
  method: 'POST',
  path: '/api/console/exempt-case/bulk_transition',
  auth: { roles: ['operator'] },
  summary: '运营：批量推送告知、公示、拨付或确认到账（逐项办理，逐项答复成败）',
  body: z.object({
    event: z.enum(EXEMPT_BULK_EVENTS, { error: '该操作不能批量办理' }),
    items: z
      .array(z.object({ id: idSchema, version: intSchema(0) }), { error: '请选择事项' })
      .min(1, { error: '请选择事项' })
      .max(EXEMPT_BULK_MAX, { error: `一次最多办理${EXEMPT_BULK_MAX}项` })
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
        error: '事项不能重复',
      }),
    /** One note kept on every case's step (第一批拨付); optional. */
    reason: z
      .string({ error: `${exemptCaseFlow.reasonLabel}须为文本` })
      .trim()
      .max(TRANSITION_REASON_MAX, {
        error: `${exemptCaseFlow.reasonLabel}不能超过${TRANSITION_REASON_MAX}个字符`,
      })
      .optional(),
  }),
  data: z.object({
    succeeded: countSchema,
    failed: countSchema,
    /** One per item, in the order sent. */
    results: z.array(exemptBulkResultSchema),
  }),
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
