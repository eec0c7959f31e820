// Experts (专家库): categories and the filtered list.
import { z } from 'zod';
import { HOME_PAGE_SIZES } from '../constants.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { filterTextSchema, idSchema, pageShape, titleSchema } from './common.js';

export const expertCategorySchema = z.object({ institutions_name: titleSchema });
export type ExpertCategory = z.infer<typeof expertCategorySchema>;

export const expert_manage_first = defineCall({
  name: 'expert_manage_first',
  method: 'POST',
  path: '/api/demo/expert_manage_first',
  summary: '专家分类列表',
  body: z.object({}),
  data: z.array(expertCategorySchema),
});

export const expertSchema = z.object({
  id: idSchema,
  name: titleSchema,
  /** Strong fields (擅长领域). */
  case: z.string().max(2000),
});
export type Expert = z.infer<typeof expertSchema>;

export const expert_manage_list = defineCall({
  name: 'expert_manage_list',
  method: 'POST',
  path: '/api/demo/expert_manage_list',
  summary: '专家列表（按分类、标签、地区筛选）',
  body: z.object({
    ...pageShape(HOME_PAGE_SIZES.experts),
    institutions_name: filterTextSchema,
    label1: filterTextSchema,
    area: filterTextSchema,
  }),
  data: pagedSchema(expertSchema),
});
