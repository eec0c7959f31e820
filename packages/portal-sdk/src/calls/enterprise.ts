// Enterprise records of the member.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { countSchema, idSchema } from './common.js';

/** Counts behind the renewal warning (contract §3, §4). */
export const renewalCountsSchema = z.object({
  /** Qualifications (资质). */
  zzgl: countSchema,
  patent_num: countSchema,
  /** Works copyrights (作品). */
  copyright_num: countSchema,
  /** Software copyrights (软著). */
  softright_num: countSchema,
  /** Trademarks (商标). */
  brand_num: countSchema,
});
export type RenewalCounts = z.infer<typeof renewalCountsSchema>;

export const list_count = defineCall({
  name: 'list_count',
  method: 'POST',
  path: '/api/Enterprise/list_count',
  auth: 'user',
  summary: '企业续费预警数量（资质、专利、作品、软著、商标）',
  body: z.object({ enterprise_id: idSchema }),
  data: renewalCountsSchema,
});
