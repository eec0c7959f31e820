// Every failure answers the `{ code, msg }` envelope with a Chinese msg. Nothing of the real
// error (stack, SQL, driver message) reaches the caller; it is logged instead.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify';
import { isClientAbort, isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiError } from './api-error.js';
import { REQUEST_ID_HEADER } from './request-id.js';

const INVALID_JSON = '请求体不是有效的 JSON';

/** Fastify's own errors (body parsing, limits, URLs) by code. */
const FASTIFY_ERRORS: Readonly<Record<string, ApiError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ApiError.badRequest(INVALID_JSON),
  FST_ERR_CTP_EMPTY_JSON_BODY: ApiError.badRequest(INVALID_JSON),
  // Only JSON bodies have a parser (text/plain's was removed), so every other type lands here.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new ApiError(
    415,
    415,
    '请求体格式不受支持，请以 JSON（application/json）提交',
  ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ApiError.badRequest('请求体长度与 Content-Length 不符'),
  FST_ERR_CTP_BODY_TOO_LARGE: new ApiError(413, 413, '请求体过大'),
  FST_ERR_BAD_URL: ApiError.badRequest('请求地址含有无效的编码'),
  FST_ERR_MAX_PARAM_LENGTH: new ApiError(414, 414, '请求地址过长'),
};

const GENERIC_BY_STATUS: Readonly<Record<number, string>> = {
  400: '请求有误',
  404: '接口不存在',
  405: '请求方法不被允许',
  408: '请求超时',
  413: '请求体过大',
  414: '请求地址过长',
  415: '请求体格式不受支持',
  431: '请求头过大',
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
    return new ApiError(
      statusCode,
      statusCode,
      GENERIC_BY_STATUS[statusCode] ?? GENERIC_BY_STATUS[400]!,
    );
  }
  return INTERNAL;
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  // A server-side failure is the one a user reports: its answer names the request, whose id
  // finds the logged cause (every answer also has it in the x-request-id header).
  const body =
    error.status >= 500
      ? { code: error.code, msg: error.msg, requestId: reply.request.id }
      : { code: error.code, msg: error.msg };
  return reply.code(error.status).send(body);
}

/** The methods a path answers, for the Allow header of a 405 (empty: the path is unknown). */
const METHODS: readonly HTTPMethods[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];

function allowedMethods(app: FastifyInstance, path: string): HTTPMethods[] {
  return METHODS.filter((method) => app.hasRoute({ method, url: path }));
}

const CLIENT_ABORT = ApiError.badRequest('请求已被客户端中断');

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // The client hung up (closed the tab, lost the network) while sending: nothing of ours
    // failed, and Node reports it as ECONNRESET, the code of a lost database connection too.
    if (isClientAbort(error)) {
      request.log.info({ reason: (error as Error).message }, '客户端中断了请求');
      return sendError(reply, CLIENT_ABORT);
    }
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
    if (isApi) {
      // A known call asked with the wrong method (GET on a POST call): say so, and which one.
      const allowed = allowedMethods(app, path);
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(
          reply,
          new ApiError(
            405,
            405,
            `请求方法不被允许，该接口只接受 ${allowed.filter((method) => method !== 'HEAD').join('、')} 请求`,
          ),
        );
      }
    }
    return sendError(reply, ApiError.notFound(isApi ? '接口不存在' : '页面不存在'));
  });
}

/**
 * Fastify's `frameworkErrors`: errors found before routing (a path with bad percent-encoding, an
 * over-long parameter). No hook has run, so the request id header is set here.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  const answer = toApiError(error);
  request.log.info({ code: answer.code, reason: answer.msg, err: error.code }, '请求被拒绝');
  void sendError(reply, answer);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request
 * (a timeout while receiving, headers too large, malformed HTTP). Same envelope, written on the
 * raw socket; Fastify's default wrote an English body.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // The client is already gone: nothing to answer, nothing wrong on our side.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  this.log.debug(
    { code: error.code },
    status === 408 ? '客户端发送请求超时，已断开' : '无法解析的请求，已断开',
  );
  if (socket.writable) {
    const body = JSON.stringify({ code: status, msg: GENERIC_BY_STATUS[status] });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
