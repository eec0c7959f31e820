import { z } from 'zod';
import { defineCall } from '../define-call.js';

/** Site config (§3): the footer's contact details, carousel and the extra enterprise count. */
export const siteConfigSchema = z.object({
  /** Added to enterprise_num on the home page (§9). */
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
