// The error catalogue of contract §8 as classes: every failure of a call is one of these, with the
// Chinese message the portal shows as is.
import { MESSAGES } from './constants.js';

export type PortalErrorKind =
  | 'config'
  | 'client-auth'
  | 'session-expired'
  | 'unauthorized'
  | 'not-found'
  | 'http'
  | 'network'
  | 'timeout'
  | 'unknown'
  | 'business'
  | 'response-shape'
  | 'request';

export interface PortalErrorDetails {
  /** HTTP status, when a response came back. */
  status?: number | undefined;
  /** The envelope's `code`, when the body had one. */
  code?: number | undefined;
  /** The spec's name of the call that failed. */
  callName?: string | undefined;
  /** The address the request went to (absent when nothing was sent). */
  url?: string | undefined;
  cause?: unknown;
}

/** One issue of a schema check, with its path as text (`list[0].id`). */
export interface PortalIssue {
  path: string;
  message: string;
}

export class PortalError extends Error {
  readonly kind: PortalErrorKind;
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly callName: string | undefined;
  /** The address the request went to, e.g. `http://localhost:8080/api/index/pcconfig`. */
  readonly url: string | undefined;

  constructor(kind: PortalErrorKind, message: string, details: PortalErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PortalError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.callName = details.callName;
    this.url = details.url;
  }
}

/**
 * The client was set up wrongly, so no request was sent: no `baseUrl` outside a browser, or a
 * `baseUrl` that is not an absolute http(s) address. Fix the options of createPortalClient.
 */
export class PortalConfigError extends PortalError {
  constructor(message: string, details: PortalErrorDetails = {}) {
    super('config', message, details);
    this.name = 'PortalConfigError';
  }
}

/** The server's text for a refused client (Basic authorization), see apps/api client-auth. */
export const CLIENT_AUTH_FAILED_MESSAGE = '客户端认证失败';

/**
 * The API refused the calling app: `clientId`/`clientSecret` are not a pair configured on the
 * server (API_CLIENTS). Not a logged-out user, so onUnauthorized is not called; fix the
 * credentials instead of sending the user to log in.
 */
export class PortalClientAuthError extends PortalError {
  constructor(serverMessage: string | undefined, details: PortalErrorDetails = {}) {
    super('client-auth', serverMessage || CLIENT_AUTH_FAILED_MESSAGE, {
      status: 401,
      code: 401,
      ...details,
    });
    this.name = 'PortalClientAuthError';
  }
}

/** Body code 402: the session was replaced or expired. The portal resets the token and reloads. */
export class PortalSessionExpiredError extends PortalError {
  constructor(serverMessage: string | undefined, details: PortalErrorDetails = {}) {
    super('session-expired', serverMessage || MESSAGES.httpStatus(402), { code: 402, ...details });
    this.name = 'PortalSessionExpiredError';
  }
}

/** Body code 401 or HTTP 401: not logged in. The portal resets the token and goes to /login. */
export class PortalUnauthorizedError extends PortalError {
  constructor(serverMessage: string | undefined, details: PortalErrorDetails = {}) {
    super('unauthorized', serverMessage || MESSAGES.loginRequired, { code: 401, ...details });
    this.name = 'PortalUnauthorizedError';
  }
}

/** Any other non-2xx status: the server's message, or 后端接口{status}异常. */
export class PortalHttpError extends PortalError {
  declare readonly status: number;

  constructor(
    status: number,
    serverMessage: string | undefined,
    details: PortalErrorDetails = {},
    kind: 'http' | 'not-found' = 'http',
  ) {
    super(kind, serverMessage || MESSAGES.httpStatus(status), { ...details, status });
    this.name = 'PortalHttpError';
  }
}

/**
 * HTTP 404: no such call at this address (or, for a call that reads one record, no such
 * record). `hint` says what to fix when the address itself looks wrong: a `baseUrl` ending in
 * `/api` doubles the prefix (`/api/api/index/pcconfig`), because every call's path starts with
 * `/api`.
 */
export class PortalNotFoundError extends PortalHttpError {
  readonly hint: string | undefined;

  constructor(
    serverMessage: string | undefined,
    details: PortalErrorDetails = {},
    hint?: string | undefined,
  ) {
    super(
      404,
      hint ? `${serverMessage || MESSAGES.httpStatus(404)}：${hint}` : serverMessage,
      details,
      'not-found',
    );
    this.name = 'PortalNotFoundError';
    this.hint = hint;
  }
}

/**
 * The server could not be reached (refused, DNS, TLS, CORS in a browser). `url` is the address
 * tried and `cause` the underlying error (e.g. an Error with `code: 'ECONNREFUSED'` in Node):
 * check that the API runs at that address.
 */
export class PortalNetworkError extends PortalError {
  constructor(details: PortalErrorDetails = {}) {
    super('network', MESSAGES.network, details);
    this.name = 'PortalNetworkError';
  }
}

/** No answer within the timeout (50 s by default). */
export class PortalTimeoutError extends PortalError {
  constructor(details: PortalErrorDetails = {}) {
    super('timeout', MESSAGES.timeout, details);
    this.name = 'PortalTimeoutError';
  }
}

/** Anything else: an unreadable answer, a failing fetch implementation. */
export class PortalUnknownError extends PortalError {
  constructor(details: PortalErrorDetails = {}) {
    super('unknown', MESSAGES.unknown, details);
    this.name = 'PortalUnknownError';
  }
}

/**
 * HTTP 2xx with a code that is not success for the call (login code 0, a 403 body…): the
 * server's message says why (login failed, send-code failed).
 */
export class PortalBusinessError extends PortalError {
  declare readonly code: number;

  constructor(code: number, serverMessage: string | undefined, details: PortalErrorDetails = {}) {
    super('business', serverMessage || MESSAGES.unknown, { ...details, code });
    this.name = 'PortalBusinessError';
  }
}

/**
 * Why a login-family call failed: `throttled` — too many wrong passwords from this address, wait
 * `retryAfterMinutes` (or log in by SMS / reset the password); `bad-credentials` — wrong account
 * or password; `other` — anything else the server said (an SMS code expired, already used…).
 */
export type PortalLoginFailureReason = 'throttled' | 'bad-credentials' | 'other';

/** The server's words for the two reasons a caller acts on (apps/api auth/login.ts). */
const THROTTLED_PATTERN = /尝试次数过多，请(\d+)分钟后再试/;
const BAD_CREDENTIALS_MESSAGE = '账号或密码错误';

/**
 * A login-family call (login, web_login, checkStatus, dx_send) answered code 0. A
 * PortalBusinessError (same kind), with `reason` telling a throttled address from a wrong
 * password, and `retryAfterMinutes` when throttled.
 */
export class PortalLoginError extends PortalBusinessError {
  readonly reason: PortalLoginFailureReason;
  readonly retryAfterMinutes: number | undefined;

  constructor(code: number, serverMessage: string | undefined, details: PortalErrorDetails = {}) {
    super(code, serverMessage, details);
    this.name = 'PortalLoginError';
    const throttled = THROTTLED_PATTERN.exec(serverMessage ?? '');
    this.reason = throttled
      ? 'throttled'
      : serverMessage === BAD_CREDENTIALS_MESSAGE
        ? 'bad-credentials'
        : 'other';
    this.retryAfterMinutes = throttled ? Number(throttled[1]) : undefined;
  }
}

function describeIssues(issues: readonly PortalIssue[]): string {
  return issues.map((issue) => `${issue.path} ${issue.message}`).join('；');
}

/** The answer's `data` does not match the call's schema: a contract bug between API and SDK. */
export class PortalResponseShapeError extends PortalError {
  declare readonly callName: string;
  readonly issues: readonly PortalIssue[];

  constructor(callName: string, issues: readonly PortalIssue[], details: PortalErrorDetails = {}) {
    super('response-shape', `接口 ${callName} 返回的数据不符合约定：${describeIssues(issues)}`, {
      ...details,
      callName,
    });
    this.name = 'PortalResponseShapeError';
    this.issues = issues;
  }
}

/** The body given to `call` fails the call's schema; nothing was sent. */
export class PortalRequestError extends PortalError {
  declare readonly callName: string;
  readonly issues: readonly PortalIssue[];

  constructor(callName: string, issues: readonly PortalIssue[], details: PortalErrorDetails = {}) {
    super('request', issues[0]?.message ?? `接口 ${callName} 的请求参数有误`, {
      ...details,
      callName,
    });
    this.name = 'PortalRequestError';
    this.issues = issues;
  }
}

export function isPortalError(error: unknown): error is PortalError {
  return error instanceof PortalError;
}

/** What kind of page asset failed to load (contract §8). */
export type AssetKind = 'script' | 'stylesheet';

/**
 * A page-asset chunk failed to load (contract §8): reports the kind and the address for logging; the
 * user sees no message, so the text is for developers.
 */
export class AssetLoadError extends Error {
  readonly assetKind: AssetKind;
  readonly url: string;

  constructor(assetKind: AssetKind, url: string, options?: { cause?: unknown }) {
    super(`Loading ${assetKind} failed: ${url}`, options);
    this.name = 'AssetLoadError';
    this.assetKind = assetKind;
    this.url = url;
  }
}
