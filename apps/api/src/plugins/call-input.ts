// The input of a call or a file route, validated by the SDK's zod schema with Chinese messages
// naming the field (400), shared by register-call.ts and register-file-route.ts.
import { z } from 'zod';
import type { BodySchema } from '@qyfw/portal-sdk/schemas';
import { ApiError } from './api-error.js';
import { describeIssues } from './validation-message.js';

/**
 * PostgreSQL text cannot hold U+0000, so such a string would fail deep in a query as a 500; no
 * form can type it, so it is refused up front for every call, naming the field.
 */
function fieldWithNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '请求体' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNulCharacter(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function parseInput<Body extends BodySchema>(schema: Body, input: unknown): z.output<Body> {
  // A POST without a body (no content type) carries no fields; `{}` lets optional ones default.
  const parsed = z.safeParse(schema, input ?? {});
  if (!parsed.success) throw ApiError.badRequest(describeIssues(parsed.error.issues));
  const controlField = fieldWithNulCharacter(parsed.data);
  if (controlField !== undefined)
    throw ApiError.badRequest(`参数 ${controlField} 含有不允许的字符`);
  // zod cannot narrow its output type over a generic union of object schemas; it is this one.
  return parsed.data as z.output<Body>;
}
