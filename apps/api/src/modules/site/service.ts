import type { SiteConfig } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { enterprises, siteConfig } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

/** The site configuration in the spec's wire fields (contract §3). */
export async function getSiteConfig(db: Db): Promise<SiteConfig> {
  const [row] = await db.select().from(siteConfig).limit(1);
  if (!row) throw ApiError.notFound('站点尚未配置');
  return {
    yrzqys_count: row.extraEnterpriseCount,
    lbt: row.carouselImages.join(','),
    fwrx: row.serviceHotline,
    gsdz: row.address,
    swhz: row.businessContact,
    phone: row.phone,
    kfimage: row.serviceQrImage,
    bah: row.icpRecord,
    bqxx: row.copyright,
  };
}

/**
 * 入驻企业, the one figure the home page and the data screen both show: enterprises registered in
 * the directory plus the operator's configured yrzqys_count. That extra is the operator's own count
 * of enterprises settled in the park but not (yet) registered online, so it belongs in "settled
 * enterprises" wherever the figure appears; computing it here, once, keeps the two screens equal
 * and leaves nothing for a client to add. Callers cache it under the 'enterprise' and 'site' areas.
 */
export async function countSettledEnterprises(db: Db): Promise<number> {
  const [registered, [config]] = await Promise.all([
    db.$count(enterprises),
    db.select({ extra: siteConfig.extraEnterpriseCount }).from(siteConfig).limit(1),
  ]);
  return registered + (config?.extra ?? 0);
}
