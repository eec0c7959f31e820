// The one way a module answers an SDK call: the same zod schemas the client uses validate the
// input and the output, and the answer is wrapped in the `{ code, msg, data }` envelope.
import type { CallDefinition } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { callRouteSchema } from './openapi.js';
import { describeIssues } from './validation-message.js';

type BodySchema = CallDefinition['body'];
type DataSchema = CallDefinition['data'];

export interface CallContext<Body extends BodySchema> {
  /**
   * The validated body (POST) or query (GET). Its `user_id` is what the client claims, never an
   * identity (DESIGN §2).
   */
  readonly body: z.output<Body>;
  readonly request: FastifyRequest;
}

/** Returns the call's `data`; throws an ApiError to answer anything else. */
export type CallHandler<Body extends BodySchema, Data extends DataSchema> = (
  context: CallContext<Body>,
) => z.input<Data> | Promise<z.input<Data>>;

export interface Envelope<D> {
  readonly code: number;
  readonly msg: string;
  readonly data: D;
}

const SUCCESS_MSG = '成功';
const INTERNAL = new ApiError(500, 500, '服务器内部错误');

/**
 * Registers the route of `call` (method and path from the SDK). The handler gets the validated
 * input and returns `data`; to answer a failure it throws an ApiError (401, 403, 404, ...).
 * Bad input answers 400 naming the field; `data` that breaks the call's schema answers 500.
 */
export function registerCall<Body extends BodySchema, Data extends DataSchema>(
  app: FastifyInstance,
  call: CallDefinition<string, Body, Data>,
  handler: CallHandler<Body, Data>,
): void {
  const successCode = call.family === 'login' ? 1 : 200;
  app.route({
    method: call.method,
    url: call.path,
    schema: callRouteSchema(call),
    // zod validates (with Chinese messages naming the field) and shapes the answer; the JSON
    // Schema above only feeds the OpenAPI document, so Fastify's own compilers step aside.
    validatorCompiler: () => (value) => ({ value }),
    serializerCompiler: () => (payload) => JSON.stringify(payload),
    handler: async (request): Promise<Envelope<z.output<Data>>> => {
      if (call.auth === 'user') {
        // No session store exists yet (the auth module brings it), so no token can be valid.
        throw ApiError.unauthorized();
      }
      const body = parseInput(call.body, call.method === 'GET' ? request.query : request.body);
      const data = z.safeParse(call.data, await handler({ body, request }));
      if (!data.success) {
        // Our bug, not the caller's: answer 500 rather than a reply the client cannot trust.
        request.log.error({ call: call.name, issues: data.error.issues }, '接口应答不符合 SDK 约定');
        throw INTERNAL;
      }
      return { code: successCode, msg: SUCCESS_MSG, data: data.data };
    },
  });
}

function parseInput<Body extends BodySchema>(schema: Body, input: unknown): z.output<Body> {
  // A POST without a body (no content type) carries no fields; `{}` lets optional ones default.
  const parsed = z.safeParse(schema, input ?? {});
  if (!parsed.success) throw ApiError.badRequest(describeIssues(parsed.error.issues));
  // zod cannot narrow its output type over a generic union of object schemas; it is this one.
  return parsed.data as z.output<Body>;
}
