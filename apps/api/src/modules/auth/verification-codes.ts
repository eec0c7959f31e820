// Verification codes (design §2): 6 digits from a CSPRNG, kept only as an HMAC, valid 5 min,
// 5 wrong tries, single use; resend after 60 s, at most 10 a target a day and 20 an IP an hour.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import type { CodePurpose, MessageChannel } from '../../db/schema/index.js';
import { startOfShanghaiDay } from '../person/shanghai-day.js';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const DAILY_SENDS_PER_TARGET = 10;
export const HOURLY_SENDS_PER_IP = 20;
const HOUR_MS = 60 * 60 * 1000;

/** Where a code goes and what it is for. `target` is a phone, or a lower-cased email. */
export interface CodeAddress {
  readonly channel: MessageChannel;
  readonly target: string;
  readonly purpose: CodePurpose;
}

export type Outcome<T> =
  ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: string };

function hmac(code: string, salt: string): Buffer {
  return createHmac('sha256', Buffer.from(salt, 'base64url')).update(code).digest();
}

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export interface IssueOptions {
  /** The requester's IP (per-IP hourly limit). */
  readonly ip: string;
  readonly now: Date;
  /**
   * False where there is nowhere to send (forget_send for an unknown account, or for a contact
   * the member has not bound): the row is stored and counted like a real code, so limits answer
   * the same whatever the account, but nothing is sent.
   */
  readonly delivered?: boolean;
}

/**
 * Stores a new code for `address` unless a limit forbids it; the caller sends it. The checks and
 * the insert hold transaction-scoped advisory locks on the target and the IP, so two concurrent
 * requests cannot both slip under a limit.
 */
export async function issueCode(
  db: Db,
  address: CodeAddress,
  options: IssueOptions,
): Promise<Outcome<{ code: string }>> {
  const { ip, now } = options;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`code:${address.channel}:${address.target}`}))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-ip:${ip}`}))`);
    const sameTarget = and(
      eq(verificationCodes.channel, address.channel),
      eq(verificationCodes.target, address.target),
    );

    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(sameTarget)
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const waitMs = latest ? latest.createdAt.getTime() + RESEND_INTERVAL_MS - now.getTime() : 0;
    if (waitMs > 0)
      return { ok: false, reason: `验证码已发送，请${Math.ceil(waitMs / 1000)}秒后再试` };

    const [today] = await tx
      .select({ sent: count() })
      .from(verificationCodes)
      .where(and(sameTarget, gte(verificationCodes.createdAt, startOfShanghaiDay(now))));
    if (today!.sent >= DAILY_SENDS_PER_TARGET)
      return { ok: false, reason: '今日获取验证码次数已达上限，请明天再试' };

    const [lastHour] = await tx
      .select({ sent: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.requestIp, ip),
          gt(verificationCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if (lastHour!.sent >= HOURLY_SENDS_PER_IP)
      return { ok: false, reason: '获取验证码过于频繁，请1小时后再试' };

    const code = generateCode();
    const codeSalt = randomBytes(16).toString('base64url');
    await tx.insert(verificationCodes).values({
      ...address,
      codeSalt,
      codeHash: hmac(code, codeSalt).toString('base64url'),
      requestIp: ip,
      delivered: options.delivered ?? true,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return { ok: true, code };
  });
}

const EXHAUSTED = '验证码错误次数过多，请重新获取';

/**
 * Checks `code` against the newest code of `address` without using it up, so a request that
 * fails for another reason (username taken) can be corrected and sent again. A wrong code costs
 * one of the 5 tries. Call consumeCode when the request succeeds.
 */
export async function checkCode(
  db: Db,
  address: CodeAddress,
  code: string,
  now: Date,
): Promise<Outcome<{ codeId: number }>> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, address.channel),
        eq(verificationCodes.target, address.target),
        eq(verificationCodes.purpose, address.purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row) return { ok: false, reason: '请先获取验证码' };
  if (row.usedAt !== null) return { ok: false, reason: '验证码已使用，请重新获取' };
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: EXHAUSTED };
  if (row.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: '验证码已过期，请重新获取' };

  if (!timingSafeEqual(hmac(code, row.codeSalt), Buffer.from(row.codeHash, 'base64url'))) {
    // Counted in SQL so concurrent guesses cannot share one try.
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS)),
      )
      .returning({ attempts: verificationCodes.attempts });
    const left = counted ? MAX_CODE_ATTEMPTS - counted.attempts : 0;
    return { ok: false, reason: left > 0 ? `验证码错误，还可尝试${left}次` : EXHAUSTED };
  }
  return { ok: true, codeId: row.id };
}

/** Uses the code up; false when a concurrent request used it first (or it died meanwhile). */
export async function consumeCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

export const CODE_ALREADY_USED = '验证码已使用，请重新获取';
