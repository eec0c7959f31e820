// Everything the home page shows (§1): counters, news, policies, announcements, services,
// appeals, experts, talents and the service-system strip.
import { z } from 'zod';
import { ALL_LEVELS, HOME_PAGE_SIZES, MAX_SERVICE_SYSTEM_PAGE_SIZE } from '../constants.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import {
  addressSchema,
  countSchema,
  epochSecondsSchema,
  filterTextSchema,
  idSchema,
  pageShape,
  policyLevelSchema,
  titleSchema,
  typeOptionSchema,
} from './common.js';

export const trendSchema = z.object({
  id: idSchema,
  title: titleSchema,
  image: addressSchema,
  createtime: epochSecondsSchema,
});
export type Trend = z.infer<typeof trendSchema>;

export const knowledgeItemSchema = z.object({ id: idSchema, title: titleSchema });
export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>;

/** Home data (§3). */
export const homeDataSchema = z.object({
  /** Enterprises registered in the directory. */
  enterprise_num: countSchema,
  /**
   * 入驻企业 as every screen shows it: enterprise_num plus the site config's yrzqys_count (§9),
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

/** A company on a newest-policy award list; total_money is in 万 (§3). */
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

/** An announcement or information item (§3). */
export const articleItemSchema = z.object({ id: idSchema, title: titleSchema });
export type ArticleItem = z.infer<typeof articleItemSchema>;

export const get_information = defineCall({
  name: 'get_information',
  method: 'POST',
  path: '/api/demo/get_information',
  summary: '资讯列表（分页）',
  body: z.object({
    ...pageShape(HOME_PAGE_SIZES.bulletins),
    /** −1 for every type. */
    type: z.number().int().min(-1).max(99).default(-1),
  }),
  data: pagedSchema(articleItemSchema),
});

export const bulletin_list = defineCall({
  name: 'bulletin_list',
  method: 'POST',
  path: '/api/demo/bulletin_list',
  summary: '政策公告列表（正在申报、正在公示、其它资讯）',
  body: z.object({
    ...pageShape(HOME_PAGE_SIZES.bulletins),
    level: z.union([z.literal(ALL_LEVELS), policyLevelSchema]).default(ALL_LEVELS),
    /** 1 for 正在公示, 5 for 其它资讯; absent for 正在申报 (§7). */
    type: z.number().int().min(0).max(99).optional(),
  }),
  data: pagedSchema(articleItemSchema),
});

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

/** A service-system strip item (§3); `id` keys the item in lists. */
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

export const talentSchema = z.object({
  id: idSchema,
  name: titleSchema,
  /** 1 male, 2 female, anything else unknown (§3). */
  gender: z.number().int(),
  /** Year first, e.g. 1990-05-01; the age shown is this year minus that year (§9). */
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
