// How a file travels to the server. In a browser through XMLHttpRequest: its upload events are
// the only progress a page gets over HTTP/1.1 (fetch reports upload progress only with request
// streams, which Chromium refuses on HTTP/1.1 connections). Elsewhere (Node, a custom fetch)
// the client's ky instance sends it and progress is reported once, when done.

export interface FormAnswer {
  readonly status: number;
  readonly text: string;
}

export interface XhrFormRequest {
  readonly url: string;
  readonly form: FormData;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly onProgress?: ((fraction: number) => void) | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** Why an XMLHttpRequest failed, for the client to turn into its catalogue's error. */
export class FormTransportError extends Error {
  constructor(readonly reason: 'network' | 'timeout') {
    super(reason === 'network' ? '网络异常' : '请求超时');
    this.name = 'FormTransportError';
  }
}

/** Whether this environment has XMLHttpRequest (browsers and DOM emulators). */
export function canUseXhr(): boolean {
  return typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function';
}

/**
 * POSTs the form; settles with the status and body text of any answer, rejects with a
 * FormTransportError when none came, or with an AbortError DOMException when aborted.
 */
export function sendFormByXhr(request: XhrFormRequest): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('上传已取消', 'AbortError');
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeoutMs;
    const onAbortSignal = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', onAbortSignal);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new FormTransportError('network'));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new FormTransportError('timeout'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(request.form);
  });
}
