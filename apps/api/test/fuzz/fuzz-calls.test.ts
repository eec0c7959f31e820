// Property-based fuzzing of every registered call (issue 6): random and mutated bodies must never
// get a 500, always get the envelope, get a Chinese msg on every rejection, and store nothing when
// rejected. Valid bodies come from the SDK schemas, so a new call is fuzzed without new test code.
// FUZZ_RUNS raises the number of cases per property (default kept small for the test command).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE_NAMES } from '@qyfw/portal-sdk/constants';
import type { Role } from '@qyfw/portal-sdk/constants';
import { calls, rolesOf } from '@qyfw/portal-sdk/schemas';
import type { CallDefinition } from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { createSession } from '../../src/plugins/session.js';
import { createMember } from '../helpers/auth-kit.js';
import { buildTestApp, CLIENT_AUTH } from '../helpers/app.js';
import { describeEachDatabase } from '../helpers/databases.js';
import { validBodyArbitrary } from './arbitrary-from-schema.js';
import { hostilePayloads, mutatedBodyArbitrary, outOfRangeIntegerPayloads } from './mutations.js';
import { rowCountFingerprint } from './row-counts.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// Every call in one test: the budget grows with FUZZ_RUNS (about 30 calls, a few ms per case).
const TIMEOUT_MS = 120_000 + RUNS * 10_000;
const CHINESE = /[\u4e00-\u9fa5]/;
// FUZZ_CALLS=name,name narrows a run to some calls while chasing one failure.
const only = process.env.FUZZ_CALLS?.split(',').map((name) => name.trim());
// logout ends the suite's session: it goes last, or every user call after it only meets the 401
// and its handler is never fuzzed.
const allCalls = (Object.values(calls) as CallDefinition[])
  .filter((call) => !only || only.includes(call.name))
  .sort((a, b) => Number(a === calls.logout) - Number(b === calls.logout));

interface Answer {
  status: number;
  body: { code?: unknown; msg?: unknown };
}

async function send(
  app: FastifyInstance,
  call: CallDefinition,
  payload: unknown,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: CLIENT_AUTH };
  if (token) headers.token = token;
  const response =
    call.method === 'GET'
      ? await app.inject({ method: 'GET', url: call.path, headers, query: toQuery(payload) })
      : await app.inject({
          method: 'POST',
          url: call.path,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
  let body: Answer['body'];
  try {
    body = response.json();
  } catch {
    throw new Error(
      `${call.name}: 回答不是 JSON（HTTP ${response.statusCode}）：${response.body.slice(0, 200)}`,
    );
  }
  return { status: response.statusCode, body };
}

function toQuery(payload: unknown): Record<string, string> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    return { q: String(payload) };
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

function expectEnvelope(call: CallDefinition, answer: Answer): void {
  expect(answer.status, `${call.name} 不应返回 500：${JSON.stringify(answer.body)}`).toBeLessThan(
    500,
  );
  expect(typeof answer.body.code, `${call.name} 应返回信封 code`).toBe('number');
  if (answer.status >= 400) {
    expect(typeof answer.body.msg).toBe('string');
    expect(answer.body.msg as string, `${call.name} 拒绝时应给出中文提示`).toMatch(CHINESE);
  }
}

/** A real session, so user-scoped calls reach their handlers instead of stopping at 401. */
async function logIn(app: FastifyInstance): Promise<string> {
  const login = await send(app, calls.login, {
    type: 1,
    account: 'demo_enterprise',
    password: 'Demo@2026',
  });
  const token = (login.body as { data?: { token?: string } }).data?.token;
  expect(token, `登录失败：${JSON.stringify(login.body)}`).toBeTruthy();
  return token!;
}

/** A session of a user holding each role, so role-restricted calls reach their handlers too. */
async function roleTokens(database: Db): Promise<Record<Role, string>> {
  const entries = await Promise.all(
    ROLE_NAMES.map(async (role) => {
      const userId = await createMember(database);
      await database.update(users).set({ role }).where(eq(users.id, userId));
      return [role, (await createSession(database, userId, new Date())).token] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Role, string>;
}

describeEachDatabase('fuzzing every registered call', (db) => {
  let app: FastifyInstance;
  let token: string;
  let byRole: Record<Role, string>;
  /** No token for public calls, a role's for role-restricted ones, the member's for the rest. */
  const tokenFor = (call: CallDefinition, member = token): string | undefined => {
    if (call.auth === 'public') return undefined;
    const roles = rolesOf(call.auth);
    return roles ? byRole[roles[0]!] : member;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
    token = await logIn(app);
    byRole = await roleTokens(db.database.db);
  });
  afterAll(async () => {
    await app.close();
  });

  it(
    'answers every valid body of every call with the envelope, never a 500',
    async () => {
      for (const call of allCalls) {
        await fc.assert(
          fc.asyncProperty(validBodyArbitrary(call.body), async (body) => {
            expectEnvelope(call, await send(app, call, body, tokenFor(call)));
          }),
          { numRuns: RUNS, seed: 20261121 },
        );
      }
    },
    TIMEOUT_MS,
  );

  it(
    'rejects mutated and hostile bodies with a Chinese 4xx and stores nothing',
    async () => {
      // The counts after the last case that may have written: a rejection must leave them as
      // they are, and only an answer that may have written reads them again (one count per case,
      // not two: counting every table is most of this property's time).
      let counts = await rowCountFingerprint(db.database.db);
      for (const call of allCalls) {
        await fc.assert(
          fc.asyncProperty(mutatedBodyArbitrary(call.body), async (payload) => {
            const answer = await send(app, call, payload, tokenFor(call));
            expectEnvelope(call, answer);
            const after = await rowCountFingerprint(db.database.db);
            if (answer.status === 400 || answer.status === 413) {
              expect(after, `${call.name} 拒绝后不应写入数据`).toEqual(counts);
            }
            counts = after;
          }),
          { numRuns: RUNS * 2, seed: 20261122 },
        );
      }
    },
    TIMEOUT_MS,
  );

  it(
    "refuses every integer outside its field's range (and outside int4) with a 400 naming the field",
    async () => {
      // Its own app and session: the earlier properties spent the login-family rate limits and
      // ended their session with logout (which sorts last here too).
      const fresh = await buildTestApp(db);
      const freshToken = await logIn(fresh.app);
      for (const call of allCalls) {
        // A query string carries text, and the one GET call's only integer (user_id) also takes text.
        if (call.method === 'GET') continue;
        for (const { field, value, payload } of outOfRangeIntegerPayloads(call.body)) {
          const answer = await send(fresh.app, call, payload, tokenFor(call, freshToken));
          expectEnvelope(call, answer);
          // The login-family calls are rate limited per address; earlier cases may have used it up.
          if (answer.status === 429) continue;
          expect(
            answer.status,
            `${call.name} 的 ${field}=${value} 应被拒绝：${JSON.stringify(answer.body)}`,
          ).toBe(400);
          expect(answer.body.msg as string, `${call.name} 的提示应指明 ${field}`).toContain(field);
        }
      }
      await fresh.app.close();
    },
    TIMEOUT_MS,
  );

  it(
    'answers hostile strings in every string field without a 500 or a leaked stack',
    async () => {
      for (const call of allCalls) {
        for (const payload of hostilePayloads(call.body)) {
          const answer = await send(app, call, payload, tokenFor(call));
          expectEnvelope(call, answer);
          expect(JSON.stringify(answer.body)).not.toMatch(
            /at .+\.(ts|js):\d+|SELECT |INSERT |syntax error/i,
          );
        }
      }
    },
    TIMEOUT_MS,
  );
});
