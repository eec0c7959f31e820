// Importing the SDK must not change a host app's own zod messages (zod keeps its config on
// globalThis): the SDK's Chinese is scoped to the parses it does itself.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { calls, chineseErrorMap, createPortalClient, PortalRequestError } from '../src/index.js';
import '../src/queries.js';

describe("zod's locale", () => {
  it("leaves the host app's own schemas in English after importing every entry of the SDK", () => {
    const hostSchema = z.object({ age: z.number() });
    const message = hostSchema.safeParse({ age: 'x' }).error?.issues[0]?.message;
    expect(message).toBe('Invalid input: expected number, received string');
  });

  it("reports the SDK's own request checks in Chinese", async () => {
    const sdk = createPortalClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await sdk
      .call(calls.get_information, { page: 'x' as unknown as number })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortalRequestError);
    expect((error as PortalRequestError).message).toMatch(/^无效输入/);
  });

  it('offers the Chinese map for parsing an SDK schema by hand', () => {
    const result = calls.get_information.body.safeParse({ page: 'x' }, { error: chineseErrorMap });
    expect(result.error?.issues[0]?.message).toMatch(/^无效输入/);
  });
});
