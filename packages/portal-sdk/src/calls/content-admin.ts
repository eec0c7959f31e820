// Operators' editorial content (内容发布; issue 26): 园区动态 (news), 政策知识 (knowledge), 政策资讯
// (information) and 公告 (bulletins) — one set of calls with a `kind` discriminator, since the four
// share their life (草稿 → 已发布 → 下线 back to 草稿, delete only a draft) and differ only in a few
// fields — and the site settings the home page and the footer read (轮播图, 页脚). Every call is
// role-checked (`auth: { roles: ['operator'] }`) and every change audited. An edit names the
// `updated_at` it read: a stale one is refused (409). Rich text is sanitized by the server on
// every write. Console only: the portal never imports this.
import { z } from 'zod';
import { boundedDateSchema } from '../bounds.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import {
  epochSecondsSchema,
  idSchema,
  pageShape,
  policyLevelSchema,
  titleSchema,
} from './common.js';
import {
  editorFilterShape,
  // The stamp an edit read: `updated_at` of the detail (epoch seconds).
  editStampSchema as stampSchema,
  labelledText as text,
  publishStateSchema,
  requiredText as required,
} from './editor-fields.js';
import { knowledgeKindSchema } from './policy-library.js';

// ---- the four kinds ----

export const CONTENT_KIND_LABELS = {
  news: '园区动态',
  knowledge: '政策知识',
  information: '政策资讯',
  bulletin: '公告',
} as const;
export type ContentKind = keyof typeof CONTENT_KIND_LABELS;
export const CONTENT_KINDS = Object.keys(CONTENT_KIND_LABELS) as [ContentKind, ...ContentKind[]];
export const contentKindSchema = z.enum(CONTENT_KINDS, {
  error: '内容类型须为园区动态、政策知识、政策资讯或公告',
});

/** get_information's types (the 政策资讯 category of an item). */
export const INFORMATION_TYPE_LABELS = { 1: '政策资讯', 2: '行业资讯', 3: '园区资讯' } as const;
export type InformationType = keyof typeof INFORMATION_TYPE_LABELS;
export const informationTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: '资讯类型须为政策资讯、行业资讯或园区资讯',
});

/**
 * bulletin_list's types: 正在公示 lists type 1, 其它资讯 type 5, and 正在申报 the declaration notices
 * (type 2) whose deadline has not passed — so a declaration notice needs its deadline.
 */
export const BULLETIN_TYPE_LABELS = { 1: '公示', 2: '申报通知', 5: '其它公告' } as const;
export type BulletinType = keyof typeof BULLETIN_TYPE_LABELS;
export const DECLARATION_BULLETIN_TYPE = 2;
export const bulletinTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(5)], {
  error: '公告类型须为公示、申报通知或其它公告',
});

/** The longest body accepted, in characters of HTML (a long policy reading is ~50 000). */
export const CONTENT_BODY_MAX = 200_000;

/** HTML from the editor; the server sanitizes it and refuses a body with no visible text. */
const contentBodySchema = required('正文', CONTENT_BODY_MAX);

/**
 * An image as records store it: a path of this site (an uploaded site image, /api/static/uploads/7,
 * or a picture the seed drew). The server takes only a site image upload or the value already
 * saved, so no one can point the home page at another site.
 */
export const siteImageAddressSchema = z
  .string({ error: '图片地址须为文本' })
  .trim()
  .max(300, { error: '图片地址过长' })
  .regex(/^\/api\/[\w./-]+$/, { error: '图片须通过上传选择' });

// ---- what a save takes, per kind ----

const saveBase = {
  /** Absent to create a draft. */
  id: idSchema.optional(),
  /** The `updated_at` read; required with id. */
  updated_at: stampSchema.optional(),
  title: required('标题', 200),
  content: contentBodySchema,
};

export const newsInputShape = {
  kind: z.literal('news'),
  ...saveBase,
  summary: text('摘要', 500).default(''),
  source: text('来源', 100).default(''),
  /** The cover: '' for none. */
  image: siteImageAddressSchema.or(z.literal('')).default(''),
};

export const knowledgeInputShape = {
  kind: z.literal('knowledge'),
  ...saveBase,
  knowledge_kind: knowledgeKindSchema,
  summary: text('摘要', 1000).default(''),
  source: text('来源', 100).default(''),
  /** The policy documents it explains. */
  policy_ids: z.array(idSchema).max(20, { error: '关联政策最多20个' }).default([]),
};

export const informationInputShape = {
  kind: z.literal('information'),
  ...saveBase,
  type: informationTypeSchema,
  source: text('来源', 100).default(''),
  /** The call it announces: once that call's window closes the item leaves 正在申报. */
  call_id: idSchema.nullable().default(null),
};

export const bulletinInputShape = {
  kind: z.literal('bulletin'),
  ...saveBase,
  type: bulletinTypeSchema,
  level: policyLevelSchema,
  issuing_unit: text('发布单位', 100).default(''),
  /** Last day to apply; required for a declaration notice (checked by the server). */
  deadline: boundedDateSchema('申报截止日期', { past: false }).nullable().default(null),
  policy_id: idSchema.nullable().default(null),
  call_id: idSchema.nullable().default(null),
};

export const contentSaveBodySchema = z.discriminatedUnion(
  'kind',
  // Strict: a field of another kind (a news item's call_id) is a mistake to refuse, not to drop.
  [
    z.strictObject(newsInputShape),
    z.strictObject(knowledgeInputShape),
    z.strictObject(informationInputShape),
    z.strictObject(bulletinInputShape),
  ],
  { error: '内容类型须为园区动态、政策知识、政策资讯或公告' },
);

// ---- what the calls answer ----

const linkSchema = z.object({ id: idSchema, title: titleSchema });
export type ContentLink = z.infer<typeof linkSchema>;

const contentBase = {
  id: idSchema,
  state: publishStateSchema,
  title: titleSchema,
  /** Sanitized HTML. */
  content: z.string(),
  /** When it was published (the portal's date and order); null for a draft. */
  published_at: epochSecondsSchema.nullable(),
  /** The stamp a save, publish, withdraw or delete names. */
  updated_at: epochSecondsSchema,
  /** The portal's 发布日期 (set again when published). */
  createtime: epochSecondsSchema,
};

export const adminContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('news'),
    ...contentBase,
    summary: z.string(),
    source: titleSchema,
    image: z.string().max(300),
  }),
  z.object({
    kind: z.literal('knowledge'),
    ...contentBase,
    knowledge_kind: knowledgeKindSchema,
    summary: z.string(),
    source: titleSchema,
    policies: z.array(linkSchema),
  }),
  z.object({
    kind: z.literal('information'),
    ...contentBase,
    type: informationTypeSchema,
    source: titleSchema,
    call: linkSchema.nullable(),
  }),
  z.object({
    kind: z.literal('bulletin'),
    ...contentBase,
    type: bulletinTypeSchema,
    level: policyLevelSchema,
    issuing_unit: titleSchema,
    deadline: z.iso.date().nullable(),
    policy: linkSchema.nullable(),
    call: linkSchema.nullable(),
  }),
]);
export type AdminContent = z.infer<typeof adminContentSchema>;
export type AdminContentOf<K extends ContentKind> = Extract<AdminContent, { kind: K }>;

/** A row of the list: the title and its category (资讯类型, 公告类型 · 级别, 解读/问答, 来源). */
export const adminContentItemSchema = z.object({
  id: idSchema,
  kind: contentKindSchema,
  state: publishStateSchema,
  title: titleSchema,
  category: titleSchema,
  published_at: epochSecondsSchema.nullable(),
  updated_at: epochSecondsSchema,
  createtime: epochSecondsSchema,
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

/** One record of a kind, and the stamp read when it is changed. */
const stampedTarget = z.object({
  kind: contentKindSchema,
  id: idSchema,
  updated_at: stampSchema,
});

export const admin_content_list = defineCall({
  name: 'admin_content_list',
  method: 'POST',
  path: '/api/console/content/list',
  auth: { roles: ['operator'] },
  summary: '运营：某类内容的列表（含草稿），按标题关键词与发布状态筛选，新更新的在前',
  body: z.object({
    ...pageShape(20),
    kind: contentKindSchema,
    ...editorFilterShape,
  }),
  data: pagedSchema(adminContentItemSchema),
});

export const admin_content_detail = defineCall({
  name: 'admin_content_detail',
  method: 'POST',
  path: '/api/console/content/detail',
  auth: { roles: ['operator'] },
  summary: '运营：一条内容的全部字段（编辑器读取）',
  body: z.object({ kind: contentKindSchema, id: idSchema }),
  data: adminContentSchema,
});

export const admin_content_save = defineCall({
  name: 'admin_content_save',
  method: 'POST',
  path: '/api/console/content/save',
  auth: { roles: ['operator'] },
  summary: '运营：新建（草稿）或编辑一条内容（编辑须带读取时的 updated_at），正文由服务端清洗',
  body: contentSaveBodySchema,
  data: adminContentSchema,
});

export const admin_content_publish = defineCall({
  name: 'admin_content_publish',
  method: 'POST',
  path: '/api/console/content/publish',
  auth: { roles: ['operator'] },
  summary: '运营：发布一条草稿，门户即时可见',
  body: stampedTarget,
  data: adminContentSchema,
});

export const admin_content_withdraw = defineCall({
  name: 'admin_content_withdraw',
  method: 'POST',
  path: '/api/console/content/withdraw',
  auth: { roles: ['operator'] },
  summary: '运营：下线一条已发布的内容（回到草稿，门户不再显示）',
  body: stampedTarget,
  data: adminContentSchema,
});

export const admin_content_delete = defineCall({
  name: 'admin_content_delete',
  method: 'POST',
  path: '/api/console/content/delete',
  auth: { roles: ['operator'] },
  summary: '运营：删除一条草稿（已发布的须先下线）',
  body: stampedTarget,
  data: z.object({ id: idSchema }),
});

// ---- site settings: the carousel and the footer ----

/**
 * A telephone number as the footer shows it: digits with spaces or hyphens — a 400/800 number,
 * a mobile, a landline with its area code, or a short service number (12345, 95xxx).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^[\d -]+$/.test(value)) return false;
  const digits = value.replace(/[ -]/g, '');
  return (
    /^[48]00\d{7}$/.test(digits) ||
    /^1[3-9]\d{9}$/.test(digits) ||
    /^0\d{9,11}$/.test(digits) ||
    /^\d{5}$/.test(digits)
  );
}

const phoneSchema = (label: string) =>
  required(label, 20)
    .refine(isPhoneNumber, {
      error: `${label}格式有误（如 400-826-3366、0571-8816 2288 或手机号）`,
    })
    // JSON Schema cannot state the rule: the examples are what generated bodies (fuzzing) use.
    .meta({ examples: ['400-826-3366', '0571-8816 2288', '13812345678', '12345'] });

/** A page of this site a banner leads to: /policyData, /policyDetailData?id=3; '' for none. */
export const siteLinkSchema = text('链接', 200).regex(/^(?:\/(?:[^/\\\s,，][^\s,，]*)?)?$/, {
  error: '链接须为本站页面地址，如 /policyData',
});

export const carouselSlideSchema = z.object({
  image: siteImageAddressSchema,
  link: siteLinkSchema.default(''),
});
export type CarouselSlideInput = z.input<typeof carouselSlideSchema>;

/** Banners on the home page, in order. */
export const CAROUSEL_MAX_SLIDES = 8;

const EXTRA_COUNT_RANGE = '入驻企业补充数须为0到1000000之间的整数';

export const siteSettingsInputShape = {
  carousel: z
    .array(carouselSlideSchema)
    .min(1, { error: '请至少保留一张轮播图' })
    .max(CAROUSEL_MAX_SLIDES, { error: `轮播图最多${CAROUSEL_MAX_SLIDES}张` }),
  service_hotline: phoneSchema('服务热线'),
  address: required('地址', 100),
  /** Free text: a number and office hours. */
  business_contact: required('商务合作', 100),
  phone: phoneSchema('联系电话'),
  service_qr_image: siteImageAddressSchema,
  icp_record: required('备案号', 50).regex(/^[\u4e00-\u9fff]ICP备\d{6,12}号(?:-\d{1,3})?$/, {
    error: '备案号格式有误（如 浙ICP备20231688号-1）',
  }),
  copyright: required('版权信息', 100),
  extra_enterprise_count: z
    .number({ error: '入驻企业补充数须为数字' })
    .int({ error: EXTRA_COUNT_RANGE })
    .min(0, { error: EXTRA_COUNT_RANGE })
    .max(1_000_000, { error: EXTRA_COUNT_RANGE }),
};

export const siteSettingsSchema = z.object({
  carousel: z.array(z.object({ image: z.string().max(300), link: z.string().max(200) })),
  service_hotline: titleSchema,
  address: titleSchema,
  business_contact: titleSchema,
  phone: titleSchema,
  service_qr_image: z.string().max(300),
  icp_record: titleSchema,
  copyright: titleSchema,
  extra_enterprise_count: z.number().int().nonnegative(),
  updated_at: epochSecondsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const admin_site_config = defineCall({
  name: 'admin_site_config',
  method: 'POST',
  path: '/api/console/content/site_config',
  auth: { roles: ['operator'] },
  summary: '运营：站点设置（轮播图、页脚联系方式、备案号、入驻企业补充数）',
  body: z.object({}),
  data: siteSettingsSchema,
});

export const admin_site_config_save = defineCall({
  name: 'admin_site_config_save',
  method: 'POST',
  path: '/api/console/content/site_config_save',
  auth: { roles: ['operator'] },
  summary: '运营：保存站点设置（须带读取时的 updated_at），首页与页脚即时更新',
  body: z.object({ updated_at: stampSchema, ...siteSettingsInputShape }),
  data: siteSettingsSchema,
});
