// The OpenAPI document at /api/docs, built from the SDK: each route registered with registerCall
// carries its call's body and answer as JSON Schema (zod 4 `z.toJSONSchema`), its summary, the
// description and example body of the SDK's callDocs, an example answer made from the answer's
// schema, and the credentials it needs (the client's Basic auth on every call, the session's
// `token` header on calls whose `auth` is 'user' or 'optional'). Linted with Spectral
// (spectral:oas, openapi.spectral.yaml) by test/openapi.test.ts: 0 errors, 0 warnings.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MESSAGES, ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import { callDocs, isUnitScoped } from '@qyfw/portal-sdk/schemas';
import type { CallAuth, CallDefinition, CallName } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

export const CLIENT_AUTH_SCHEME = 'clientBasic';
export const SESSION_TOKEN_SCHEME = 'sessionToken';

type JsonSchema = Record<string, unknown>;
type SecurityRequirement = Record<string, string[]>;

/** Tags by the path's second segment (case folded: the spec has both /Person and /person). */
const TAGS: Record<string, string> = {
  demo: '首页：政策、资讯、服务、专家、人才、诉求统计（公开）',
  index: '站点配置与协议正文（公开）',
  indexnew: '登录：扫码、账号密码、短信；退出登录',
  user: '短信验证码、注册与找回密码',
  person: '个人中心（需要登录）',
  enterprise: '企业（需要登录）',
  upload: '上传与下载文件（需要登录）',
  daping: '数据大屏统计（公开）',
  console: '运营后台：业务记录的状态与变更历史（仅限平台运营）',
  static: '公开文件（图片等），浏览器直接加载，无需客户端认证',
};

function tagOf(path: string): string {
  const segment = (path.split('/')[2] ?? 'api').toLowerCase();
  return segment in TAGS ? segment : 'index';
}

/** Who may call: every call names its client app; 'user' calls also need the session token. */
export function securityOf(auth: CallAuth): SecurityRequirement[] {
  const client = { [CLIENT_AUTH_SCHEME]: [] };
  // A role-restricted call needs a session like a 'user' one; the role is checked on the server.
  if (auth === 'user' || auth === 'enterprise' || typeof auth === 'object')
    return [{ ...client, [SESSION_TOKEN_SCHEME]: [] }];
  // Either way works; with a valid token the answer is the member's (e.g. bookmarks).
  if (auth === 'optional') return [{ ...client, [SESSION_TOKEN_SCHEME]: [] }, client];
  return [client];
}

const AUTH_TEXT: Record<Exclude<CallAuth, object>, string> = {
  public: '无需登录。',
  optional: '无需登录；带有效的 `token` 请求头时按该用户作答。',
  user: '需要登录：请求头 `token` 为登录得到的令牌，否则答 401（code 401）；令牌失效答 401（code 402）。',
  enterprise: `需要登录（同上），且只涉及本人所属的已认证企业：企业由服务端按会话确定，尚未完成企业认证答 403（code 403，msg「${MESSAGES.enterpriseScopeMissing}」）。`,
};

function authText(auth: CallAuth): string {
  if (typeof auth !== 'object') return AUTH_TEXT[auth];
  const roles = auth.roles.map((role) => ROLE_LABELS[role]).join('、');
  const only = `${AUTH_TEXT.user}仅限${roles}：其他用户答 403（code 403）。`;
  return isUnitScoped(auth)
    ? `${only}只涉及本人所属承办单位的记录；尚未分配承办单位答 403。`
    : only;
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // OpenAPI 3.1 uses JSON Schema 2020-12, zod's default target; the per-schema $schema is noise.
  // Types JSON cannot express (dates, transforms) are documented as "any" rather than failing.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Candidate strings for a schema with a pattern: the first that fits is the example. */
const PATTERN_SAMPLES = [
  '示例',
  'example',
  '13800000001',
  '123456',
  '2026-01-01',
  '2026-01',
  '2026-01-01 08:00:00',
  '0571-88886666',
  '91330100MA27XL0E4N',
  'data:image/png;base64,iVBORw0KGgo=',
  'https://qyfw.example.cn/',
  '1',
];

function exampleString(schema: JsonSchema): string {
  const format = schema.format as string | undefined;
  if (format === 'date-time') return '2026-01-01T08:00:00.000Z';
  if (format === 'date') return '2026-01-01';
  if (format === 'email') return 'demo@qyfw.example.cn';
  if (format === 'uri' || format === 'url') return 'https://qyfw.example.cn/';
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (value: string) =>
    value.length >= min && value.length <= max && (!pattern || pattern.test(value));
  const found =
    PATTERN_SAMPLES.find(fits) ??
    PATTERN_SAMPLES.map((sample) => sample.padEnd(min, '0')).find(fits);
  return found ?? '示例'.padEnd(min, '例');
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const minimum =
    (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined);
  const maximum =
    (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined);
  let value = Math.max(1, minimum ?? 1);
  if (schema.exclusiveMinimum !== undefined && value <= (schema.exclusiveMinimum as number))
    value += integer ? 1 : 0.5;
  if (maximum !== undefined && value > maximum) value = maximum;
  return value;
}

/** A value the JSON Schema accepts, for the documented example answer. */
export function exampleOf(schema: unknown, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  const s = schema as JsonSchema;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const variants = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (variants) {
    const first =
      variants.find((variant) => (variant as JsonSchema).type !== 'null') ?? variants[0];
    return exampleOf(first, depth + 1);
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((part) => exampleOf(part, depth + 1) as object));
  }
  const type = Array.isArray(s.type)
    ? (s.type.find((t) => t !== 'null') as string)
    : (s.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      // A record keyed by an enum (z.record(z.enum(…), …)) needs every key: one entry each.
      const keys = ((s.propertyNames as JsonSchema | undefined)?.enum ?? []) as string[];
      const entries =
        s.additionalProperties && typeof s.additionalProperties === 'object'
          ? keys.map((key) => [key, exampleOf(s.additionalProperties, depth + 1)])
          : [];
      return Object.fromEntries([
        ...entries,
        ...Object.entries(properties).map(([key, value]) => [key, exampleOf(value, depth + 1)]),
      ]);
    }
    case 'array': {
      const prefix = s.prefixItems as unknown[] | undefined;
      if (prefix) return prefix.map((item) => exampleOf(item, depth + 1));
      const count = Math.max(1, (s.minItems as number | undefined) ?? 1);
      return Array.from({ length: count }, () => exampleOf(s.items, depth + 1));
    }
    case 'string':
      return exampleString(s);
    case 'integer':
      return exampleNumber(s, true);
    case 'number':
      return exampleNumber(s, false);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  description: '失败：code 为 400/401/402/403/404/409/429/500/503，msg 为中文原因',
  properties: { code: { type: 'integer' }, msg: { type: 'string' } },
  required: ['code', 'msg'],
  examples: [{ code: 401, msg: '请先登录' }],
};

/** The route schema of a call: documentation only (zod validates, see register-call.ts). */
export function callRouteSchema(call: CallDefinition): FastifySchema {
  const doc = callDocs[call.name as CallName] as (typeof callDocs)[CallName] | undefined;
  const input = toJsonSchema(call.body, 'input');
  const data = toJsonSchema(call.data, 'output');
  const successCode = call.family === 'login' ? 1 : 200;
  const hasExample = doc && Object.keys(doc.exampleBody).length > 0;
  const description = [
    doc?.description ?? call.summary,
    authText(call.auth),
    `SDK：\`sdk.call(calls.${call.name}, body)\`。`,
  ].join('\n\n');
  return {
    summary: call.summary,
    description,
    operationId: call.name,
    tags: [tagOf(call.path)],
    security: securityOf(call.auth),
    ...(call.method === 'GET'
      ? { querystring: input }
      : { body: hasExample ? { ...input, examples: [doc.exampleBody] } : input }),
    response: {
      200: {
        type: 'object',
        description: `成功：code ${successCode}${call.family === 'login' ? '（登录类接口失败时 code 为 0，msg 说明原因）' : ''}`,
        properties: {
          code: { type: 'integer', examples: [successCode] },
          msg: { type: 'string' },
          data,
        },
        required: ['code', 'msg'],
        examples: [{ code: successCode, msg: '成功', data: exampleOf(data) }],
      },
      default: errorEnvelope,
    },
  };
}

/** Routes that are not SDK calls (public files) get what Spectral asks of every operation. */
function describeOtherRoute(url: string, schema: JsonSchema): JsonSchema {
  if (schema.operationId) return schema;
  const name = url
    .replace(/^\/api\//, '')
    .replace(/[{}*]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  const isStatic = url.startsWith('/api/static');
  return {
    ...schema,
    operationId: name || 'api',
    tags: [tagOf(url)],
    summary: schema.summary ?? (isStatic ? '公开文件（图片等）' : url),
    description:
      schema.description ??
      (isStatic ? '浏览器用 <img> 等直接加载的公开文件；无需客户端认证，不存在时答 404。' : url),
    ...(isStatic ? { security: [] } : {}),
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
          '每个接口都需要客户端认证：`Authorization: Basic base64(客户端ID:密钥)`；需要登录的接口另带请求头 `token`。应答统一为 `{ code, msg, data }`，' +
          '普通接口成功 code 为 200，登录类接口成功 code 为 1、失败为 0。请求体中的 `user_id` 由客户端附加，服务端不以其识别身份。' +
          '类型化的调用方式见 SDK `@qyfw/portal-sdk`。',
        contact: { name: '企业服务门户' },
      },
      // Relative: the origin serving this document (so "Try it out" calls the same server); a
      // client outside the browser uses the API's address without /api, e.g. http://localhost:8080.
      servers: [
        {
          url: '/',
          description:
            '提供本文档的地址（如 https://qyfw.example.cn；本机开发为 http://localhost:8080）',
        },
      ],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [CLIENT_AUTH_SCHEME]: {
            type: 'http',
            scheme: 'basic',
            description: '客户端ID与密钥（API_CLIENTS，默认 portal-web:portal-web）',
          },
          [SESSION_TOKEN_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description: '登录（login、checkStatus、register）得到的会话令牌',
          },
        },
      },
      security: [{ [CLIENT_AUTH_SCHEME]: [] }],
    },
    transform: ({ schema, url }) => ({
      schema: describeOtherRoute(url, (schema ?? {}) as JsonSchema) as FastifySchema,
      url,
    }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI would otherwise send the document to an outside validator.
    uiConfig: { validatorUrl: null, persistAuthorization: true },
  });
}
