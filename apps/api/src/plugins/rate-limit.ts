// Per-route request limits (@fastify/rate-limit) on the calls worth hammering: logins, codes,
// registration. Counters live in memory, or in Redis when REDIS_URL is set so that several API
// instances share them (design §3). The SMS limits proper (60 s, 10 a day, 20 an IP an hour) are
// kept in the database by the auth module; these only stop floods early and cheaply.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { ApiError } from './api-error.js';

/** A route's limit: at most `max` requests per client IP in `timeWindow` ms. */
export interface RouteRateLimit {
  readonly max: number;
  readonly timeWindow: number;
}

export const perMinute = (max: number): RouteRateLimit => ({ max, timeWindow: 60_000 });

/**
 * Public searches (政策库, 申报通知, 政策知识), per address: each uncached one is a real query,
 * and on the embedded database it runs on the API's own thread (issue 23: one script at 23 a
 * second took the cached home call from 2 ms to 571 ms). A person searching, filtering and paging
 * makes a few a minute, an office behind one NAT a few dozen; a script at 2 a second is stopped.
 */
export const PUBLIC_SEARCH_RATE = perMinute(120);
/**
 * Public lists (news, services, experts, talents), per address: cached answers, cheap, but each
 * page or filter is a new entry to compute, so a crawler walking every page is slowed too.
 */
export const PUBLIC_LIST_RATE = perMinute(600);

/**
 * A limit counted per client IP and a part of the request, e.g. per IP and QR sign: clients
 * behind one address (an office's NAT) each get the limit. The route's per-IP limit still bounds
 * the address as a whole, since the part is the client's choice.
 */
export interface KeyedRateLimit extends RouteRateLimit {
  /** Names the counters (in Redis too), apart from every other limit's. */
  readonly name: string;
  /** The part of the (parsed, not yet validated) request the counter is kept for; keep it short. */
  readonly key: (request: FastifyRequest) => string;
}

/** The preHandler that enforces `limit`: 429 in the envelope, with Retry-After. */
export function keyedRateLimitHook(
  app: FastifyInstance,
  limit: KeyedRateLimit,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:${request.ip}:${limit.key(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw ApiError.tooManyRequests();
  };
}

export async function registerRateLimit(
  app: FastifyInstance,
  { redisUrl }: { redisUrl: string | undefined },
): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl !== undefined) {
    // Fail fast rather than queue: a request must not wait on a Redis that is away.
    redis = new Redis(redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error) =>
      app.log.warn({ err: error }, '限流计数器（Redis）不可用，暂不限流'),
    );
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
