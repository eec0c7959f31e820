// What the auth and person suites share: an app on a movable clock, calls from a chosen client
// IP with or without a token, members created directly in the database, codes read back from
// the outbox the way a demo or e2e run reads them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/client.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { createSession } from '../../src/plugins/session.js';
import { buildTestApp, CLIENT_AUTH, JSON_HEADERS } from './app.js';
import type { LogRecord } from './app.js';
import type { TestDatabase } from './databases.js';

/** A weekday morning in Beijing (01:00 UTC = 09:00 +08:00): a day's limits have hours to spare. */
export const START = new Date('2026-03-02T01:00:00Z');

export class TestClock {
  current: Date;
  constructor(start: Date = START) {
    this.current = new Date(start);
  }
  readonly now = (): Date => this.current;
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

/** This machine: the only client the demo outbox answers (with no forwarding header). */
export const LOOPBACK = '127.0.0.1';

let ipCounter = 0;
/**
 * A client address no other test used: the per-IP limits (route and SMS) of one test must not
 * leak into the next.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  readonly token?: string | undefined;
  readonly ip?: string;
  readonly headers?: Record<string, string>;
}

export interface AuthKit {
  readonly app: FastifyInstance;
  readonly logs: LogRecord[];
  readonly clock: TestClock;
  readonly db: Db;
  post(url: string, payload: unknown, options?: CallOptions): Promise<LightMyRequestResponse>;
  get(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** The latest code the outbox holds for a phone or email (the demo route, asked from this machine). */
  latestCode(recipient: string): Promise<string | undefined>;
  /** Logs in with a password and answers the token (fails the test otherwise). */
  loginWithPassword(account: string, password: string): Promise<{ token: string; userId: number }>;
  /**
   * A console session for a staff account, as /console/'s sign-in (password + TOTP) gives one:
   * staff-only calls refuse portal sessions. Made directly, so suites about reviews neither
   * depend on the clock's TOTP step nor trip the replay check; console-auth.test.ts covers the
   * sign-in itself.
   */
  consoleSession(account: string): Promise<{ token: string; userId: number }>;
}

/** An app with the demo outbox on (DEMO_OUTBOX=1), as demos and e2e run it; `env` adds or overrides. */
export async function buildAuthKit(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<AuthKit> {
  const clock = new TestClock();
  const { app, logs } = await buildTestApp(
    database,
    { DEMO_OUTBOX: '1', ...env },
    { now: clock.now },
  );
  const headersFor = (options: CallOptions, json: boolean) => ({
    ...(json ? JSON_HEADERS : { authorization: CLIENT_AUTH }),
    ...(options.token ? { token: options.token } : {}),
    ...options.headers,
  });
  const kit: AuthKit = {
    app,
    logs,
    clock,
    get db() {
      return database.database.db;
    },
    post: (url, payload, options = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: headersFor(options, true),
        payload: JSON.stringify(payload),
        remoteAddress: options.ip ?? freshIp(),
      }),
    get: (url, options = {}) =>
      app.inject({
        method: 'GET',
        url,
        headers: headersFor(options, false),
        remoteAddress: options.ip ?? freshIp(),
      }),
    async latestCode(recipient) {
      const key = recipient.includes('@') ? 'email' : 'phone';
      const res = await kit.get(`/api/dev/sms-outbox?${key}=${encodeURIComponent(recipient)}`, {
        ip: LOOPBACK,
      });
      return res.statusCode === 200 ? res.json<{ data: { code: string } }>().data.code : undefined;
    },
    async loginWithPassword(account, password) {
      const res = await kit.post('/api/indexnew/login', { type: 1, account, password });
      const body = res.json<{ code: number; msg: string; data: { token: string; id: number } }>();
      if (body.code !== 1) throw new Error(`login as ${account} failed: ${body.msg}`);
      return { token: body.data.token, userId: body.data.id };
    },
    async consoleSession(account) {
      const [user] = await kit.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, account));
      if (!user) throw new Error(`no staff account ${account}`);
      const session = await createSession(kit.db, user.id, clock.now(), undefined, 'console');
      return { token: session.token, userId: user.id };
    },
  };
  return kit;
}

let memberCounter = 0;

/** A unique mobile for a test's own member (139 + 8 digits, never a demo account's). */
// 166…: no seeded mobile starts so (the demo accounts use 1380…, the seeded applicants 1395710…;
// with 139 a worker whose pid ended in 571 drew an applicant's number).
export function freshMobile(): string {
  memberCounter += 1;
  return `166${String(process.pid % 1000).padStart(3, '0')}${String(memberCounter).padStart(5, '0')}`;
}

export interface MemberInput {
  readonly username?: string | null;
  readonly mobile?: string | null;
  readonly email?: string | null;
  readonly password?: string | null;
}

/** Inserts a member directly (the test's own, so suites do not depend on each other's changes). */
// One scrypt hash per test password, reused for every member a suite creates with it: hashing
// costs ~0.2 s by design (passwords.ts), and suites create members by the dozen. Logging in still
// runs the full verification; the salt being shared changes nothing a test can see.
const hashes = new Map<string, Promise<string>>();
function testHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function createMember(db: Db, input: MemberInput = {}): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username: input.username ?? null,
      mobile: input.mobile === undefined ? freshMobile() : input.mobile,
      email: input.email ?? null,
      passwordHash: input.password ? await testHash(input.password) : null,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row!.n;
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}
