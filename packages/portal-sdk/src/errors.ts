// The error catalogue of §8 as classes: every failure of a call is one of these, with the
// Chinese message the portal shows as is.
import { MESSAGES } from './constants.js';

export type PortalErrorKind =
  | 'session-expired'
  | 'unauthorized'
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

  constructor(kind: PortalErrorKind, message: string, details: PortalErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PortalError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.callName = details.callName;
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

  constructor(status: number, serverMessage: string | undefined, details: PortalErrorDetails = {}) {
    super('http', serverMessage || MESSAGES.httpStatus(status), { ...details, status });
    this.name = 'PortalHttpError';
  }
}

/** The server could not be reached. */
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

/** What kind of page asset failed to load (§8). */
export type AssetKind = 'script' | 'stylesheet';

/**
 * A page-asset chunk failed to load (§8): reports the kind and the address for logging; the
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
