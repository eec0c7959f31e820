// Policies (政策): the newest policies per level with the enterprises they supported.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { epochSecondsSchema, idSchema, policyLevelSchema, titleSchema } from './common.js';

/** A company on a newest-policy award list; total_money is in 万 (contract §3). */
export const policyCompanySchema = z.object({
  id: idSchema,
  enterprise_name: titleSchema,
  topic_name: titleSchema,
  level: policyLevelSchema,
  unit: titleSchema,
  total_money: z.number().nonnegative(),
});
export type PolicyCompany = z.infer<typeof policyCompanySchema>;

export const policyGroupSchema = z.object({
  id: idSchema,
  createtime: epochSecondsSchema,
  entry_name: titleSchema,
  level: policyLevelSchema,
  list: z.array(policyCompanySchema),
});
export type PolicyGroup = z.infer<typeof policyGroupSchema>;

export const get_policynew = defineCall({
  name: 'get_policynew',
  method: 'POST',
  path: '/api/demo/get_policynew',
  summary: '按级别获取最新政策及获扶持企业',
  body: z.object({ level: policyLevelSchema }),
  data: z.array(policyGroupSchema),
});
