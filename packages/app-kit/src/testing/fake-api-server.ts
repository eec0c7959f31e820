import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none or it was not JSON (an upload's form). */
  body: unknown;
  /** The body's bytes as sent. */
  raw: Buffer;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  /** Holds the answer back, to observe the loading state. */
  delayMs?: number;
  /**
   * Holds the answer back until this settles: the test decides when the data arrives, so what it
   * sees meanwhile does not depend on how fast a loaded machine renders (a timed delay did).
   */
  release?: Promise<unknown>;
  /** Answers `body` (a Buffer) as is with this type instead of as JSON (a download). */
  contentType?: string;
}

/** An answer that depends on the request (the body's level, type or category). */
export type FakeAnswerFor = (request: RecordedRequest) => FakeAnswer;

/**
 * A real HTTP server answering the portal's calls with envelopes, so tests exercise the SDK
 * client, the query layer and the components together. Unknown paths answer 404.
 */
export async function startFakeApiServer(answers: Record<string, FakeAnswer | FakeAnswerFor>) {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      const raw = Buffer.concat(chunks);
      const isJson = raw.length > 0 && /json/.test(request.headers['content-type'] ?? '');
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url,
        headers: request.headers,
        body: isJson ? JSON.parse(raw.toString('utf8')) : undefined,
        raw,
      };
      requests.push(recorded);
      const given = answers[url];
      const answer = (typeof given === 'function' ? given(recorded) : given) ?? {
        status: 404,
        body: { code: 404, msg: '接口不存在' },
      };
      const send = () => {
        if (answer.contentType) {
          response.writeHead(answer.status, { 'content-type': answer.contentType });
          response.end(answer.body as Buffer);
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(answer.body));
      };
      const later = () => setTimeout(send, answer.delayMs ?? 0);
      if (answer.release) void answer.release.finally(later);
      else later();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
