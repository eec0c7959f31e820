import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { epochSecondsSchema } from './common.js';

/** Site config (contract §3): the footer's contact details, carousel and the extra enterprise count. */
export const siteConfigSchema = z.object({
  /** Enterprises settled offline; the server adds it into index's enterprise_total and daping_totals.enterprises (contract §9). */
  yrzqys_count: z.number().int().nonnegative(),
  /** Carousel image addresses, comma-separated. */
  lbt: z.string(),
  /** Service hotline (服务热线). */
  fwrx: z.string(),
  /** Company address (公司地址). */
  gsdz: z.string(),
  /** Business cooperation (商务合作). */
  swhz: z.string(),
  phone: z.string(),
  /** Customer-service QR image address. */
  kfimage: z.string(),
  /** Record number (备案号). */
  bah: z.string(),
  /** Copyright line (版权信息). */
  bqxx: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const pcconfig = defineCall({
  name: 'pcconfig',
  method: 'POST',
  path: '/api/index/pcconfig',
  summary: '站点配置（页脚联系方式、轮播图、备案号）',
  body: z.object({}),
  data: siteConfigSchema,
});

/** `/ysMent?status=`: 1 privacy policy, 2 user agreement, 3 company profile (contract §2). */
export const agreementStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: '协议类型有误',
});
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

/** One agreement page: its title and text as sanitized HTML. */
export const agreementSchema = z.object({
  status: agreementStatusSchema,
  title: z.string().min(1).max(100),
  /** Sanitized HTML (the server cleans it on every write); clients sanitise again before showing it. */
  content: z.string(),
  /** When the text last changed, epoch seconds. */
  updatetime: epochSecondsSchema,
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreement = defineCall({
  name: 'agreement',
  method: 'POST',
  path: '/api/index/agreement',
  summary: '协议与简介正文（1 隐私政策、2 用户协议、3 公司简介）',
  body: z.object({ status: agreementStatusSchema }),
  data: agreementSchema,
});
