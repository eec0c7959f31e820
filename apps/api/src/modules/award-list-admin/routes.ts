// 获扶持名单 (SDK domain `award-list-admin`, paths /api/console/award-list/…), operators only:
// the lists, one list, deleting one published by mistake, and the Excel import with its template
// and error report — file routes, since they take a multipart workbook or answer an .xlsx.
// Multipart parsing exists only inside this module's scope for the two routes that take a file.
import multipart from '@fastify/multipart';
import {
  AWARD_LIST_ERROR_REPORT,
  AWARD_LIST_IMPORT,
  AWARD_LIST_TEMPLATE,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/call-input.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import { registerFileRoute } from '../../plugins/register-file-route.js';
import { contentDisposition } from '../upload/disposition.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import { sendXlsx } from '../shared/export/xlsx.js';
import { deleteAwardList } from './delete.js';
import { awardErrorReport } from './error-report.js';
import { importAwardList, ImportRefused } from './import.js';
import { awardListDetail, awardLists } from './lists.js';
import { IMPORT_MULTIPART_LIMITS, receiveWorkbook } from './receive.js';
import { awardTemplate } from './template.js';

/** A workbook of 5 000 rows is read in well under a second; ten a minute is more than a desk needs. */
const WORKBOOK_RATE = perMinute(10);
const TEMPLATE_RATE = perMinute(30);

export function registerAwardListAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.admin_award_list_list, ({ body }) => awardLists(db, body));
  registerCall(app, calls.admin_award_list_detail, ({ body }) => awardListDetail(db, body));
  registerCall(app, calls.admin_award_list_delete, ({ body, request, session }) =>
    deleteAwardList(db, { userId: session.userId, ...auditClient(request), now: now() }, body),
  );

  registerFileRoute(app, {
    method: AWARD_LIST_TEMPLATE.method,
    url: AWARD_LIST_TEMPLATE.path,
    auth: AWARD_LIST_TEMPLATE.auth,
    rateLimit: TEMPLATE_RATE,
    handler: async ({ reply }) => {
      const template = await awardTemplate();
      return reply
        .header('content-type', AWARD_LIST_TEMPLATE.mimeType)
        .header(
          'content-disposition',
          contentDisposition(AWARD_LIST_TEMPLATE.mimeType, template.fileName),
        )
        .header('cache-control', 'no-store')
        .send(template.bytes);
    },
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: IMPORT_MULTIPART_LIMITS, throwFileSizeLimit: false });
    // Registered on the multipart scope; the caller is checked before the file is read.
    registerFileRoute(scope, {
      method: AWARD_LIST_IMPORT.method,
      url: AWARD_LIST_IMPORT.path,
      auth: AWARD_LIST_IMPORT.auth,
      rateLimit: WORKBOOK_RATE,
      handler: async ({ request, reply, session }) => {
        const received = await receiveWorkbook(request);
        const fields = parseInput(AWARD_LIST_IMPORT.fields, received.fields);
        const actor = { userId: session.userId, ...auditClient(request), now: now() };
        try {
          const data = await importAwardList(db, actor, fields, received);
          return { code: 200, msg: '成功', data };
        } catch (error) {
          // Wrong rows: the envelope's 400 with every problem in `data`; nothing was written.
          if (!(error instanceof ImportRefused)) throw error;
          return reply.code(400).send({ code: 400, msg: error.message, data: error.refusal });
        }
      },
    });
    registerFileRoute(scope, {
      method: 'POST',
      url: AWARD_LIST_ERROR_REPORT.path,
      auth: AWARD_LIST_ERROR_REPORT.auth,
      rateLimit: WORKBOOK_RATE,
      handler: async ({ request, reply }) => {
        const received = await receiveWorkbook(request);
        return sendXlsx(reply, await awardErrorReport(db, received.bytes));
      },
    });
  });
}
