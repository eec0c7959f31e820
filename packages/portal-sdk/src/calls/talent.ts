// Talents (人才库): the list and its types.
import { z } from 'zod';
import { HOME_PAGE_SIZES } from '../constants.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { addressSchema, idSchema, pageShape, titleSchema, typeOptionSchema } from './common.js';

export const talentSchema = z.object({
  id: idSchema,
  name: titleSchema,
  /** 1 male, 2 female, anything else unknown (contract §3). */
  gender: z.number().int(),
  /** Year first, e.g. 1990-05-01; the age shown is this year minus that year (contract §9). */
  birth: z.string().regex(/^\d{4}/),
  education: z.string().max(100),
  /** Expected job. */
  post: z.string().max(200),
  /** Where the talent wants to work. */
  desirearea: z.string().max(200),
  image: addressSchema,
});
export type Talent = z.infer<typeof talentSchema>;

export const talent_manage_list = defineCall({
  name: 'talent_manage_list',
  method: 'POST',
  path: '/api/demo/talent_manage_list',
  summary: '人才列表（可按人才类型筛选）',
  body: z.object({
    talent_type_id: idSchema.optional(),
    ...pageShape(HOME_PAGE_SIZES.talents),
  }),
  data: pagedSchema(talentSchema),
});

export const talent_type_list = defineCall({
  name: 'talent_type_list',
  method: 'POST',
  path: '/api/demo/talent_type_list',
  summary: '人才类型列表',
  body: z.object({}),
  data: z.array(typeOptionSchema),
});
