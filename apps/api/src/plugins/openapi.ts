// The OpenAPI document at /api/docs, built from the SDK's zod schemas: each route registered with
// registerCall carries its call's body and answer as JSON Schema (zod 4 `z.toJSONSchema`).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { CallDefinition } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

const CLIENT_AUTH_SCHEME = 'clientBasic';

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // OpenAPI 3.1 uses JSON Schema 2020-12, zod's default target; the per-schema $schema is noise.
  // Types JSON cannot express (dates, transforms) are documented as "any" rather than failing.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  description: '失败：code 为 400/401/402/403/404/429/500/503，msg 为中文原因',
  properties: { code: { type: 'integer' }, msg: { type: 'string' } },
  required: ['code', 'msg'],
};

/** The route schema of a call: documentation only (zod validates, see register-call.ts). */
export function callRouteSchema(call: CallDefinition): FastifySchema {
  const input = toJsonSchema(call.body, 'input');
  const successCode = call.family === 'login' ? 1 : 200;
  return {
    summary: call.summary,
    operationId: call.name,
    tags: [call.path.split('/')[2] ?? 'api'],
    ...(call.method === 'GET' ? { querystring: input } : { body: input }),
    response: {
      200: {
        type: 'object',
        description: `成功：code ${successCode}${call.family === 'login' ? '（登录类接口失败时 code 为 0）' : ''}`,
        properties: {
          code: { type: 'integer', examples: [successCode] },
          msg: { type: 'string' },
          data: toJsonSchema(call.data, 'output'),
        },
        required: ['code', 'msg'],
      },
      default: errorEnvelope,
    },
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '企业服务门户 API',
        version: '1.0.0',
        description:
          '每个接口都需要客户端认证：`Authorization: Basic base64(客户端ID:密钥)`。应答统一为 `{ code, msg, data }`，' +
          '普通接口成功 code 为 200，登录类接口成功 code 为 1、失败为 0。请求体中的 `user_id` 由客户端附加，服务端不以其识别身份。',
      },
      components: {
        securitySchemes: { [CLIENT_AUTH_SCHEME]: { type: 'http', scheme: 'basic', description: '客户端ID与密钥' } },
      },
      security: [{ [CLIENT_AUTH_SCHEME]: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI would otherwise send the document to an outside validator.
    uiConfig: { validatorUrl: null, persistAuthorization: true },
  });
}
