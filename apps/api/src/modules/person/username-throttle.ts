// How often a member may ask for a username. profile_update and bind_info answer 该用户名已被占用
// to a member without a username, and a refused request changes nothing: unthrottled, any
// self-registered account could test every name there is (which accounts exist, to aim password
// guessing at). Each request that carries a username counts, per member and per address, in the
// rate limiter's store (Redis when configured), across both calls.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import type { RouteRateLimit } from '../../plugins/rate-limit.js';

const TEN_MINUTES = 10 * 60_000;

/** A member choosing a name needs a few tries; an address may hold a few members (an office). */
export const USERNAME_CHECK_LIMITS = {
  perMember: { max: 10, timeWindow: TEN_MINUTES },
  perAddress: { max: 30, timeWindow: TEN_MINUTES },
} as const satisfies Record<string, RouteRateLimit>;

const THROTTLED = '用户名尝试次数过多，请稍后再试';

/** Counts one username request of `userId` from `request`'s address; throws 429 past a limit. */
export type UsernameCheckGuard = (request: FastifyRequest, userId: number) => Promise<void>;

// One pair of counters per app, shared by every route that takes a username.
const guards = new WeakMap<FastifyInstance, UsernameCheckGuard>();

export function usernameCheckGuard(app: FastifyInstance): UsernameCheckGuard {
  const known = guards.get(app);
  if (known) return known;
  // The key generators read what the guard is called with: the member is not on the request.
  const member = new WeakMap<FastifyRequest, number>();
  const perMember = app.createRateLimit({
    ...USERNAME_CHECK_LIMITS.perMember,
    keyGenerator: (request) => `username-check:member:${member.get(request)}`,
  });
  const perAddress = app.createRateLimit({
    ...USERNAME_CHECK_LIMITS.perAddress,
    keyGenerator: (request) => `username-check:ip:${request.ip}`,
  });
  const guard: UsernameCheckGuard = async (request, userId) => {
    member.set(request, userId);
    for (const check of [perMember, perAddress]) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      throw ApiError.tooManyRequests(THROTTLED);
    }
  };
  guards.set(app, guard);
  return guard;
}
