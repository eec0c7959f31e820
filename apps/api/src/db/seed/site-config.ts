import type { InferInsertModel } from 'drizzle-orm';
import type { Db } from '../client.js';
import { siteConfig } from '../schema/index.js';
import { BANNER_URLS, seedBanners } from './banners.js';

/**
 * The demo operator's site configuration. The banners are drawn by the seed and the QR code is a
 * file of apps/api/public, served by the API under /api/static/ (no external address: the
 * product must work offline). The QR code
 * encodes the hotline as a tel: link, so scanning it dials 客服.
 */
export const siteConfigSeed = {
  id: 1,
  extraEnterpriseCount: 1260,
  // Drawn at seed time (banners.ts), each leading to a page the portal has.
  carouselImages: [...BANNER_URLS],
  serviceHotline: '400-826-3366',
  address: '浙江省杭州市西湖区文三路478号华星时代广场A座12层',
  businessContact: '0571-8816 2299（周一至周五 9:00-17:30）',
  phone: '0571-8816 2288',
  serviceQrImage: '/api/static/kf-qrcode.svg',
  icpRecord: '浙ICP备20231688号-1',
  copyright: 'Copyright © 2026 杭州企服数字科技有限公司 版权所有',
} satisfies InferInsertModel<typeof siteConfig>;

/** Inserts the row when there is none; an operator's edits are never overwritten. */
export async function seedSiteConfig(db: Db, options: { now?: Date } = {}): Promise<void> {
  await seedBanners(db, options.now ?? new Date());
  await db.insert(siteConfig).values(siteConfigSeed).onConflictDoNothing();
}

export async function resetSiteConfig(db: Db): Promise<void> {
  await db.delete(siteConfig);
}
