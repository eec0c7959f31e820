// News and announcements (资讯、政策公告): the paged lists behind 政策资讯's tabs and one article
// of each (/policyDetail); 最新动态 (trends: the park's news) on /dynamicList and /trendsDetail.
import { z } from 'zod';
import { ALL_LEVELS, HOME_PAGE_SIZES } from '../constants.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import {
  addressSchema,
  epochSecondsSchema,
  idSchema,
  pageShape,
  policyLevelSchema,
  titleSchema,
} from './common.js';

/**
 * An announcement or information item (contract §3: id, title), with who published it and when, which a
 * list page shows beside the title.
 */
export const articleItemSchema = z.object({
  id: idSchema,
  title: titleSchema,
  /** The issuing unit of an announcement, the source of an information item. */
  source: titleSchema,
  /** When it was published, epoch seconds. */
  createtime: epochSecondsSchema,
});
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

/**
 * An announcement in a list: also the policy document and the call for applications it announces
 * (null when it names none), so /policyList links to /policyDetailData and the call.
 */
export const bulletinItemSchema = articleItemSchema.extend({
  policy_id: idSchema.nullable(),
  call_id: idSchema.nullable(),
});
export type BulletinItem = z.infer<typeof bulletinItemSchema>;

export const bulletin_list = defineCall({
  name: 'bulletin_list',
  method: 'POST',
  path: '/api/demo/bulletin_list',
  summary: '政策公告列表（正在申报、正在公示、其它资讯）',
  body: z.object({
    ...pageShape(HOME_PAGE_SIZES.bulletins),
    level: z.union([z.literal(ALL_LEVELS), policyLevelSchema]).default(ALL_LEVELS),
    /** 1 for 正在公示, 5 for 其它资讯; absent for 正在申报 (contract §7). */
    type: z.number().int().min(0).max(99).optional(),
  }),
  data: pagedSchema(bulletinItemSchema),
});

/** One announcement or information article: what /policyDetail shows. */
export const articleDetailSchema = articleItemSchema.extend({
  /** The body as sanitized HTML (the server cleans it on every write); clients sanitize again. */
  content: z.string(),
  /** A declaration notice's last day to apply (YYYY-MM-DD, Asia/Shanghai); null otherwise. */
  deadline: z.iso.date().nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** The body of both detail calls: the id of a row of their list. */
const articleIdBody = z.object({ id: idSchema });

export const information_detail = defineCall({
  name: 'information_detail',
  method: 'POST',
  path: '/api/demo/information_detail',
  summary: '资讯详情（标题、来源、发布时间、正文）',
  body: articleIdBody,
  data: articleDetailSchema,
});

/** An announcement: the article and the policy document and call it announces (null when none). */
export const bulletinDetailSchema = articleDetailSchema.extend({
  policy_id: idSchema.nullable(),
  call_id: idSchema.nullable(),
});
export type BulletinDetail = z.infer<typeof bulletinDetailSchema>;

export const bulletin_detail = defineCall({
  name: 'bulletin_detail',
  method: 'POST',
  path: '/api/demo/bulletin_detail',
  summary: '政策公告详情（标题、发布单位、发布时间、正文、申报截止日期、所属政策与申报通知）',
  body: articleIdBody,
  data: bulletinDetailSchema,
});

/** A news item (最新动态) in /dynamicList: its cover and summary beside the title, source and date. */
export const trendItemSchema = articleItemSchema.extend({
  /** The cover image's address ('' when it has none). */
  image: addressSchema,
  summary: z.string().max(1000),
});
export type TrendItem = z.infer<typeof trendItemSchema>;

export const trends_list = defineCall({
  name: 'trends_list',
  method: 'POST',
  path: '/api/demo/trends_list',
  summary: '最新动态列表（分页，新发布的在前）',
  body: z.object({ ...pageShape(10) }),
  data: pagedSchema(trendItemSchema),
});

/** One news article: what /trendsDetail shows. */
export const trendDetailSchema = trendItemSchema.extend({
  /** The body as sanitized HTML (the server cleans it on every write and read); clients sanitize again. */
  content: z.string(),
});
export type TrendDetail = z.infer<typeof trendDetailSchema>;

export const trends_detail = defineCall({
  name: 'trends_detail',
  method: 'POST',
  path: '/api/demo/trends_detail',
  summary: '最新动态详情（标题、来源、发布时间、封面、正文）',
  body: articleIdBody,
  data: trendDetailSchema,
});
