// The one way to register a route that is not an envelope call: exports (.xlsx), downloads and
// uploads. It takes the same `auth` as an SDK call and resolves it with the same code
// (call-auth.ts): the session, the role, the member's enterprise or the handler's unit, checked
// before anything of the request is read.
import type { BodySchema, CallAuth } from '@qyfw/portal-sdk/schemas';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteGenericInterface,
} from 'fastify';
import type { z } from 'zod';
import { assertSessionsRegistered, authorize } from './call-auth.js';
import type { SessionOf } from './call-auth.js';
import { parseInput } from './call-input.js';
import type { RouteRateLimit } from './rate-limit.js';

export interface FileRouteContext<
  Auth extends CallAuth,
  Body,
  Route extends RouteGenericInterface = RouteGenericInterface,
> {
  /** The body validated by `body` (Chinese 400 naming the field); undefined without a schema. */
  readonly body: Body;
  readonly request: FastifyRequest<Route>;
  readonly reply: FastifyReply<Route>;
  /** As a call's: from the `token` header only, with the enterprise or unit when scoped. */
  readonly session: SessionOf<Auth>;
}

export interface FileRoute<
  Auth extends CallAuth,
  Schema extends BodySchema | undefined,
  Route extends RouteGenericInterface,
> {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** Who may: the SDK's CallAuth, as on a call. */
  readonly auth: Auth;
  /** The JSON body (POST) or query (GET), validated after the caller is known. */
  readonly body?: Schema;
  /** Per client IP; the 429 answer as on calls. */
  readonly rateLimit?: RouteRateLimit;
  /** The OpenAPI description only: input is checked by `body` and the handler. */
  readonly schema?: FastifySchema;
  /** Answers with `reply` (bytes, a stream) or returns a JSON payload. */
  handler(
    context: FileRouteContext<
      Auth,
      Schema extends BodySchema ? z.output<Schema> : undefined,
      Route
    >,
  ): unknown;
}

// Input is checked by `body` and the handlers (Chinese messages); answers are bytes or plain
// JSON. Fastify's own compilers step aside, so the schemas feed the OpenAPI document only.
const documentationOnly = {
  validatorCompiler: () => (value: unknown) => ({ value }),
  serializerCompiler: () => (payload: unknown) => JSON.stringify(payload),
};

/** Registers a file route on `app` (or a plugin scope of it, e.g. one that parses multipart). */
export function registerFileRoute<
  const Auth extends CallAuth,
  Schema extends BodySchema | undefined = undefined,
  Route extends RouteGenericInterface = RouteGenericInterface,
>(app: FastifyInstance, route: FileRoute<Auth, Schema, Route>): void {
  assertSessionsRegistered(app, route.auth, `${route.method} ${route.url}`);
  app.route({
    method: route.method,
    url: route.url,
    ...(route.schema ? { schema: route.schema } : {}),
    config: route.rateLimit ? { rateLimit: { ...route.rateLimit } } : {},
    ...documentationOnly,
    handler: async (untypedRequest, untypedReply) => {
      // The route's params and query types are the caller's word (Route); Fastify parses them.
      const request = untypedRequest as FastifyRequest<Route>;
      const reply = untypedReply as FastifyReply<Route>;
      // Who is calling comes first: a visitor's file is not even read, nor their body judged.
      const session = await authorize(app, route.auth, request);
      const input = route.method === 'GET' ? request.query : request.body;
      const body = (
        route.body === undefined ? undefined : parseInput(route.body, input)
      ) as Schema extends BodySchema ? z.output<Schema> : undefined;
      return route.handler({ body, request, reply, session });
    },
  });
}
