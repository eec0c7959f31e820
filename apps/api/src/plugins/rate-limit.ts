// Per-route request limits (@fastify/rate-limit) on the calls worth hammering: logins, codes,
// registration. Counters live in memory, or in Redis when REDIS_URL is set so that several API
// instances share them (DESIGN §3). The SMS limits proper (60 s, 10 a day, 20 an IP an hour) are
// kept in the database by the auth module; these only stop floods early and cheaply.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ApiError } from './api-error.js';

/** A route's limit: at most `max` requests per client IP in `timeWindow` ms. */
export interface RouteRateLimit {
  readonly max: number;
  readonly timeWindow: number;
}

export const perMinute = (max: number): RouteRateLimit => ({ max, timeWindow: 60_000 });

export async function registerRateLimit(app: FastifyInstance, { redisUrl }: { redisUrl: string | undefined }): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl !== undefined) {
    // Fail fast rather than queue: a request must not wait on a Redis that is away.
    redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (error) => app.log.warn({ err: error }, '限流计数器（Redis）不可用，暂不限流'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    // Only routes that ask for a limit (registerCall's rateLimit option) get one.
    global: false,
    redis,
    nameSpace: 'qyfw:rate-limit:',
    // Redis down: serve without these limits rather than fail every login; the database-backed
    // code limits still hold.
    skipOnError: true,
    errorResponseBuilder: () => ApiError.tooManyRequests(),
  });
}
