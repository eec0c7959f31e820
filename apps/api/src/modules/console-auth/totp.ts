// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) for the console's second factor, on `otpauth`. The
// accepted step is returned so the caller can refuse it (and every earlier one) next time.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_S = 30;
/** One step either side: a phone clock 30 s off, or a code typed as it rolled over, still works. */
const WINDOW = 1;
const ISSUER = '企业服务门户管理后台';

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step of a moment: what lastStep stores. */
export function stepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);
}

/**
 * The time step the code belongs to, or undefined when it matches none within the window or its
 * step is not after `lastStep` (a replay, or an older code after a newer one was used).
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  const delta = totpOf(secret, 'x').validate({
    token: code,
    timestamp: now.getTime(),
    window: WINDOW,
  });
  if (delta === null) return undefined;
  const step = stepOf(now) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code of a moment (tests and the demo's README compute it the same way). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret, 'x').generate({ timestamp: now.getTime() });
}

/** The enrolment QR: the otpauth:// address as an SVG data URL, drawn on the server. */
export async function enrolmentQr(secret: string, account: string): Promise<string> {
  const svg = await QRCode.toString(totpOf(secret, account).toString(), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
