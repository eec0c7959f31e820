// Wrong passwords slow the guesser down without handing anyone a way to lock the owner out.
//
// The old rule (5 failures in 15 min lock the account for 15 min, for everybody) let any stranger
// keep any member out by typing five wrong passwords every quarter of an hour, and answered only
// existing accounts with the lock message. Instead:
// - Failures are counted per (account as typed, client address). After 5 from one address, that
//   address waits 1 minute before it may try that account again, then 2, 4, … up to 60 minutes
//   per further failure. Other addresses — the owner at home or in the office — are not affected.
//   A day without failures forgets the count; a successful login from the address clears it.
// - Password spraying from many addresses is bounded per account: once the account has had more
//   than 20 failures (across all addresses, forgotten after an hour without one), every address
//   waits after its first failure instead of its fifth. An address with no failures and the right
//   password still gets in, so even a sustained spray never locks the owner out; a typo during one
//   costs the owner a minute, and the message points to SMS login and password reset. (A second
//   factor for password logins beyond the ceiling was the alternative; it was not chosen because
//   members without a bound phone or email could then not log in at all while being sprayed.)
// - Unknown accounts are counted and answered exactly like known ones (same rows, same messages
//   at the same counts, same work: the caller hashes the password against a dummy either way),
//   so the wait message reveals nothing about which accounts exist.
// - The account is the text as typed (trimmed, any case), not the member it names: keying by the
//   member would let a guesser learn that a phone and a username belong together (five failures
//   on one would make the other wait). The cost is that a member's username, mobile and email
//   are three budgets of guesses, each still slowed the same way. A password reset clears all three.
// - IPv6 clients are counted by their /64: one subscriber line gets a whole /64, and counting
//   single addresses would give a guesser 2^64 fresh ones.
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';

const MINUTE_MS = 60 * 1000;

/** Wrong passwords an address may type for an account before it has to wait. */
export const FREE_FAILURES = 5;
/** The same while the account is being sprayed (more than ACCOUNT_CEILING failures). */
export const FREE_FAILURES_WHEN_SPRAYED = 1;
/** Failures on one account across all addresses beyond which it counts as sprayed. */
export const ACCOUNT_CEILING = 20;
/** The longest wait: the doubling stops here. */
export const MAX_WAIT_MS = 60 * MINUTE_MS;
/** An address's failures are forgotten this long after its last one. */
export const ADDRESS_MEMORY_MS = 24 * 60 * MINUTE_MS;
/** The account-wide count is forgotten this long after its last failure. */
export const ACCOUNT_MEMORY_MS = 60 * MINUTE_MS;

/** The wait message: how long, and what else works meanwhile. */
export function waitMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  return `尝试次数过多，请${minutes}分钟后再试，或使用短信验证码登录/找回密码`;
}

/** The account as counted: what was typed, trimmed, in any case (like resetCodeKey). */
export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}

/** The client as counted: an IPv4 address, or the /64 of an IPv6 one. */
export function clientKey(ip: string): string {
  const unzoned = ip.split('%')[0]!;
  const mapped = unzoned.toLowerCase().startsWith('::ffff:') ? unzoned.slice(7) : unzoned;
  if (isIPv4(mapped)) return mapped;
  if (!isIPv6(unzoned)) return unzoned;
  const [head = '', tail] = unzoned.toLowerCase().split('::');
  const groups = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [
    ...front,
    ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** base64url SHA-256 of an account as counted: what a reset clears rows by. */
export function accountHash(account: string): string {
  return digest(normalizeAccount(account));
}

interface Keys {
  /** This address on this account. */
  readonly pair: string;
  /** This account on every address. */
  readonly total: string;
  readonly account: string;
}

function keysOf(account: string, ip: string): Keys {
  const typed = normalizeAccount(account);
  return {
    pair: digest(`pair\n${typed}\n${clientKey(ip)}`),
    total: digest(`account\n${typed}`),
    account: digest(typed),
  };
}

/** How long this address must still wait before trying this account (0: it may try now). */
export async function remainingWait(
  db: Db,
  account: string,
  ip: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, keysOf(account, ip).pair));
  return row?.blockedUntil ? Math.max(0, row.blockedUntil.getTime() - now.getTime()) : 0;
}

/**
 * Counts one more failure under `key`, starting over when the last one is older than `memoryMs`.
 * One statement (insert or update), so concurrent failures each count.
 */
async function countFailure(
  db: Db,
  key: string,
  account: string,
  memoryMs: number,
  now: Date,
): Promise<number> {
  const forgotten = sql`${loginThrottles.lastFailureAt} <= ${new Date(now.getTime() - memoryMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, accountHash: account, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${forgotten} then 1 else ${loginThrottles.failures} + 1 end`,
        blockedUntil: sql`case when ${forgotten} then null else ${loginThrottles.blockedUntil} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  return row!.failures;
}

/**
 * Records a wrong password from `ip` for `account` (known or not) and answers the wait it now
 * imposes on that address (0: none yet).
 */
export async function recordFailure(
  db: Db,
  account: string,
  ip: string,
  now: Date,
): Promise<number> {
  const keys = keysOf(account, ip);
  const onAccount = await countFailure(db, keys.total, keys.account, ACCOUNT_MEMORY_MS, now);
  const fromAddress = await countFailure(db, keys.pair, keys.account, ADDRESS_MEMORY_MS, now);
  const free = onAccount > ACCOUNT_CEILING ? FREE_FAILURES_WHEN_SPRAYED : FREE_FAILURES;
  if (fromAddress < free) return 0;
  // 2^k minutes; k is capped before the power so a long history cannot overflow.
  const waitMs = Math.min(MAX_WAIT_MS, 2 ** Math.min(fromAddress - free, 16) * MINUTE_MS);
  const until = new Date(now.getTime() + waitMs).toISOString();
  // Concurrent failures each set a wait: the longest stands.
  await db
    .update(loginThrottles)
    .set({
      blockedUntil: sql`greatest(coalesce(${loginThrottles.blockedUntil}, ${until}::timestamptz), ${until}::timestamptz)`,
    })
    .where(eq(loginThrottles.key, keys.pair));
  return waitMs;
}

/** A successful login: this address starts over on this account; other addresses keep waiting. */
export async function clearAddress(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keysOf(account, ip).pair));
}

/**
 * A password reset: the member proved control of a bound contact, so every address starts over
 * on every name the member logs in with (username, mobile, email).
 */
export async function clearAccounts(db: Db, accounts: readonly (string | null)[]): Promise<void> {
  const hashes = accounts.filter((account): account is string => Boolean(account)).map(accountHash);
  if (hashes.length > 0)
    await db.delete(loginThrottles).where(inArray(loginThrottles.accountHash, hashes));
}

/** Rows whose last failure is older than any memory (and so than any wait). */
export async function purgeThrottles(db: Db, before: Date): Promise<number> {
  const purged = await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.lastFailureAt, before))
    .returning({ key: loginThrottles.key });
  return purged.length;
}
