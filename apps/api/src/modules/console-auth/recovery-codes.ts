// Recovery codes: ten random xxxx-xxxx codes shown once at enrolment; only their SHA-256 is kept.
// Each signs in once in place of a TOTP code (a lost phone), then is spent.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consoleRecoveryCodes } from '../../db/schema/index.js';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: the codes are read off paper. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** A code as compared: lower case, without the dash or spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[-\s]/g, '');
}

const hashOf = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');

function newCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Replaces the user's codes with fresh ones and answers them (the only time they are seen). */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(consoleRecoveryCodes).where(eq(consoleRecoveryCodes.userId, userId));
  await db
    .insert(consoleRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes;
}

/** Spends the code if it is one of the user's unused ones; one statement, so it works once. */
export async function spendRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(consoleRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(consoleRecoveryCodes.userId, userId),
        eq(consoleRecoveryCodes.codeHash, hashOf(code)),
        isNull(consoleRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: consoleRecoveryCodes.id });
  return spent.length > 0;
}
