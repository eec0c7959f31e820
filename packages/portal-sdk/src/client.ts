// The one HTTP client of the portal (contract §7): ky underneath, the envelope read and checked here, and
// every failure turned into one of the catalogue's errors (contract §8).
import { chineseParse } from './zod-config.js';
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
import {
  cleanUploadName,
  UPLOAD_PATH,
  uploadPath,
  uploadPurposeSchema,
  uploadSchema,
} from './upload.js';
import { canUseXhr, FormTransportError, sendFormByXhr } from './upload-transport.js';
import type { Upload, UploadInput, UploadOptions } from './upload.js';
import { isSuccessCode, rawEnvelopeSchema } from './envelope.js';
import type { RawEnvelope } from './envelope.js';
import {
  CLIENT_AUTH_FAILED_MESSAGE,
  PortalBusinessError,
  PortalClientAuthError,
  PortalConfigError,
  PortalError,
  PortalHttpError,
  PortalLoginError,
  PortalNetworkError,
  PortalNotFoundError,
  PortalRequestError,
  PortalResponseShapeError,
  PortalSessionExpiredError,
  PortalTimeoutError,
  PortalUnauthorizedError,
  PortalUnknownError,
} from './errors.js';
import type { PortalIssue } from './errors.js';

export interface PortalClientOptions {
  /**
   * The API's address without `/api` (every call's path starts with it), e.g.
   * `http://localhost:8080` or `https://host/portal`; a path in it is kept. '' or absent = the
   * page's own origin, in a browser only: outside one createPortalClient throws PortalConfigError.
   */
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

/** How one call reports a failure. */
export interface CallOptions {
  /**
   * Skip `onError` (the portal's error toast) for this call: for background refreshes (an unread
   * count polled every few minutes) whose failure the screen shows by itself, if at all. A 401 or
   * 402 still reaches `onUnauthorized` / `onSessionExpired`, and the promise still rejects.
   */
  quiet?: boolean;
}

export interface PortalClient {
  call<C extends CallDefinition>(
    call: C,
    body?: CallBody<C>,
    options?: CallOptions,
  ): Promise<CallData<C>>;
  /**
   * Sends a file (POST /api/upload, multipart) and answers what the server stored. A refusal
   * (wrong type, too large) is a PortalBusinessError whose message says why, in Chinese.
   */
  upload(input: UploadInput, options?: UploadOptions): Promise<Upload>;
  /** The bytes of an upload the member may see (GET /api/upload/:id), e.g. for an object URL. */
  fetchUpload(id: number, options?: { signal?: AbortSignal }): Promise<Blob>;
}

/** What error reporting needs to know of a request: a call, or the upload routes. */
type RequestIdentity = Pick<CallDefinition, 'name' | 'path' | 'family'>;

const UPLOAD_REQUEST: RequestIdentity = { name: 'upload', path: UPLOAD_PATH, family: 'standard' };

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

const CONFIG_HINT = '（见 @qyfw/portal-sdk 的 README：创建客户端）';

/** The page's origin, when running in a browser (or a DOM test environment). */
function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && /^https?:/.test(origin) ? origin : undefined;
}

/**
 * Checks `baseUrl` before anything is sent, so a wrong setup fails with what to fix rather
 * than as 后端接口未知异常 at the first call. Returns whether its path ends in `/api`.
 */
function checkBaseUrl(baseUrl: string): { endsInApi: boolean } {
  const origin = pageOrigin();
  if (baseUrl === '') {
    if (origin) return { endsInApi: false };
    throw new PortalConfigError(
      `缺少 baseUrl：浏览器之外（如 Node）必须写 API 的绝对地址，如 http://localhost:8080${CONFIG_HINT}` +
        ' (baseUrl is required outside a browser)',
    );
  }
  let url: URL;
  try {
    url = origin ? new URL(baseUrl, origin) : new URL(baseUrl);
  } catch (cause) {
    throw new PortalConfigError(
      `baseUrl 无效：“${baseUrl}” 不是 http(s) 地址${CONFIG_HINT} (baseUrl must be an absolute http(s) URL)`,
      { cause },
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PortalConfigError(
      `baseUrl 无效：只支持 http 和 https，收到 ${url.protocol}${CONFIG_HINT} (baseUrl must be http(s))`,
    );
  }
  return { endsInApi: /\/api\/*$/.test(url.pathname) };
}

/** The error that says why the request failed, as deep as it goes (fetch wraps it twice). */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const next = (current as { cause?: unknown } | null | undefined)?.cause;
    if (next === undefined || next === null) return current;
    current = next;
  }
  return current;
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
  const { endsInApi } = checkBaseUrl(baseUrl);
  const clientAuthorization = `Basic ${base64(`${clientId}:${clientSecret}`)}`;
  const urlOf = (path: string): string | undefined => {
    const base = baseUrl || pageOrigin();
    return base === undefined ? undefined : `${base.replace(/\/+$/, '')}${path}`;
  };
  const API_PREFIX_HINT = 'baseUrl 不应以 /api 结尾（接口路径已含 /api），请去掉末尾的 /api';

  const http = ky.create({
    // `prefix` keeps a path in baseUrl (https://host/portal + /api/x); with no base the
    // browser resolves /api/x against the page's origin.
    ...(baseUrl ? { prefix: baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: timeoutMs,
    // Calls are not idempotent in general (web_login makes a sign); the user retries by hand.
    retry: 0,
    // Error bodies carry the code the client must read first (design §2).
    throwHttpErrors: false,
    headers: {
      accept: 'application/json',
      authorization: clientAuthorization,
    },
  });

  /** The headers of a request made outside ky (an upload through XMLHttpRequest). */
  const headersOutsideKy = (): Record<string, string> => {
    const token = getToken?.();
    return {
      accept: 'application/json',
      authorization: clientAuthorization,
      ...(token ? { token } : {}),
    };
  };

  /** The form: `purpose` before `file`, so the server knows the limits before the bytes arrive. */
  function uploadForm(input: UploadInput): FormData {
    const purpose = uploadPurposeSchema.safeParse(input.purpose, chineseParse);
    if (!purpose.success)
      fail(new PortalRequestError(UPLOAD_REQUEST.name, toIssues(purpose.error)));
    const form = new FormData();
    form.append('purpose', purpose.data);
    const ownName = (input.file as { name?: unknown }).name;
    // Cleaned as the server stores it: the name sent is the name kept.
    const name = cleanUploadName(input.name ?? (typeof ownName === 'string' ? ownName : ''));
    form.append('file', input.file, name === '' ? 'file' : name);
    return form;
  }

  async function sendUpload(form: FormData, transfer: UploadOptions): Promise<RawAnswer> {
    const url = urlOf(UPLOAD_PATH);
    // A custom fetch (tests, a proxy) is honoured: XMLHttpRequest would bypass it.
    if (canUseXhr() && !options.fetch && url !== undefined) {
      return sendFormByXhr({
        url,
        form,
        headers: headersOutsideKy(),
        timeoutMs,
        onProgress: transfer.onProgress,
        signal: transfer.signal,
      });
    }
    const token = getToken?.();
    const response = await http(UPLOAD_PATH, {
      method: 'POST',
      body: form,
      headers: token ? { token } : {},
      ...(transfer.signal ? { signal: transfer.signal } : {}),
    });
    const answer = { status: response.status, text: await response.text() };
    transfer.onProgress?.(1);
    return answer;
  }

  /**
   * An upload's failure: a refusal (400 with the envelope: type, size, quota; or 403: a purpose
   * the member has no use for) is the member's to fix, and its message is theirs to read.
   */
  function uploadAnswerError(answer: RawAnswer, envelope: RawEnvelope | undefined) {
    if ((answer.status === 400 || answer.status === 403) && envelope) {
      return new PortalBusinessError(envelope.code, envelope.msg, {
        status: answer.status,
        callName: UPLOAD_REQUEST.name,
        url: urlOf(UPLOAD_PATH),
      });
    }
    return answerError(UPLOAD_REQUEST, answer, envelope);
  }

  /** Rethrows an abort as it is (the caller asked for it); anything else as the catalogue's. */
  function failThrown(error: unknown, request: RequestIdentity): never {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof FormTransportError) {
      const details = { callName: request.name, url: urlOf(request.path), cause: error };
      fail(
        error.reason === 'timeout'
          ? new PortalTimeoutError(details)
          : new PortalNetworkError(details),
      );
    }
    fail(classifyThrown(error, request));
  }

  function fail(error: PortalError, { quiet = false }: CallOptions = {}): never {
    if (error instanceof PortalSessionExpiredError) notify(onSessionExpired, error);
    if (error instanceof PortalUnauthorizedError) notify(onUnauthorized, error);
    if (!quiet) notify(onError, error);
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

  function classifyThrown(error: unknown, call: RequestIdentity): PortalError {
    if (error instanceof PortalError) return error;
    const details = { callName: call.name, url: urlOf(call.path), cause: error };
    if (isTimeoutError(error)) return new PortalTimeoutError(details);
    // The reason (ECONNREFUSED, ENOTFOUND, a TLS error) sits under ky's and fetch's wrappers.
    if (isNetworkError(error))
      return new PortalNetworkError({ ...details, cause: rootCause(error) });
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
    call: RequestIdentity,
    answer: RawAnswer,
    envelope: RawEnvelope | undefined,
  ): PortalError | undefined {
    const { status } = answer;
    const details = { status, callName: call.name, url: urlOf(call.path) };
    const ok = status >= 200 && status < 300;
    // The body's code first, whatever the HTTP status (design §2: 402 comes as HTTP 401).
    if (envelope?.code === SESSION_EXPIRED_CODE) {
      return new PortalSessionExpiredError(envelope.msg, details);
    }
    // A refused client app is a setup error, not a logged-out user: no onUnauthorized.
    if (status === 401 && envelope?.msg === CLIENT_AUTH_FAILED_MESSAGE) {
      return new PortalClientAuthError(envelope.msg, details);
    }
    if (envelope?.code === UNAUTHORIZED_CODE || (status === 401 && !envelope)) {
      return new PortalUnauthorizedError(envelope?.msg, details);
    }
    if (status === 404) {
      return new PortalNotFoundError(
        envelope?.msg,
        { ...details, code: envelope?.code },
        endsInApi ? API_PREFIX_HINT : undefined,
      );
    }
    if (!ok) {
      return new PortalHttpError(status, envelope?.msg, { ...details, code: envelope?.code });
    }
    if (!envelope) return new PortalUnknownError(details);
    if (!isSuccessCode(call.family, envelope.code)) {
      return call.family === 'login'
        ? new PortalLoginError(envelope.code, envelope.msg, details)
        : new PortalBusinessError(envelope.code, envelope.msg, details);
    }
    return undefined;
  }

  return {
    async call<C extends CallDefinition>(
      call: C,
      body?: CallBody<C>,
      options: CallOptions = {},
    ): Promise<CallData<C>> {
      const given = (body ?? {}) as Record<string, unknown>;
      // An explicit user_id wins; otherwise the stored one, '' when none (contract §7).
      const input = { ...given, user_id: given.user_id ?? getUserId?.() ?? '' };
      const request = call.body.safeParse(input, chineseParse);
      if (!request.success)
        fail(new PortalRequestError(call.name, toIssues(request.error)), options);

      let answer: RawAnswer;
      try {
        answer = await send(call, request.data as Record<string, unknown>);
      } catch (error) {
        fail(classifyThrown(error, call), options);
      }

      const envelope = readEnvelope(answer.text);
      const error = answerError(call, answer, envelope);
      if (error) fail(error, options);

      const data = call.data.safeParse(envelope?.data, chineseParse);
      if (!data.success) {
        fail(
          new PortalResponseShapeError(call.name, toIssues(data.error), {
            status: answer.status,
            code: envelope?.code,
            url: urlOf(call.path),
          }),
          options,
        );
      }
      return data.data as CallData<C>;
    },

    async upload(input: UploadInput, uploadOptions: UploadOptions = {}): Promise<Upload> {
      const form = uploadForm(input);
      let answer: RawAnswer;
      try {
        answer = await sendUpload(form, uploadOptions);
      } catch (error) {
        failThrown(error, UPLOAD_REQUEST);
      }
      const envelope = readEnvelope(answer.text);
      const error = uploadAnswerError(answer, envelope);
      if (error) fail(error);
      const data = uploadSchema.safeParse(envelope?.data, chineseParse);
      if (!data.success) {
        fail(
          new PortalResponseShapeError(UPLOAD_REQUEST.name, toIssues(data.error), {
            status: answer.status,
            code: envelope?.code,
            url: urlOf(UPLOAD_PATH),
          }),
        );
      }
      return data.data;
    },

    async fetchUpload(id: number, fetchOptions: { signal?: AbortSignal } = {}): Promise<Blob> {
      const request: RequestIdentity = { ...UPLOAD_REQUEST, path: uploadPath(id) };
      const token = getToken?.();
      let response: Response;
      try {
        response = await http(request.path, {
          method: 'GET',
          headers: { accept: '*/*', ...(token ? { token } : {}) },
          ...(fetchOptions.signal ? { signal: fetchOptions.signal } : {}),
        });
      } catch (error) {
        failThrown(error, request);
      }
      if (response.ok) return response.blob();
      const answer = { status: response.status, text: await response.text() };
      fail(
        answerError(request, answer, readEnvelope(answer.text)) ??
          new PortalUnknownError({ callName: request.name, url: urlOf(request.path) }),
      );
    },
  };
}

// `./client` alone is enough to call and to handle every failure: the error classes come with it.
export * from './errors.js';
