// Password hashing (design §2): scrypt from node:crypto with a per-user random salt. The stored
// form names its parameters (`scrypt$N$r$p$salt$hash`), so they can be raised later without
// invalidating existing hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** OWASP's scrypt setting for 16 MiB of memory: N=2^14, r=8, p=5 (≈0.2 s on the target box). */
const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Enough for N·r·128 bytes with headroom; node's default cap (32 MiB) is too tight for larger N. */
const MAX_MEMORY = 128 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * Whether `password` matches `stored`. With no stored hash (unknown account, SMS-only member)
 * the same work is done against a throwaway hash, so the answer time does not tell the cases apart.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) {
    await derive(password, DECOY_SALT, PARAMS);
    return false;
  }
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

const DECOY_SALT = randomBytes(SALT_BYTES);

function parse(
  stored: string,
): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | undefined {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  return {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}
