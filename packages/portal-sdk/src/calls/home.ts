// The home page's own call (contract §1, §3): counters, newest trends and policy knowledge in one answer.
// The home page's lists come from their domains' calls (policy, news, service, expert, talent,
// appeal), so an app that shows one of them does not load the others.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { addressSchema, countSchema, epochSecondsSchema, idSchema, titleSchema } from './common.js';

export const trendSchema = z.object({
  id: idSchema,
  title: titleSchema,
  image: addressSchema,
  createtime: epochSecondsSchema,
});
export type Trend = z.infer<typeof trendSchema>;

export const knowledgeItemSchema = z.object({ id: idSchema, title: titleSchema });
export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>;

/** Home data (contract §3). */
export const homeDataSchema = z.object({
  /** Enterprises registered in the directory. */
  enterprise_num: countSchema,
  /**
   * 入驻企业 as every screen shows it: enterprise_num plus the site config's yrzqys_count (contract §9),
   * added by the server so the home page and the data screen (daping_totals.enterprises) show
   * one figure and no client adds anything.
   */
  enterprise_total: countSchema,
  yhenterprise_num: countSchema,
  expert_manage_num: countSchema,
  talent_manage_num: countSchema,
  policy_count: countSchema,
  service_count: countSchema,
  problem_count: countSchema,
  trends: z.array(trendSchema),
  knowledge: z.array(knowledgeItemSchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;

export const index = defineCall({
  name: 'index',
  method: 'POST',
  path: '/api/demo/index',
  summary: '首页数据（统计数字、最新动态、政策知识）',
  body: z.object({}),
  data: homeDataSchema,
});
