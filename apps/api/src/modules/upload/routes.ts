// POST /api/upload (multipart: purpose, file) and GET /api/upload/:id (the bytes), for members
// with a session; and the hourly sweep of uploads attached to nothing (sweep.ts). Multipart parsing exists only inside this module's scope: every other route
// still takes JSON alone.
import multipart from '@fastify/multipart';
import { UPLOAD_MESSAGES, UPLOAD_PATH } from '@qyfw/portal-sdk/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { perMinute } from '../../plugins/rate-limit.js';
import type { SessionContext } from '../../plugins/session.js';
import type { ModuleDeps } from '../module-deps.js';
import { mayReadUpload } from './access.js';
import { allowedContentType } from './content-type.js';
import { contentDisposition } from './disposition.js';
import { downloadRouteSchema, UPLOAD_DOWNLOAD_PATH, uploadRouteSchema } from './docs.js';
import { MULTIPART_LIMITS, receiveUpload } from './receive.js';
import { checkPurposeAllowed } from './purposes.js';
import { checkQuota } from './quota.js';
import { findUpload, storeUpload, toUploadAnswer } from './service.js';
import { scheduleUploadSweep } from './sweep.js';

/** A member fills a form with two or three files; twenty a minute leaves room for retries. */
const UPLOAD_RATE = perMinute(20);
/** A page shows a few previews at once; downloads are cheap but not free. */
const DOWNLOAD_RATE = perMinute(120);

const NOT_FOUND = '文件不存在';
const SESSION_ENDED = '登录已过期，请重新登录';

/** The session, as registerCall requires it for 'user' calls: 401 without, 402 when ended. */
async function requireSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionContext> {
  const resolution = await app.resolveSession(request);
  if (resolution.state === 'valid') return resolution.session;
  throw resolution.state === 'ended'
    ? ApiError.sessionExpired(SESSION_ENDED)
    : ApiError.unauthorized();
}

/** A path id naming an upload, or undefined (answered as not found: ids are not guessed at). */
function uploadIdOf(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

// Input is checked by the handlers (Chinese messages), answers are plain JSON or bytes: the
// schemas above feed the OpenAPI document only.
const documentationOnly = {
  validatorCompiler: () => (value: unknown) => ({ value }),
  serializerCompiler: () => (payload: unknown) => JSON.stringify(payload),
};

export function registerUploadRoutes(
  app: FastifyInstance,
  { db, now, uploadStorage }: ModuleDeps,
): void {
  scheduleUploadSweep(app, db, uploadStorage, now);
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    scope.post(
      UPLOAD_PATH,
      {
        schema: uploadRouteSchema(),
        config: { rateLimit: { ...UPLOAD_RATE } },
        ...documentationOnly,
      },
      async (request) => {
        // Who is calling comes first: a visitor's file is not even read.
        const session = await requireSession(app, request);
        const received = await receiveUpload(request);
        await checkPurposeAllowed(db, session.userId, received.purpose);
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
    );
  });

  app.get<{ Params: { id: string } }>(
    UPLOAD_DOWNLOAD_PATH,
    {
      schema: downloadRouteSchema(),
      config: { rateLimit: { ...DOWNLOAD_RATE } },
      ...documentationOnly,
    },
    async (request, reply) => {
      const session = await requireSession(app, request);
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
  );
}
