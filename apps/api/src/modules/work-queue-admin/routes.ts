// The console's work queue (work-queue-admin domain): /api/console/work-queue/…
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { workQueue } from './queue.js';

export function registerWorkQueueAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(app, calls.admin_work_queue, ({ body, session }) =>
    workQueue(db, session, body, now()),
  );
}
