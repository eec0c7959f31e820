// What the public pages' tests (最新动态, 政策资讯, 政策库) set up alike: a fake API per test that
// also answers the site config every page's footer asks for, and the answers the lists are made
// of. The API is closed after each test, so no test sees another's answers.
import { afterEach } from 'vitest';
import {
  startFakeApiServer,
  type FakeAnswer,
  type FakeAnswerFor,
  type RecordedRequest,
} from './fake-api-server';
import { PCCONFIG_PATH, siteConfig } from './site-config.fixture';

export type FakeApi = Awaited<ReturnType<typeof startFakeApiServer>>;

/** `{ code: 200, data }`, as an ordinary call answers. */
export const ok = (data: unknown): FakeAnswer => ({
  status: 200,
  body: { code: 200, msg: '', data },
});

/** 2026-03-08 in Shanghai: the newest item of the test lists. */
export const MARCH_8 = Date.UTC(2026, 2, 8, 2) / 1000;

/** The page of `list` a paged call's body asks for, with the whole list's total. */
export function pageOf(request: RecordedRequest, list: readonly unknown[]): FakeAnswer {
  const { page, pageSize } = request.body as { page: number; pageSize: number };
  return ok({
    list: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    page,
    pageSize,
  });
}

/**
 * Call once at the top of a test file: `start(answers)` serves the answers and the site config,
 * `api` is the server started in this test, and it is closed after each test.
 */
export function fakeApiPerTest() {
  let current: FakeApi | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    async start(answers: Record<string, FakeAnswer | FakeAnswerFor>): Promise<FakeApi> {
      current = await startFakeApiServer({ [PCCONFIG_PATH]: ok(siteConfig), ...answers });
      return current;
    },
    get api(): FakeApi {
      if (!current) throw new Error('start() the fake API in this test first');
      return current;
    },
  };
}
