// The console's work queue (work-queue-admin domain): /api/console/work-queue/… — the queue, and
// 转办 (who may receive an item of a kind, and the hand-over itself).
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import { colleaguesFor } from './colleagues.js';
import { workQueue } from './queue.js';
import { transferQueueItem } from './transfer.js';

export function registerWorkQueueAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.admin_work_queue, ({ body, session }) =>
    workQueue(db, session, body, now()),
  );
  registerCall(app, calls.admin_work_queue_colleagues, ({ body, session }) =>
    colleaguesFor(db, body.kind, session.userId),
  );
  registerCall(app, calls.admin_work_queue_transfer, ({ body, request, session }) =>
    transferQueueItem(
      db,
      { userId: session.userId, role: session.role, ...auditClient(request) },
      body,
      now(),
    ),
  );
}
