// GET /api/health for load balancers and orchestrators: 200 when the database answers, 503 when
// it does not, within a couple of seconds either way.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';

export const HEALTH_PATH = '/api/health';

/** A probe that hangs is as bad as a failing one; give up sooner than the prober does. */
const DATABASE_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get(HEALTH_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (await databaseAnswers(db))
      return { code: 200, msg: '成功', data: { status: 'ok', database: 'ok' } };
    request.log.error('健康检查：数据库无应答');
    return reply.code(503).send({
      code: 503,
      msg: '数据库暂时不可用',
      data: { status: 'unavailable', database: 'unavailable' },
    });
  });
}
