// Every failure answers the `{ code, msg }` envelope with a Chinese msg. Nothing of the real
// error (stack, SQL, driver message) reaches the caller; it is logged instead.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiError } from './api-error.js';

const INVALID_JSON = '请求体不是有效的 JSON';

/** Fastify's own errors (body parsing, limits) by code. */
const FASTIFY_ERRORS: Readonly<Record<string, ApiError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ApiError.badRequest(INVALID_JSON),
  FST_ERR_CTP_EMPTY_JSON_BODY: ApiError.badRequest(INVALID_JSON),
  // Only JSON bodies are accepted, so any other media type is the same mistake.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ApiError.badRequest(INVALID_JSON),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ApiError.badRequest(INVALID_JSON),
  FST_ERR_CTP_BODY_TOO_LARGE: new ApiError(413, 413, '请求体过大'),
};

const GENERIC_BY_STATUS: Readonly<Record<number, string>> = {
  400: '请求有误',
  404: '接口不存在',
  405: '请求方法不被允许',
  413: '请求体过大',
  429: '操作过于频繁，请稍后再试',
};

const INTERNAL = new ApiError(500, 500, '服务器内部错误');
const DATABASE_DOWN = ApiError.unavailable('数据库暂时不可用，请稍后再试');

/** What the caller is told about an error. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return DATABASE_DOWN;
  const { code, statusCode } = error as Partial<FastifyError>;
  const known = code === undefined ? undefined : FASTIFY_ERRORS[code];
  if (known) return known;
  // Other client errors raised by Fastify or its plugins (bad URL encoding, rate limits, ...).
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new ApiError(statusCode, statusCode, GENERIC_BY_STATUS[statusCode] ?? GENERIC_BY_STATUS[400]!);
  }
  return INTERNAL;
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  // A server-side failure is the one a user reports: its answer names the request, whose id
  // finds the logged cause (every answer also has it in the x-request-id header).
  const body = error.status >= 500 ? { code: error.code, msg: error.msg, requestId: reply.request.id } : { code: error.code, msg: error.msg };
  return reply.code(error.status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toApiError(error);
    if (answer.status >= 500) {
      request.log.error({ err: error }, answer === DATABASE_DOWN ? '数据库不可用' : '请求处理失败');
    } else {
      request.log.info({ code: answer.code, reason: answer.msg }, '请求被拒绝');
    }
    return sendError(reply, answer);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    const isApi = path === '/api' || path.startsWith('/api/');
    return sendError(reply, ApiError.notFound(isApi ? '接口不存在' : '页面不存在'));
  });
}
