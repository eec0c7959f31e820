// 站点设置: the one site_config row as operators edit it — the carousel as an ordered list of
// images, each with the page it leads to, and the footer's fields. The row keeps the wire's form
// (pcconfig's `lbt`: image addresses, a banner's page in its `?to=` parameter, which the portal's
// carousel reads), so the public call is unchanged; this module splits and joins it.
import type { SiteSettings, siteSettingsInputShape } from '@qyfw/portal-sdk/calls/content-admin';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { siteConfig } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordOperatorAudit } from '../shared/audit.js';
import type { OperatorAct } from '../shared/audit.js';
import { epochSeconds } from '../shared/dates.js';
import { checkSiteImage } from './images.js';
import { nextStamp, STALE } from './kinds.js';

type SiteRow = typeof siteConfig.$inferSelect;
type SettingsInput = z.output<z.ZodObject<typeof siteSettingsInputShape>> & {
  readonly updated_at: number;
};

const NOT_CONFIGURED = '站点尚未配置';

/** A stored banner (`/api/static/uploads/3?to=%2FpolicyData`) as its image and its page. */
export function slideOf(stored: string): { image: string; link: string } {
  const query = stored.indexOf('?');
  if (query < 0) return { image: stored, link: '' };
  const link = new URLSearchParams(stored.slice(query + 1)).get('to') ?? '';
  return { image: stored.slice(0, query), link };
}

/** A banner as the row stores it: the page rides in `?to=` (encoded: `&` or `,` cannot split it). */
export function storedSlide(slide: { image: string; link: string }): string {
  return slide.link ? `${slide.image}?to=${encodeURIComponent(slide.link)}` : slide.image;
}

function settingsOf(row: SiteRow): SiteSettings {
  return {
    carousel: row.carouselImages.map(slideOf),
    service_hotline: row.serviceHotline,
    address: row.address,
    business_contact: row.businessContact,
    phone: row.phone,
    service_qr_image: row.serviceQrImage,
    icp_record: row.icpRecord,
    copyright: row.copyright,
    extra_enterprise_count: row.extraEnterpriseCount,
    updated_at: epochSeconds(row.updatedAt),
  };
}

/** What the audit keeps: every field an operator can change. */
function audited(row: SiteRow) {
  const { id: _id, updatedAt: _updated, ...rest } = row;
  return rest;
}

export async function siteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteConfig).limit(1);
  if (!row) throw ApiError.notFound(NOT_CONFIGURED);
  return settingsOf(row);
}

export async function saveSiteSettings(
  db: Db,
  input: SettingsInput,
  act: OperatorAct,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteConfig).limit(1).for('update');
    if (!before) throw ApiError.notFound(NOT_CONFIGURED);
    if (epochSeconds(before.updatedAt) !== input.updated_at) throw new ApiError(409, 409, STALE);
    // Images already shown may stay (in any slot); a new one must be the operator's upload.
    const shown = [
      ...before.carouselImages.map((stored) => slideOf(stored).image),
      before.serviceQrImage,
    ];
    for (const slide of input.carousel) await checkSiteImage(tx, act.userId, slide.image, shown);
    await checkSiteImage(tx, act.userId, input.service_qr_image, shown);
    const [saved] = (await tx
      .update(siteConfig)
      .set({
        carouselImages: input.carousel.map(storedSlide),
        serviceHotline: input.service_hotline,
        address: input.address,
        businessContact: input.business_contact,
        phone: input.phone,
        serviceQrImage: input.service_qr_image,
        icpRecord: input.icp_record,
        copyright: input.copyright,
        extraEnterpriseCount: input.extra_enterprise_count,
        updatedAt: nextStamp(before.updatedAt, act.now),
      })
      .where(eq(siteConfig.id, before.id))
      .returning()) as [SiteRow];
    await recordOperatorAudit(tx, act, {
      action: 'site_config.save',
      entityType: 'site_config',
      entityId: saved.id,
      before: audited(before),
      after: audited(saved),
    });
    return settingsOf(saved);
  });
}
