// Services (惠企服务): the service list, its types and the service-system strip.
import { z } from 'zod';
import { HOME_PAGE_SIZES, MAX_SERVICE_SYSTEM_PAGE_SIZE } from '../constants.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { addressSchema, idSchema, pageShape, titleSchema, typeOptionSchema } from './common.js';

export const serviceItemSchema = z.object({
  id: idSchema,
  image: addressSchema,
  policy_name: titleSchema,
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const service_manage = defineCall({
  name: 'service_manage',
  method: 'POST',
  path: '/api/demo/service_manage',
  summary: '惠企服务列表（可按服务类型筛选）',
  body: z.object({
    ...pageShape(HOME_PAGE_SIZES.services),
    service_type_id: idSchema.optional(),
  }),
  data: pagedSchema(serviceItemSchema),
});

export const service_type_list = defineCall({
  name: 'service_type_list',
  method: 'POST',
  path: '/api/demo/service_type_list',
  summary: '服务类型列表',
  body: z.object({}),
  data: z.array(typeOptionSchema),
});

/** A service-system strip item (contract §3); `id` keys the item in lists. */
export const serviceSystemItemSchema = z.object({
  id: idSchema,
  title: titleSchema,
  image: addressSchema,
  url: addressSchema,
});
export type ServiceSystemItem = z.infer<typeof serviceSystemItemSchema>;

export const fwystem = defineCall({
  name: 'fwystem',
  method: 'POST',
  path: '/api/demo/fwystem',
  summary: '服务体系列表（首页滚动条）',
  body: z.object(pageShape(HOME_PAGE_SIZES.serviceSystem, MAX_SERVICE_SYSTEM_PAGE_SIZE)),
  data: pagedSchema(serviceSystemItemSchema),
});
