// Images the API's own content refers to (customer-service QR, carousel), from apps/api/public.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicFolder } from '../paths.js';

export const PUBLIC_FILES_PREFIX = '/api/static';

/** A day: operators may replace an image under the same name. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export async function registerPublicFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicFolder,
    prefix: `${PUBLIC_FILES_PREFIX}/`,
    decorateReply: false,
    index: false,
    maxAge: MAX_AGE_MS,
  });
}
