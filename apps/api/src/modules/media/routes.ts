// Serves the images the seed generated (covers, portraits, logos) from the database.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import type { ModuleDeps } from '../module-deps.js';
import { findGeneratedImage, GENERATED_IMAGE_NAME, GENERATED_IMAGES_PREFIX } from './service.js';

/** A name is a content hash, so its bytes never change: browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened on its own must not run anything, whatever it contains. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export function registerMediaRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  app.get<{ Params: { name: string } }>(
    `${GENERATED_IMAGES_PREFIX}/:name`,
    async (request, reply) => {
      const { name } = request.params;
      const image = GENERATED_IMAGE_NAME.test(name)
        ? await findGeneratedImage(db, name)
        : undefined;
      if (!image) throw ApiError.notFound('图片不存在');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', SVG_CSP)
        .send(image.body);
    },
  );
}
