// Property-based fuzzing of every registered call (issue 6): random and mutated bodies must never
// get a 500, always get the envelope, get a Chinese msg on every rejection, and store nothing when
// rejected. Valid bodies come from the SDK schemas, so a new call is fuzzed without new test code.
// FUZZ_RUNS raises the number of cases per property (default kept small for the test command).
// The seed changes every run (a different draw each time, on the run's one database) and a
// failure names it: FUZZ_SEED=<seed> replays that run's cases.
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
import { createMember } from '../helpers/auth-kit.js';
import { buildTestApp, CLIENT_AUTH } from '../helpers/app.js';
import { describeEachDatabase } from '../helpers/databases.js';
import { validBodyArbitrary } from './arbitrary-from-schema.js';
import { hostilePayloads, mutatedBodyArbitrary, outOfRangeIntegerPayloads } from './mutations.js';
import { installWriteDetector, takeWrites, writesNoRefusalMayMake } from './write-detector.js';
import { sessionAs } from '../helpers/sessions.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// Every call in one test: the budget grows with FUZZ_RUNS (about 30 calls, a few ms per case).
const TIMEOUT_MS = 120_000 + RUNS * 10_000;
const CHINESE = /[\u4e00-\u9fa5]/;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** fc.assert with this run's seed (offset per property and call), named when it fails. */
async function check<T>(
  property: fc.IAsyncPropertyWithHooks<T>,
  offset: number,
  numRuns: number,
): Promise<void> {
  const seed = (SEED + offset) | 0;
  try {
    await fc.assert(property, { numRuns, seed });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `模糊测试失败（FUZZ_SEED=${SEED} 可重放本轮；本属性 seed ${seed}）\n${message}`,
      {
        cause: error,
      },
    );
  }
}
// FUZZ_CALLS=name,name narrows a run to some calls while chasing one failure.
const only = process.env.FUZZ_CALLS?.split(',').map((name) => name.trim());
// logout and admin_sign_out end the suite's member and staff sessions, and 人员与角色's 停用, role
// change and 重置二次验证 may end them too (a drawn id can be the suite's own member): they go last,
// or every call after them only meets the 401 (402) and its handler is never fuzzed.
const SIGN_OUTS: readonly CallDefinition[] = [
  calls.admin_account_disable,
  calls.admin_staff_role,
  calls.admin_staff_totp_reset,
  calls.logout,
  calls.admin_sign_out,
];
const allCalls = (Object.values(calls) as CallDefinition[])
  .filter((call) => !only || only.includes(call.name))
  .sort((a, b) => Number(SIGN_OUTS.includes(a)) - Number(SIGN_OUTS.includes(b)));

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
      return [role, (await sessionAs(database, userId, role)).token] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Role, string>;
}

describeEachDatabase('fuzzing every registered call', (db) => {
  let app: FastifyInstance;
  let token: string;
  let byRole: Record<Role, string>;
  /** No token for public calls, a role's for role-restricted ones, the member's for the rest. */
  const tokenFor = (call: CallDefinition, member = token, staff = byRole): string | undefined => {
    if (call.auth === 'public') return undefined;
    const roles = rolesOf(call.auth);
    return roles ? staff[roles[0]!] : member;
  };

  beforeAll(async () => {
    await installWriteDetector(db.database.db);
    ({ app } = await buildTestApp(db));
    token = await logIn(app);
    byRole = await roleTokens(db.database.db);
  });
  afterAll(async () => {
    await app.close();
  });

  it('sees a committed write and none that was rolled back (the detector itself)', async () => {
    const database = db.database.db;
    await takeWrites(database);
    const userId = await createMember(database);
    await database
      .transaction(async (tx) => {
        await tx.update(users).set({ role: 'handler' }).where(eq(users.id, userId));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await database.update(users).set({ nickname: '模糊测试' }).where(eq(users.id, userId));
    expect(await takeWrites(database)).toEqual([
      { table: 'users', op: 'INSERT', rows: 1 },
      { table: 'users', op: 'UPDATE', rows: 1 },
    ]);
    expect(await takeWrites(database)).toEqual([]);
    expect(writesNoRefusalMayMake([{ table: 'users', op: 'UPDATE', rows: 1 }])).toHaveLength(1);
    expect(writesNoRefusalMayMake([{ table: 'login_throttles', op: 'INSERT', rows: 1 }])).toEqual(
      [],
    );
  });

  it(
    'answers every valid body of every call with the envelope, never a 500',
    async () => {
      for (const [index, call] of allCalls.entries()) {
        await check(
          fc.asyncProperty(validBodyArbitrary(call.body), async (body) => {
            expectEnvelope(call, await send(app, call, body, tokenFor(call)));
          }),
          index,
          RUNS,
        );
      }
    },
    TIMEOUT_MS,
  );

  it(
    'rejects mutated and hostile bodies with a Chinese 4xx and stores nothing',
    async () => {
      // Whatever the valid bodies above and the earlier cases wrote is not this case's.
      await takeWrites(db.database.db);
      for (const [index, call] of allCalls.entries()) {
        await check(
          fc.asyncProperty(mutatedBodyArbitrary(call.body), async (payload) => {
            const answer = await send(app, call, payload, tokenFor(call));
            expectEnvelope(call, answer);
            const writes = await takeWrites(db.database.db);
            if (answer.status >= 400) {
              const forbidden = writesNoRefusalMayMake(writes);
              expect(forbidden, `${call.name} 拒绝（HTTP ${answer.status}）后不应写入数据`).toEqual(
                [],
              );
            }
          }),
          1000 + index,
          RUNS * 2,
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
      // A drawn 停用 may have disabled demo_enterprise itself: the fresh login needs it enabled.
      await db.database.db.update(users).set({ disabledAt: null, disabledReason: '' });
      const fresh = await buildTestApp(db);
      const freshToken = await logIn(fresh.app);
      const freshByRole = await roleTokens(db.database.db);
      for (const call of allCalls) {
        // A query string carries text, and the one GET call's only integer (user_id) also takes text.
        if (call.method === 'GET') continue;
        for (const { field, value, payload } of outOfRangeIntegerPayloads(call.body)) {
          const answer = await send(
            fresh.app,
            call,
            payload,
            tokenFor(call, freshToken, freshByRole),
          );
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
