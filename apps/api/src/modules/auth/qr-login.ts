// QR login (DESIGN §2): the PC shows a sign as a QR code and polls checkStatus; a member logged
// in on the phone opens /pc/m/scan?sign=… and confirms (or cancels). The PC then collects a new
// session for that member, once.
import { createHash, randomBytes } from 'node:crypto';
import type { QrLogin, QrStatus } from '@qyfw/portal-sdk/schemas';
import { QR_STATUS } from '@qyfw/portal-sdk/constants';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { qrLoginSigns } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { createSession } from '../../plugins/session.js';

export const QR_SIGN_TTL_MS = 120 * 1000;
/**
 * After the phone confirms, the PC (polling every second) has this long to collect the session,
 * even when the confirmation came in the sign's last second.
 */
export const QR_COLLECT_WINDOW_MS = 30 * 1000;

/** The page the phone opens: the portal's mobile confirm step. */
export const QR_SCAN_PATH = '/pc/m/scan';

const SIGN_GONE = '二维码已失效，请在电脑上刷新二维码后重新扫码';

const hashSign = (sign: string): string => createHash('sha256').update(sign).digest('base64url');

export async function createQrLogin(db: Db, origin: string, now: Date): Promise<QrLogin> {
  const sign = randomBytes(24).toString('base64url');
  await db.insert(qrLoginSigns).values({
    signHash: hashSign(sign),
    createdAt: now,
    expiresAt: new Date(now.getTime() + QR_SIGN_TTL_MS),
  });
  const target = `${origin}${QR_SCAN_PATH}?sign=${encodeURIComponent(sign)}`;
  // Generated here (no QR service: the product works offline); a PNG data: URL the dialog shows as is.
  const path = await QRCode.toDataURL(target, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { path, sign };
}

/**
 * 0 waiting, 1 confirmed — with a new session, handed out by exactly one poll — or 2 for
 * anything else (expired, cancelled, already collected, never issued): the dialog asks for a new QR.
 */
export async function checkQrStatus(db: Db, sign: string, now: Date): Promise<QrStatus> {
  const [row] = await db
    .select({ id: qrLoginSigns.id, state: qrLoginSigns.state, expiresAt: qrLoginSigns.expiresAt })
    .from(qrLoginSigns)
    .where(eq(qrLoginSigns.signHash, hashSign(sign)))
    .limit(1);
  const live = row !== undefined && row.expiresAt.getTime() > now.getTime();
  if (!live || (row.state !== 'waiting' && row.state !== 'confirmed')) return { status: QR_STATUS.expired };
  if (row.state === 'waiting') return { status: QR_STATUS.waiting };

  return db.transaction(async (tx) => {
    // Only the poll that moves the sign from confirmed to delivered gets the session.
    const [collected] = await tx
      .update(qrLoginSigns)
      .set({ state: 'delivered' })
      .where(and(eq(qrLoginSigns.id, row.id), eq(qrLoginSigns.state, 'confirmed'), gt(qrLoginSigns.expiresAt, now)))
      .returning({ userId: qrLoginSigns.userId });
    if (!collected?.userId) return { status: QR_STATUS.expired };
    const session = await createSession(tx, collected.userId, now);
    await tx.update(qrLoginSigns).set({ sessionId: session.sessionId }).where(eq(qrLoginSigns.id, row.id));
    return { status: QR_STATUS.confirmed, user_id: collected.userId, token: session.token };
  });
}

/** The logged-in member on the phone confirms: the PC's next poll logs in as them. */
export async function confirmQrLogin(db: Db, sign: string, userId: number, now: Date): Promise<void> {
  const confirmed = await db
    .update(qrLoginSigns)
    .set({ state: 'confirmed', userId, expiresAt: new Date(now.getTime() + QR_COLLECT_WINDOW_MS) })
    .where(and(eq(qrLoginSigns.signHash, hashSign(sign)), eq(qrLoginSigns.state, 'waiting'), gt(qrLoginSigns.expiresAt, now)))
    .returning({ id: qrLoginSigns.id });
  if (confirmed.length === 0) throw ApiError.badRequest(SIGN_GONE);
}

/** The member declines on the phone: the PC's next poll answers 2 and shows a new QR. */
export async function cancelQrLogin(db: Db, sign: string, userId: number, now: Date): Promise<void> {
  const cancelled = await db
    .update(qrLoginSigns)
    .set({ state: 'cancelled', userId })
    .where(and(eq(qrLoginSigns.signHash, hashSign(sign)), eq(qrLoginSigns.state, 'waiting'), gt(qrLoginSigns.expiresAt, now)))
    .returning({ id: qrLoginSigns.id });
  if (cancelled.length === 0) throw ApiError.badRequest(SIGN_GONE);
}
