// Enterprise appeals (企业诉求): the statistics the home page shows.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { countSchema } from './common.js';

/** Appeal statistics of the home page; rate is the share of appeals done, 0..1. */
export const appealStatisticsSchema = z.object({
  total: countSchema,
  pending: countSchema,
  processing: countSchema,
  done: countSchema,
  rate: z.number().min(0).max(1),
});
export type AppealStatistics = z.infer<typeof appealStatisticsSchema>;

export const appeal_statistics = defineCall({
  name: 'appeal_statistics',
  method: 'POST',
  path: '/api/demo/appeal_statistics',
  summary: '企业诉求统计（总数、待处理、处理中、已办结、办结率）',
  body: z.object({}),
  data: appealStatisticsSchema,
});
