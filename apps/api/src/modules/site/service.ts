import type { SiteConfig } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { siteConfig } from '../../db/schema/index.js';
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
