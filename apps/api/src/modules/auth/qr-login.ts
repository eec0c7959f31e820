// QR login (DESIGN §2): the PC shows a sign as a QR code and polls checkStatus; a member logged
// in on the phone opens /pc/m/scan?sign=…, sees which computer asks (qr_info) and confirms or
// refuses. The PC then collects a new session for that member, once.
//
// The sign travels in the QR and may leak (a photo, a forwarded link), so it is not enough on its
// own: web_login also hands the requesting browser a poll key, which only that browser holds (in
// memory). checkStatus yields a session, and qr_cancel cancels, only with the sign's own key; with
// a wrong or missing key they answer as for a sign never issued and change nothing.
//
// The states of a sign (qr_login_signs.state). "expired" is not stored: any sign past expiresAt
// is expired whatever its state says.
//
// | from      | event                                      | to        | who                                  |
// |-----------|--------------------------------------------|-----------|--------------------------------------|
// | (none)    | web_login                                  | waiting   | the PC: gets sign + poll key, 120 s  |
// | waiting   | qr_confirm                                 | confirmed | a logged-in member holding the sign  |
// | waiting   | qr_refuse                                  | refused   | a logged-in member holding the sign  |
// | waiting   | qr_cancel with the poll key                | cancelled | the requesting PC                    |
// | confirmed | qr_cancel with the poll key                | cancelled | the requesting PC (never collected)  |
// | confirmed | checkStatus with the poll key              | delivered | the requesting PC, exactly one poll  |
// | waiting   | 120 s pass                                 | expired   | the clock                            |
// | confirmed | 30 s pass uncollected (QR_COLLECT_WINDOW)  | expired   | the clock                            |
//
// Everything else changes nothing: confirm, refuse or info on a sign that is not waiting (or has
// expired) answers 400 二维码已失效; checkStatus on a final sign answers 2; qr_cancel by the key
// holder of a sign already final answers success and leaves it as it is (a delivered session is
// ended by logging out, not by cancelling the QR); a wrong or missing key is refused whatever
// the state.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { QrInfo, QrLogin, QrStatus } from '@qyfw/portal-sdk/schemas';
import { QR_STATUS } from '@qyfw/portal-sdk/constants';
import { and, eq, gt, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { qrLoginSigns } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { createSession } from '../../plugins/session.js';
import { describeBrowser, describePlace, maskIp, USER_AGENT_MAX_LENGTH } from './qr-requester.js';
import type { IpRegionLookup } from './qr-requester.js';

export const QR_SIGN_TTL_MS = 120 * 1000;
/**
 * After the phone confirms, the PC (polling every second) has this long to collect the session,
 * even when the confirmation came in the sign's last second.
 */
export const QR_COLLECT_WINDOW_MS = 30 * 1000;

/** The page the phone opens: the portal's mobile confirm step. */
export const QR_SCAN_PATH = '/pc/m/scan';

const SIGN_GONE = '二维码已失效，请在电脑上刷新二维码后重新扫码';
const EXPIRED: QrStatus = { status: QR_STATUS.expired };

const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Constant time, so a poller cannot learn the stored key hash byte by byte from response times. */
function keyMatches(storedHash: string, pollKey: string | undefined): boolean {
  // A missing key is hashed too: the answer takes as long as a wrong one.
  const given = Buffer.from(sha256(pollKey ?? ''));
  const stored = Buffer.from(storedHash);
  return pollKey !== undefined && given.length === stored.length && timingSafeEqual(given, stored);
}

/** The browser that asks for a QR, as the request shows it. */
export interface QrRequester {
  readonly ip: string;
  readonly userAgent: string | undefined;
}

export async function createQrLogin(
  db: Db,
  origin: string,
  requester: QrRequester,
  now: Date,
): Promise<QrLogin> {
  const sign = randomBytes(24).toString('base64url');
  const pollKey = randomBytes(24).toString('base64url');
  await db.insert(qrLoginSigns).values({
    signHash: sha256(sign),
    pollKeyHash: sha256(pollKey),
    requestIp: requester.ip,
    userAgent: requester.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + QR_SIGN_TTL_MS),
  });
  // Only the sign goes into the QR; the poll key stays with the browser that asked.
  const target = `${origin}${QR_SCAN_PATH}?sign=${encodeURIComponent(sign)}`;
  // Generated here (no QR service: the product works offline); a PNG data: URL the dialog shows as is.
  const path = await QRCode.toDataURL(target, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { path, sign, poll_key: pollKey };
}

async function findSign(db: Db, sign: string) {
  const [row] = await db
    .select({
      id: qrLoginSigns.id,
      state: qrLoginSigns.state,
      expiresAt: qrLoginSigns.expiresAt,
      pollKeyHash: qrLoginSigns.pollKeyHash,
    })
    .from(qrLoginSigns)
    .where(eq(qrLoginSigns.signHash, sha256(sign)))
    .limit(1);
  return row;
}

/**
 * 0 waiting, 1 confirmed — with a new session, handed out by exactly one poll — or 2 for
 * anything else (expired, cancelled, refused, already collected, never issued, or a poll without
 * the sign's own key): the dialog asks for a new QR. A poll with the wrong key changes nothing.
 */
export async function checkQrStatus(
  db: Db,
  sign: string,
  pollKey: string | undefined,
  now: Date,
): Promise<QrStatus> {
  const row = await findSign(db, sign);
  if (!row || !keyMatches(row.pollKeyHash, pollKey)) return EXPIRED;
  const live = row.expiresAt.getTime() > now.getTime();
  if (!live || (row.state !== 'waiting' && row.state !== 'confirmed')) return EXPIRED;
  if (row.state === 'waiting') return { status: QR_STATUS.waiting };

  return db.transaction(async (tx) => {
    // Only the poll that moves the sign from confirmed to delivered gets the session.
    const [collected] = await tx
      .update(qrLoginSigns)
      .set({ state: 'delivered' })
      .where(
        and(
          eq(qrLoginSigns.id, row.id),
          eq(qrLoginSigns.state, 'confirmed'),
          gt(qrLoginSigns.expiresAt, now),
        ),
      )
      .returning({ userId: qrLoginSigns.userId });
    if (!collected?.userId) return EXPIRED;
    const session = await createSession(tx, collected.userId, now);
    await tx
      .update(qrLoginSigns)
      .set({ sessionId: session.sessionId })
      .where(eq(qrLoginSigns.id, row.id));
    return { status: QR_STATUS.confirmed, user_id: collected.userId, token: session.token };
  });
}

/** A sign the phone may still act on: waiting and not expired. */
const waitingSign = (sign: string, now: Date) =>
  and(
    eq(qrLoginSigns.signHash, sha256(sign)),
    eq(qrLoginSigns.state, 'waiting'),
    gt(qrLoginSigns.expiresAt, now),
  );

/** The logged-in member on the phone confirms: the requesting PC's next poll logs in as them. */
export async function confirmQrLogin(
  db: Db,
  sign: string,
  userId: number,
  now: Date,
): Promise<void> {
  const confirmed = await db
    .update(qrLoginSigns)
    .set({ state: 'confirmed', userId, expiresAt: new Date(now.getTime() + QR_COLLECT_WINDOW_MS) })
    .where(waitingSign(sign, now))
    .returning({ id: qrLoginSigns.id });
  if (confirmed.length === 0) throw ApiError.badRequest(SIGN_GONE);
}

/** The member on the phone says it is not their computer: the PC's next poll answers 2. */
export async function refuseQrLogin(
  db: Db,
  sign: string,
  userId: number,
  now: Date,
): Promise<void> {
  const refused = await db
    .update(qrLoginSigns)
    .set({ state: 'refused', userId })
    .where(waitingSign(sign, now))
    .returning({ id: qrLoginSigns.id });
  if (refused.length === 0) throw ApiError.badRequest(SIGN_GONE);
}

/**
 * The requesting PC gives its QR up (dialog closed, mode switched, new QR): only with the sign's
 * poll key. A sign that can no longer be collected anyway is left as it is, and the answer is the
 * same, so the dialog need not know what happened on the phone meanwhile.
 */
export async function cancelQrLogin(
  db: Db,
  sign: string,
  pollKey: string,
  now: Date,
): Promise<void> {
  const row = await findSign(db, sign);
  if (!row || !keyMatches(row.pollKeyHash, pollKey)) throw ApiError.badRequest(SIGN_GONE);
  await db
    .update(qrLoginSigns)
    .set({ state: 'cancelled' })
    .where(
      and(
        eq(qrLoginSigns.id, row.id),
        inArray(qrLoginSigns.state, ['waiting', 'confirmed']),
        gt(qrLoginSigns.expiresAt, now),
      ),
    );
}

/** What the phone shows about the computer that asks, while the sign waits for an answer. */
export async function qrLoginInfo(
  db: Db,
  sign: string,
  now: Date,
  lookup?: IpRegionLookup,
): Promise<QrInfo> {
  const [row] = await db
    .select({
      requestIp: qrLoginSigns.requestIp,
      userAgent: qrLoginSigns.userAgent,
      createdAt: qrLoginSigns.createdAt,
      expiresAt: qrLoginSigns.expiresAt,
    })
    .from(qrLoginSigns)
    .where(waitingSign(sign, now))
    .limit(1);
  if (!row) throw ApiError.badRequest(SIGN_GONE);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  return {
    browser: describeBrowser(row.userAgent),
    place: describePlace(row.requestIp, lookup),
    ip: maskIp(row.requestIp),
    createtime: seconds(row.createdAt),
    expires: seconds(row.expiresAt),
  };
}
