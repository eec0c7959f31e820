// GET /api/static/uploads/:id — a site image (purpose site_image: a banner, the 客服 QR code, a
// news cover) for an <img> on any page, with no token (an <img> cannot send one) and no client
// header (under /api/static, as the seed's pictures). Only while something public shows it: the
// site settings, or a published news item. A draft's cover, a withdrawn article's, any other
// upload, or a missing id all answer the same 404, so drafts do not leak through their pictures.
import { SITE_IMAGE_PATH, siteImageUrl } from '@qyfw/portal-sdk/upload';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { registerFileRoute } from '../../plugins/register-file-route.js';
import type { ModuleDeps } from '../module-deps.js';
import type { UploadRow } from './access.js';
import { siteImageRouteSchema } from './docs.js';

/** A home page shows up to eight banners and six covers; a visitor browses a few pages a minute. */
const SITE_IMAGE_RATE = perMinute(600);

/**
 * Short: the bytes under an id never change, but whether they are shown does (a withdrawn
 * article's cover should stop being served soon after).
 */
const CACHE = 'public, max-age=300';

const NOT_FOUND = '图片不存在';

/** The upload when a public record shows it (a banner's address carries its page as `?to=`). */
export async function findShownSiteImage(db: Db, id: number): Promise<UploadRow | undefined> {
  const address = siteImageUrl(id);
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.purpose, 'site_image'),
        sql`(exists (select 1 from site_config,
                       unnest(site_config.carousel_images || site_config.service_qr_image) as shown(address)
                      where shown.address = ${address} or shown.address like ${`${address}?%`})
             or exists (select 1 from news
                         where news.image = ${address} and news.published_at is not null))`,
      ),
    )
    .limit(1);
  return row;
}

function siteImageIdOfParam(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

export function registerSiteImageRoute(
  app: FastifyInstance,
  { db, uploadStorage }: Pick<ModuleDeps, 'db' | 'uploadStorage'>,
): void {
  registerFileRoute<'public', undefined, { Params: { id: string } }>(app, {
    method: 'GET',
    url: `${SITE_IMAGE_PATH}/:id`,
    auth: 'public',
    schema: siteImageRouteSchema(),
    rateLimit: SITE_IMAGE_RATE,
    handler: async ({ request, reply }) => {
      const id = siteImageIdOfParam(request.params.id);
      const upload = id === undefined ? undefined : await findShownSiteImage(db, id);
      if (!upload) throw ApiError.notFound(NOT_FOUND);
      const body = await uploadStorage.get(upload.storageKey);
      if (!body) {
        request.log.error({ uploadId: upload.id }, '网站图片的记录存在，但存储中没有它的文件');
        throw ApiError.notFound(NOT_FOUND);
      }
      return reply
        .header('content-type', upload.mime)
        .header('content-length', String(upload.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', CACHE)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  });
}
