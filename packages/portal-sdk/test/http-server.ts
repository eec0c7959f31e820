// A real HTTP server on a free port: the client is tested against the wire, not a mocked fetch.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none or it was not JSON (an upload's form). */
  body: unknown;
  /** The body's bytes as sent. */
  raw: Buffer;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface TestServer {
  baseUrl: string;
  requests: ReceivedRequest[];
  /** What the next requests get; the default answers `{code:200, msg:'', data:null}`. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  type = 'text/html',
): void {
  response.writeHead(status, { 'content-type': type });
  response.end(text);
}

const defaultHandler: Handler = (_request, response) =>
  sendJson(response, 200, { code: 200, msg: '', data: null });

export async function startServer(): Promise<TestServer> {
  let handler = defaultHandler;
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const isJson = raw.length > 0 && /json/.test(req.headers['content-type'] ?? '');
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://localhost'),
        headers: req.headers,
        body: isJson ? (JSON.parse(raw.toString('utf8')) as unknown) : undefined,
        raw,
      };
      requests.push(received);
      handler(received, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: a server is started, its port noted, then closed. */
export async function refusedBaseUrl(): Promise<string> {
  const server = await startServer();
  await server.close();
  return server.baseUrl;
}
