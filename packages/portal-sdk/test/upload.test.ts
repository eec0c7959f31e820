// client.upload and client.fetchUpload against a real HTTP server (the fetch path, as in Node),
// and the browser path through a scripted XMLHttpRequest (progress, abort, failures).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../src/client.js';
import type { PortalClientOptions } from '../src/client.js';
import {
  PortalBusinessError,
  PortalError,
  PortalNetworkError,
  PortalNotFoundError,
  PortalRequestError,
  PortalResponseShapeError,
  PortalTimeoutError,
  PortalUnauthorizedError,
} from '../src/errors.js';
import {
  cleanUploadName,
  isAllowedUploadType,
  UPLOAD_MESSAGES,
  UPLOAD_NAME_MAX_CHARS,
  UPLOAD_RULES,
  uploadPath,
  uploadSchema,
  uploadSizeProblem,
} from '../src/upload.js';
import type { Upload, UploadPurpose } from '../src/upload.js';
import { refusedBaseUrl, sendJson, startServer } from './http-server.js';
import type { TestServer } from './http-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  vi.unstubAllGlobals();
});

const STORED: Upload = {
  id: 7,
  name: '营业执照.png',
  mime: 'image/png',
  size: 4,
  purpose: 'licence',
  createtime: 1_772_413_200,
};

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

function client(options: PortalClientOptions = {}) {
  return createPortalClient({ baseUrl: server.baseUrl, getToken: () => 'tok-1', ...options });
}

async function rejection(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PortalError);
    return error as PortalError;
  }
  throw new Error('expected the upload to fail');
}

describe('client.upload', () => {
  it('posts purpose then file as multipart, with the client credentials and the token', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { code: 200, msg: '成功', data: STORED }),
    );
    const progress: number[] = [];
    const file = new File([PNG_HEAD], '营业执照.png', { type: 'image/png' });
    const answer = await client().upload(
      { purpose: 'licence', file },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(answer).toEqual(STORED);
    expect(progress).toEqual([1]);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/upload');
    expect(request?.headers.token).toBe('tok-1');
    expect(request?.headers.authorization).toMatch(/^Basic /);
    const contentType = String(request?.headers['content-type']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const raw = request!.raw.toString('latin1');
    expect(raw.indexOf('name="purpose"')).toBeLessThan(raw.indexOf('name="file"'));
    const form = await new Response(new Uint8Array(request!.raw), {
      headers: { 'content-type': contentType },
    }).formData();
    expect(form.get('purpose')).toBe('licence');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('营业执照.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG_HEAD);
  });

  it('names a plain Blob by `name`, else “file”', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { code: 200, msg: '成功', data: STORED }),
    );
    await client().upload({ purpose: 'licence', file: new Blob([PNG_HEAD]), name: 'scan.png' });
    await client().upload({ purpose: 'licence', file: new Blob([PNG_HEAD]) });
    const names = await Promise.all(
      server.requests.map(async (request) => {
        const form = await new Response(new Uint8Array(request.raw), {
          headers: { 'content-type': String(request.headers['content-type']) },
        }).formData();
        return (form.get('file') as File).name;
      }),
    );
    expect(names).toEqual(['scan.png', 'file']);
  });

  it('turns a refusal (HTTP 400) into a PortalBusinessError with the server’s message', async () => {
    server.handle((_request, response) =>
      sendJson(response, 400, { code: 400, msg: UPLOAD_MESSAGES.wrongType('licence') }),
    );
    const onError = vi.fn();
    const error = await rejection(
      client({ onError }).upload({ purpose: 'licence', file: new Blob([PNG_HEAD]) }),
    );
    expect(error).toBeInstanceOf(PortalBusinessError);
    expect(error.message).toBe('文件类型不支持：请上传 JPG、PNG 或 PDF 文件');
    expect(error).toMatchObject({ status: 400, code: 400, callName: 'upload' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('turns a purpose refusal (HTTP 403) into a PortalBusinessError with the server’s message', async () => {
    const message = '您尚未完成企业认证，认证通过后才能上传申报材料';
    server.handle((_request, response) => sendJson(response, 403, { code: 403, msg: message }));
    const error = await rejection(
      client().upload({ purpose: 'material', file: new Blob([PNG_HEAD]) }),
    );
    expect(error).toBeInstanceOf(PortalBusinessError);
    expect(error.message).toBe(message);
    expect(error).toMatchObject({ status: 403, code: 403, callName: 'upload' });
  });

  it('sends the name cleaned as the server stores it, and takes a long emoji name the server kept', async () => {
    // 200 emoji: 200 characters (the server's count), 400 UTF-16 units.
    const emoji = `${'😀'.repeat(200)}.png`;
    server.handle((_request, response) =>
      sendJson(response, 200, { code: 200, msg: '成功', data: { ...STORED, name: emoji } }),
    );
    const answer = await client().upload({
      purpose: 'licence',
      file: new File([PNG_HEAD], `invoice\u202Egnp.exe\u200B.png`, { type: 'image/png' }),
    });
    expect(answer.name).toBe(emoji);
    const [request] = server.requests;
    const form = await new Response(new Uint8Array(request!.raw), {
      headers: { 'content-type': String(request!.headers['content-type']) },
    }).formData();
    expect((form.get('file') as File).name).toBe('invoicegnp.exe.png');
  });

  it('refuses an unknown purpose before sending anything', async () => {
    const error = await rejection(
      client().upload({ purpose: 'contract' as UploadPurpose, file: new Blob([PNG_HEAD]) }),
    );
    expect(error).toBeInstanceOf(PortalRequestError);
    expect(error.message).toContain('上传用途有误');
    expect(server.requests).toHaveLength(0);
  });

  it('reports 401 as PortalUnauthorizedError (onUnauthorized) and a wrong answer as a shape error', async () => {
    server.handle((_request, response) => sendJson(response, 401, { code: 401, msg: '请先登录' }));
    const onUnauthorized = vi.fn();
    const unauthorized = await rejection(
      client({ onUnauthorized }).upload({ purpose: 'avatar', file: new Blob([PNG_HEAD]) }),
    );
    expect(unauthorized).toBeInstanceOf(PortalUnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    server.handle((_request, response) =>
      sendJson(response, 200, { code: 200, msg: '成功', data: { ...STORED, mime: 'text/html' } }),
    );
    const shape = await rejection(
      client().upload({ purpose: 'avatar', file: new Blob([PNG_HEAD]) }),
    );
    expect(shape).toBeInstanceOf(PortalResponseShapeError);
  });

  it('reports an unreachable server as PortalNetworkError', async () => {
    const offline = createPortalClient({ baseUrl: await refusedBaseUrl() });
    const error = await rejection(
      offline.upload({ purpose: 'avatar', file: new Blob([PNG_HEAD]) }),
    );
    expect(error).toBeInstanceOf(PortalNetworkError);
  });
});

describe('client.fetchUpload', () => {
  it('answers the bytes as a Blob, asking with the token', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from(PNG_HEAD));
    });
    const blob = await client().fetchUpload(7);
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_HEAD);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe(uploadPath(7));
    expect(request?.headers.token).toBe('tok-1');
  });

  it('turns 404 into PortalNotFoundError with the server’s message', async () => {
    server.handle((_request, response) =>
      sendJson(response, 404, { code: 404, msg: '文件不存在' }),
    );
    const error = await rejection(client().fetchUpload(8));
    expect(error).toBeInstanceOf(PortalNotFoundError);
    expect(error.message).toBe('文件不存在');
    expect(error.url).toBe(`${server.baseUrl}/api/upload/8`);
  });
});

/** A scripted XMLHttpRequest: records what is sent, and the test decides what happens next. */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  readonly listeners = new Map<string, () => void>();
  readonly uploadListeners = new Map<string, (event: ProgressEvent) => void>();
  readonly headers: Record<string, string> = {};
  readonly upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.set(type, listener),
  };
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  sent: unknown;

  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.listeners.get('abort')?.();
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.get('progress')?.({
      lengthComputable: true,
      loaded,
      total,
    } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.get('load')?.();
  }
  fail(type: 'error' | 'timeout') {
    this.listeners.get(type)?.();
  }
}

describe('client.upload in a browser (XMLHttpRequest)', () => {
  function browserUpload(options: { signal?: AbortSignal } = {}) {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const progress: number[] = [];
    const result = client({ timeoutMs: 5000 }).upload(
      { purpose: 'avatar', file: new Blob([PNG_HEAD]) },
      { onProgress: (fraction) => progress.push(fraction), ...options },
    );
    return { result, progress, xhr: ScriptedXhr.last! };
  }

  it('reports the bytes sent and answers the stored upload', async () => {
    const { result, progress, xhr } = browserUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${server.baseUrl}/api/upload`);
    expect(xhr.headers).toMatchObject({ token: 'tok-1', accept: 'application/json' });
    expect(xhr.headers.authorization).toMatch(/^Basic /);
    expect(xhr.timeout).toBe(5000);
    expect((xhr.sent as FormData).get('purpose')).toBe('avatar');
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, { code: 200, msg: '成功', data: { ...STORED, purpose: 'avatar' } });
    await expect(result).resolves.toMatchObject({ id: 7, purpose: 'avatar' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('turns a refusal, a lost connection and a timeout into the catalogue’s errors', async () => {
    const refused = browserUpload();
    refused.xhr.answer(400, { code: 400, msg: '文件不能超过2MB' });
    const refusal = await rejection(refused.result);
    expect(refusal).toBeInstanceOf(PortalBusinessError);
    expect(refusal.message).toBe('文件不能超过2MB');

    const lost = browserUpload();
    lost.xhr.fail('error');
    expect(await rejection(lost.result)).toBeInstanceOf(PortalNetworkError);

    const slow = browserUpload();
    slow.xhr.fail('timeout');
    expect(await rejection(slow.result)).toBeInstanceOf(PortalTimeoutError);
  });

  it('rejects with the AbortError when the caller aborts (not a PortalError, nothing reported)', async () => {
    const controller = new AbortController();
    const { result } = browserUpload({ signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('upload rules', () => {
  it('allow by purpose the types and sizes the server allows', () => {
    expect(isAllowedUploadType('avatar', 'image/webp')).toBe(true);
    expect(isAllowedUploadType('avatar', 'application/pdf')).toBe(false);
    expect(isAllowedUploadType('licence', 'application/pdf')).toBe(true);
    expect(uploadSizeProblem('avatar', UPLOAD_RULES.avatar.maxBytes)).toBeUndefined();
    expect(uploadSizeProblem('avatar', UPLOAD_RULES.avatar.maxBytes + 1)).toBe('文件不能超过2MB');
    expect(uploadSizeProblem('licence', 10 * 1024 * 1024 + 1)).toBe('文件不能超过10MB');
    expect(uploadSizeProblem('licence', 0)).toBe(UPLOAD_MESSAGES.empty);
  });
});

describe('upload names', () => {
  const answer = (name: string) =>
    uploadSchema.safeParse({
      id: 1,
      name,
      mime: 'image/png',
      size: 1,
      purpose: 'avatar',
      createtime: 1_772_413_200,
    }).success;

  it('drop bidi controls, zero-width and other invisible characters, and path segments', () => {
    expect(cleanUploadName('C:\\fakepath\\报告\u202Efdp.exe')).toBe('报告fdp.exe');
    expect(cleanUploadName('../a/\u2066营业\u2069执照\u200E.pdf')).toBe('营业执照.pdf');
    const invisible =
      '\u200B\u200C\u200D\u200F\u202A\u202B\u202C\u202D\u2067\u2068\u061C\uFEFF\u2060\u2061\u2062\u2063\u2064\u180E\u00AD\u0000\u0007\u001F\u007F\u0085\u2028\u2029';
    expect(cleanUploadName(`a${invisible}b.png`)).toBe('ab.png');
    expect(cleanUploadName(`  ${invisible} `)).toBe('');
  });

  it('are NFC: a decomposed é is one character, as typed', () => {
    expect(cleanUploadName('caf\u0065\u0301.png')).toBe('caf\u00e9.png');
  });

  it(`keep at most ${UPLOAD_NAME_MAX_CHARS} characters (code points), the extension kept`, () => {
    const long = `${'😀'.repeat(300)}.pdf`;
    const cleaned = cleanUploadName(long);
    expect(Array.from(cleaned)).toHaveLength(UPLOAD_NAME_MAX_CHARS);
    expect(cleaned.endsWith('😀.pdf')).toBe(true);
    expect(cleanUploadName('申'.repeat(400))).toBe('申'.repeat(UPLOAD_NAME_MAX_CHARS));
  });

  it('in an answer are counted in characters as the server counts them', () => {
    expect(answer('😀'.repeat(UPLOAD_NAME_MAX_CHARS))).toBe(true);
    expect(answer('😀'.repeat(UPLOAD_NAME_MAX_CHARS + 1))).toBe(false);
    expect(answer('a'.repeat(UPLOAD_NAME_MAX_CHARS + 1))).toBe(false);
    // Whatever cleaning keeps, the answer's schema takes.
    expect(answer(cleanUploadName(`${'👨‍👩‍👧'.repeat(200)}.png`))).toBe(true);
  });
});
