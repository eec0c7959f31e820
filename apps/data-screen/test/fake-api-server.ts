import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** What the server answers for a path; a function is asked on every request (changing data). */
export type AnswerFor = FakeAnswer | (() => FakeAnswer);

/**
 * A real HTTP server answering the data screen's calls with envelopes, so tests run the SDK
 * client, TanStack Query and the panels together. `answers` may be changed while it runs.
 */
export async function startFakeApiServer(answers: Record<string, AnswerFor>) {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push(path);
      const entry = answers[path];
      const answer =
        typeof entry === 'function'
          ? entry()
          : (entry ?? { status: 404, body: { code: 404, msg: '接口不存在' } });
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answers,
    /** How many times each path was asked. */
    count: (path: string) => requests.filter((requested) => requested === path).length,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

export const ok = (data: unknown): FakeAnswer => ({
  status: 200,
  body: { code: 200, msg: '成功', data },
});
export const serverError: FakeAnswer = { status: 500, body: { code: 500, msg: '服务器内部错误' } };
