// The one HTTP client of the portal (§7): ky underneath, the envelope read and checked here, and
// every failure turned into one of the catalogue's errors (§8).
import './zod-config.js';
import ky, { isNetworkError, isTimeoutError } from 'ky';
import type { z } from 'zod';
import {
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  REQUEST_TIMEOUT_MS,
  SESSION_EXPIRED_CODE,
  UNAUTHORIZED_CODE,
} from './constants.js';
import type { CallBody, CallData, CallDefinition } from './define-call.js';
import { isSuccessCode, rawEnvelopeSchema } from './envelope.js';
import type { RawEnvelope } from './envelope.js';
import {
  PortalBusinessError,
  PortalError,
  PortalHttpError,
  PortalNetworkError,
  PortalRequestError,
  PortalResponseShapeError,
  PortalSessionExpiredError,
  PortalTimeoutError,
  PortalUnauthorizedError,
  PortalUnknownError,
} from './errors.js';
import type { PortalIssue } from './errors.js';

export interface PortalClientOptions {
  /** '' or absent = same origin (browser); an absolute URL in Node. A path in it is kept. */
  baseUrl?: string;
  /** The member's id from local storage; '' is sent when none. */
  getUserId?: () => string | number | null | undefined;
  /** The session token; the `token` header is sent only when this returns a non-empty value. */
  getToken?: () => string | null | undefined;
  /** Basic credentials of the client app; default 'portal-web' / 'portal-web'. */
  clientId?: string;
  clientSecret?: string;
  /** Default REQUEST_TIMEOUT_MS (50 s). */
  timeoutMs?: number;
  /** Code 402: the portal resets the token and reloads. */
  onSessionExpired?: (error: PortalSessionExpiredError) => void;
  /** Code 401: the portal resets the token and goes to /login. */
  onUnauthorized?: (error: PortalUnauthorizedError) => void;
  /** Every failure (after the two above), for showing a message. */
  onError?: (error: PortalError) => void;
  fetch?: typeof fetch;
}

export interface PortalClient {
  call<C extends CallDefinition>(call: C, body?: CallBody<C>): Promise<CallData<C>>;
}

/** Base64 of the UTF-8 bytes: `btoa` alone only takes Latin-1. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `list[0].id` style paths, as people read them. */
function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text === '' ? 'data' : text;
}

function toIssues(error: z.ZodError): PortalIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

/**
 * Reports to a callback without letting a throwing callback replace the call's own error: the
 * callback's error goes to the page's error reporting (or the console in Node) instead.
 */
function notify<E>(callback: ((error: E) => void) | undefined, error: E): void {
  if (!callback) return;
  try {
    callback(error);
  } catch (callbackError) {
    const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
    if (report) report(callbackError);
    else console.error(callbackError);
  }
}

/** Query values for a GET call: only scalars travel in a query string. */
function toSearchParams(body: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return params;
}

interface RawAnswer {
  status: number;
  text: string;
}

export function createPortalClient(options: PortalClientOptions = {}): PortalClient {
  const {
    baseUrl = '',
    getUserId,
    getToken,
    clientId = DEFAULT_CLIENT_ID,
    clientSecret = DEFAULT_CLIENT_SECRET,
    timeoutMs = REQUEST_TIMEOUT_MS,
    onSessionExpired,
    onUnauthorized,
    onError,
  } = options;

  const http = ky.create({
    // `prefix` keeps a path in baseUrl (https://host/portal + /api/x); with no base the
    // browser resolves /api/x against the page's origin.
    ...(baseUrl ? { prefix: baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: timeoutMs,
    // Calls are not idempotent in general (web_login makes a sign); the user retries by hand.
    retry: 0,
    // Error bodies carry the code the client must read first (DESIGN §2).
    throwHttpErrors: false,
    headers: {
      accept: 'application/json',
      authorization: `Basic ${base64(`${clientId}:${clientSecret}`)}`,
    },
  });

  function fail(error: PortalError): never {
    if (error instanceof PortalSessionExpiredError) notify(onSessionExpired, error);
    if (error instanceof PortalUnauthorizedError) notify(onUnauthorized, error);
    notify(onError, error);
    throw error;
  }

  async function send(call: CallDefinition, body: Record<string, unknown>): Promise<RawAnswer> {
    const token = getToken?.();
    // Read status and body from the awaited response itself: an afterResponse hook would make ky
    // clone and cancel the response, which empties the body in some fetch implementations.
    const response = await http(call.path, {
      method: call.method,
      ...(call.method === 'GET' ? { searchParams: toSearchParams(body) } : { json: body }),
      headers: token ? { token } : {},
    });
    return { status: response.status, text: await response.text() };
  }

  function classifyThrown(error: unknown, callName: string): PortalError {
    if (error instanceof PortalError) return error;
    const details = { callName, cause: error };
    if (isTimeoutError(error)) return new PortalTimeoutError(details);
    if (isNetworkError(error)) return new PortalNetworkError(details);
    return new PortalUnknownError(details);
  }

  /** The envelope, or undefined when the body is not JSON or not an envelope. */
  function readEnvelope(text: string): RawEnvelope | undefined {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return undefined;
    }
    const parsed = rawEnvelopeSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  }

  function answerError(
    call: CallDefinition,
    answer: RawAnswer,
    envelope: RawEnvelope | undefined,
  ): PortalError | undefined {
    const { status } = answer;
    const details = { status, callName: call.name };
    const ok = status >= 200 && status < 300;
    // The body's code first, whatever the HTTP status (DESIGN §2: 402 comes as HTTP 401).
    if (envelope?.code === SESSION_EXPIRED_CODE) {
      return new PortalSessionExpiredError(envelope.msg, details);
    }
    if (envelope?.code === UNAUTHORIZED_CODE || (status === 401 && !envelope)) {
      return new PortalUnauthorizedError(envelope?.msg, details);
    }
    if (!ok) {
      return new PortalHttpError(status, envelope?.msg, { ...details, code: envelope?.code });
    }
    if (!envelope) return new PortalUnknownError(details);
    if (!isSuccessCode(call.family, envelope.code)) {
      return new PortalBusinessError(envelope.code, envelope.msg, details);
    }
    return undefined;
  }

  return {
    async call<C extends CallDefinition>(call: C, body?: CallBody<C>): Promise<CallData<C>> {
      const given = (body ?? {}) as Record<string, unknown>;
      // An explicit user_id wins; otherwise the stored one, '' when none (§7).
      const input = { ...given, user_id: given.user_id ?? getUserId?.() ?? '' };
      const request = call.body.safeParse(input);
      if (!request.success) fail(new PortalRequestError(call.name, toIssues(request.error)));

      let answer: RawAnswer;
      try {
        answer = await send(call, request.data as Record<string, unknown>);
      } catch (error) {
        fail(classifyThrown(error, call.name));
      }

      const envelope = readEnvelope(answer.text);
      const error = answerError(call, answer, envelope);
      if (error) fail(error);

      const data = call.data.safeParse(envelope?.data);
      if (!data.success) {
        fail(
          new PortalResponseShapeError(call.name, toIssues(data.error), {
            status: answer.status,
            code: envelope?.code,
          }),
        );
      }
      return data.data as CallData<C>;
    },
  };
}
