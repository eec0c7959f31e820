// The one way a module answers an SDK call: the same zod schemas the client uses validate the
// input and the output, and the answer is wrapped in the `{ code, msg, data }` envelope.
import type { CallAuth, CallDefinition } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { assertSessionsRegistered, authorize } from './call-auth.js';
import type { SessionOf } from './call-auth.js';
import { parseInput } from './call-input.js';
import { callRouteSchema } from './openapi.js';
import { keyedRateLimitHook } from './rate-limit.js';
import type { KeyedRateLimit, RouteRateLimit } from './rate-limit.js';
import type { SessionContext } from './session.js';

export type { SessionOf } from './call-auth.js';

type BodySchema = CallDefinition['body'];
type DataSchema = CallDefinition['data'];

export interface CallContext<Body extends BodySchema, Auth extends CallAuth = CallAuth> {
  /**
   * The validated body (POST) or query (GET). Its `user_id` is what the client claims, never an
   * identity (design §2).
   */
  readonly body: z.output<Body>;
  readonly request: FastifyRequest;
  /**
   * The caller's identity, from the `token` header only; with `enterpriseId` for an
   * `auth: 'enterprise'` call and `unitId` (a number) for a unit-scoped one.
   */
  readonly session: SessionOf<Auth>;
}

/** Returns the call's `data`; throws an ApiError to answer anything else. */
export type CallHandler<
  Body extends BodySchema,
  Data extends DataSchema,
  Auth extends CallAuth = CallAuth,
> = (context: CallContext<Body, Auth>) => z.input<Data> | Promise<z.input<Data>>;

export interface CallRouteOptions {
  /** Per client IP; the 429 answer is `{ code: 429, msg: '操作过于频繁，请稍后再试' }`. */
  readonly rateLimit?: RouteRateLimit;
  /** Per client IP and a part of the request, checked after `rateLimit`; the same 429. */
  readonly keyedRateLimit?: KeyedRateLimit;
}

export interface Envelope<D> {
  readonly code: number;
  readonly msg: string;
  readonly data: D;
}

const SUCCESS_MSG = '成功';
const INTERNAL = new ApiError(500, 500, '服务器内部错误');
const NOT_YOUR_DATA = '无权访问该用户的数据';

/**
 * Registers the route of `call` (method and path from the SDK). The handler gets the validated
 * input and returns `data`; to answer a failure it throws an ApiError (401, 403, 404, ...).
 * Bad input answers 400 naming the field; `data` that breaks the call's schema answers 500.
 */
export function registerCall<
  Body extends BodySchema,
  Data extends DataSchema,
  Auth extends CallAuth,
>(
  app: FastifyInstance,
  call: CallDefinition<string, Body, Data, Auth>,
  handler: CallHandler<Body, Data, Auth>,
  options: CallRouteOptions = {},
): void {
  const successCode = call.family === 'login' ? 1 : 200;
  const checkAnswer = answerChecker(call.name, call.data);
  const serializeEnvelope = envelopeSerializer();
  assertSessionsRegistered(app, call.auth, call.name);
  app.route({
    method: call.method,
    url: call.path,
    schema: callRouteSchema(call),
    config: options.rateLimit ? { rateLimit: { ...options.rateLimit } } : {},
    ...(options.keyedRateLimit
      ? { preHandler: keyedRateLimitHook(app, options.keyedRateLimit) }
      : {}),
    // zod validates (with Chinese messages naming the field) and shapes the answer; the JSON
    // Schema above only feeds the OpenAPI document, so Fastify's own compilers step aside.
    validatorCompiler: () => (value) => ({ value }),
    serializerCompiler: () => serializeEnvelope,
    handler: async (request): Promise<Envelope<z.output<Data>>> => {
      // Who is calling comes first (and their enterprise or unit, when the call is scoped): an
      // anonymous caller learns nothing from validation messages.
      const session = await authorize(app, call.auth, request);
      const body = parseInput(call.body, call.method === 'GET' ? request.query : request.body);
      if (session !== null) refuseOtherUsersId(body, session);
      const context: CallContext<Body, Auth> = { body, request, session };
      return {
        code: successCode,
        msg: SUCCESS_MSG,
        data: checkAnswer(await handler(context), request),
      };
    },
  });
}

/**
 * Success envelopes of checked (remembered) answers are serialized once per answer object: a
 * cached home answer is otherwise stringified anew for every visitor.
 */
function envelopeSerializer(): (payload: unknown) => string {
  // One per route: the envelope's code and msg are fixed for a route, so data identifies it.
  const serialized = new WeakMap<object, string>();
  return (payload) => {
    const data = (payload as { data?: unknown } | null)?.data;
    if (typeof data !== 'object' || data === null) return JSON.stringify(payload);
    const known = serialized.get(data);
    if (known !== undefined) return known;
    const text = JSON.stringify(payload);
    serialized.set(data, text);
    return text;
  };
}

/**
 * Checks `data` against the call's schema. The content cache hands out the same object on every
 * hit, so an answer already checked is remembered by identity (WeakMap: it goes with the cache
 * entry) instead of being parsed again on each of thousands of requests.
 */
function answerChecker<Data extends DataSchema>(callName: string, schema: Data) {
  const checked = new WeakMap<object, z.output<Data>>();
  return (answer: unknown, request: FastifyRequest): z.output<Data> => {
    const remembered =
      typeof answer === 'object' && answer !== null ? checked.get(answer) : undefined;
    if (remembered !== undefined) return remembered;
    const data = z.safeParse(schema, answer);
    if (!data.success) {
      // Our bug, not the caller's: answer 500 rather than a reply the client cannot trust.
      request.log.error({ call: callName, issues: data.error.issues }, '接口应答不符合 SDK 约定');
      throw INTERNAL;
    }
    if (typeof answer === 'object' && answer !== null) checked.set(answer, data.data);
    return data.data;
  };
}

/**
 * The client adds `user_id` to every body (contract §7). It is never used as identity, but one naming
 * somebody else is a forged or confused request: refused rather than silently answered for the
 * session's user. '' (the client's "none") is fine.
 */
function refuseOtherUsersId(body: unknown, session: SessionContext): void {
  const claimed = (body as { user_id?: string | number }).user_id;
  if (claimed === undefined || claimed === '') return;
  if (String(claimed).trim() !== String(session.userId)) throw ApiError.forbidden(NOT_YOUR_DATA);
}
