// POST /api/upload (multipart: purpose, file) and GET /api/upload/:id (the bytes), for members
// with a session; GET /api/static/uploads/:id, a site image a public record shows
// (site-images.ts); and the hourly sweep of uploads attached to nothing (sweep.ts). Multipart
// parsing exists only inside this module's scope: every other route still takes JSON alone.
import multipart from '@fastify/multipart';
import { UPLOAD_MESSAGES, UPLOAD_PATH } from '@qyfw/portal-sdk/upload';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { registerFileRoute } from '../../plugins/register-file-route.js';
import type { ModuleDeps } from '../module-deps.js';
import { mayReadUpload } from './access.js';
import { allowedContentType } from './content-type.js';
import { contentDisposition } from './disposition.js';
import { downloadRouteSchema, UPLOAD_DOWNLOAD_PATH, uploadRouteSchema } from './docs.js';
import { MULTIPART_LIMITS, receiveUpload } from './receive.js';
import { checkPurposeAllowed } from './purposes.js';
import { checkQuota } from './quota.js';
import { findUpload, storeUpload, toUploadAnswer } from './service.js';
import { registerSiteImageRoute } from './site-images.js';
import { scheduleUploadSweep } from './sweep.js';

/** A member fills a form with two or three files; twenty a minute leaves room for retries. */
const UPLOAD_RATE = perMinute(20);
/** A page shows a few previews at once; downloads are cheap but not free. */
const DOWNLOAD_RATE = perMinute(120);

const NOT_FOUND = '文件不存在';

/** A path id naming an upload, or undefined (answered as not found: ids are not guessed at). */
function uploadIdOf(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

export function registerUploadRoutes(
  app: FastifyInstance,
  { db, now, uploadStorage }: ModuleDeps,
): void {
  scheduleUploadSweep(app, db, uploadStorage, now);
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    // Registered on the multipart scope; the caller is checked before the file is read.
    registerFileRoute(scope, {
      method: 'POST',
      url: UPLOAD_PATH,
      auth: 'user',
      schema: uploadRouteSchema(),
      rateLimit: UPLOAD_RATE,
      handler: async ({ request, session }) => {
        const received = await receiveUpload(request);
        await checkPurposeAllowed(db, session, received.purpose);
        const mime = await allowedContentType(received.purpose, received.bytes);
        if (!mime) throw ApiError.badRequest(UPLOAD_MESSAGES.wrongType(received.purpose));
        // Checked before the bytes are written; storeUpload checks again under its lock.
        await checkQuota(db, { userId: session.userId, size: received.bytes.length, now: now() });
        const row = await storeUpload(db, uploadStorage, {
          ownerUserId: session.userId,
          purpose: received.purpose,
          mime,
          name: received.name,
          bytes: received.bytes,
          now: now(),
        });
        return { code: 200, msg: '成功', data: toUploadAnswer(row) };
      },
    });
  });

  // Site images for everyone's <img>, while a public record shows them.
  registerSiteImageRoute(app, { db, uploadStorage });

  registerFileRoute<'user', undefined, { Params: { id: string } }>(app, {
    method: 'GET',
    url: UPLOAD_DOWNLOAD_PATH,
    auth: 'user',
    schema: downloadRouteSchema(),
    rateLimit: DOWNLOAD_RATE,
    handler: async ({ request, reply, session }) => {
      const id = uploadIdOf(request.params.id);
      const upload = id === undefined ? undefined : await findUpload(db, id);
      // Somebody else's upload is answered like a missing one: its existence is not revealed.
      if (!upload || !(await mayReadUpload(db, session, upload))) {
        throw ApiError.notFound(NOT_FOUND);
      }
      const body = await uploadStorage.get(upload.storageKey);
      if (!body) {
        request.log.error({ uploadId: upload.id }, '上传记录存在，但存储中没有它的文件');
        throw ApiError.notFound(NOT_FOUND);
      }
      return reply
        .header('content-type', upload.mime)
        .header('content-length', String(upload.size))
        .header('content-disposition', contentDisposition(upload.mime, upload.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(body);
    },
  });
}
