// QR login (design §2): the PC shows a sign as a QR code and polls checkStatus; a member logged
// in on the phone opens /pc/m/scan?sign=…, sees which computer asks (qr_info) and confirms or
// refuses. The PC then collects a new session for that member, once.
//
// The sign travels in the QR and may leak (a photo, a forwarded link), so it is not enough on its
// own: web_login also hands the requesting browser a poll key, which only that browser holds (in
// memory). checkStatus yields a session, and qr_cancel cancels, only with the sign's own key; with
// a wrong or missing key they answer as for a sign never issued and change nothing.
//
// The states of a sign and who may move it between them are the SDK's flow table (qrLoginFlow in
// @qyfw/portal-sdk/flows); every move goes through the shared transition(), which checks the table,
// bumps the sign's version and writes a workflow_events row, all in one transaction:
//
// | from      | event                                      | to        | who (the table's actor)              |
// |-----------|--------------------------------------------|-----------|--------------------------------------|
// | (none)    | web_login                                  | waiting   | the PC: gets sign + poll key, 120 s  |
// | waiting   | qr_confirm                                 | confirmed | scanner: a logged-in member + sign   |
// | waiting   | qr_refuse                                  | refused   | scanner                              |
// | waiting   | qr_cancel with the poll key                | cancelled | requester: the PC holding the key    |
// | confirmed | qr_cancel with the poll key                | cancelled | requester (never collected)          |
// | confirmed | checkStatus with the poll key              | delivered | requester, exactly one poll          |
// | waiting   | 120 s pass                                 | expired   | system                               |
// | confirmed | 30 s pass uncollected (QR_COLLECT_WINDOW)  | expired   | system                               |
//
// A sign past expiresAt is expired whatever its stored state says; the expiry is recorded (state
// expired, an event by the system) the next time anyone acts on the sign.
//
// Everything else changes nothing: confirm, refuse or info on a sign that is not waiting (or has
// expired) answers 400 二维码已失效; checkStatus on a final sign answers 2; qr_cancel by the key
// holder of a sign already final answers success and leaves it as it is (a delivered session is
// ended by logging out, not by cancelling the QR); a wrong or missing key is refused whatever
// the state.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { QrInfo, QrLogin, QrStatus } from '@qyfw/portal-sdk/schemas';
import { QR_STATUS } from '@qyfw/portal-sdk/constants';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { qrLoginSigns } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { createSession } from '../../plugins/session.js';
import { qrLoginSignEntity } from './workflow.js';
import { TransitionRefused } from '../shared/workflow/refusal.js';
import { SYSTEM, transition } from '../shared/workflow/transition.js';
import type { Actor, TransitionRequest } from '../shared/workflow/transition.js';
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

type SignRow = typeof qrLoginSigns.$inferSelect;
type SignTransition = TransitionRequest<typeof qrLoginSignEntity.flow, typeof qrLoginSigns>;

const isLive = (row: Pick<SignRow, 'expiresAt'>, now: Date) =>
  row.expiresAt.getTime() > now.getTime();

/** The requesting PC: anonymous, known by the poll key it presented. */
const REQUESTER: Actor<'requester'> = { as: 'requester', userId: null };
const scanner = (userId: number): Actor<'scanner'> => ({ as: 'scanner', userId });

/**
 * Moves a sign that is still live by the flow table; false when the table, the deadline or a
 * concurrent move refused it (nothing changed).
 */
async function moveLiveSign(
  db: Db,
  now: Date,
  request: Omit<SignTransition, 'entity' | 'now' | 'guard'>,
): Promise<boolean> {
  try {
    await transition(db, {
      ...request,
      entity: qrLoginSignEntity,
      now,
      // Checked again under the row lock: the deadline may pass between the read and the move.
      guard: (row) => (isLive(row, now) ? undefined : SIGN_GONE),
    });
    return true;
  } catch (error) {
    if (error instanceof TransitionRefused) return false;
    throw error;
  }
}

/**
 * Records the expiry of a sign found past its deadline in a state the clock ends (waiting,
 * confirmed), so its history says how it ended. Losing a race to another request is fine.
 */
async function recordExpiry(db: Db, row: { id: number; state: string }, now: Date) {
  if (row.state !== 'waiting' && row.state !== 'confirmed') return;
  try {
    await transition(db, {
      entity: qrLoginSignEntity,
      id: row.id,
      event: 'expire',
      actor: SYSTEM,
      now,
      guard: (locked) => (isLive(locked, now) ? '二维码尚未过期' : undefined),
    });
  } catch (error) {
    if (!(error instanceof TransitionRefused)) throw error;
  }
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
  if (!isLive(row, now)) {
    await recordExpiry(db, row, now);
    return EXPIRED;
  }
  if (row.state === 'waiting') return { status: QR_STATUS.waiting };
  if (row.state !== 'confirmed') return EXPIRED;

  // Only the poll that moves the sign from confirmed to delivered gets the session: the others
  // wait for its row lock, then find it delivered and are refused by the table.
  let session: { userId: number; token: string } | undefined;
  const delivered = await moveLiveSign(db, now, {
    id: row.id,
    event: 'deliver',
    actor: REQUESTER,
    changes: async (tx, locked) => {
      // A confirmed sign always names its member (a check constraint of the table).
      // The session is the requesting computer's: its address and browser, not the phone's.
      const issued = await createSession(tx, locked.userId!, now, {
        method: 'qr',
        ip: locked.requestIp,
        userAgent: locked.userAgent,
      });
      session = { userId: issued.userId, token: issued.token };
      return { sessionId: issued.sessionId };
    },
  });
  if (!delivered || !session) return EXPIRED;
  return { status: QR_STATUS.confirmed, user_id: session.userId, token: session.token };
}

/** A sign the phone may still act on: waiting and not expired. */
const waitingSign = (sign: string, now: Date) =>
  and(
    eq(qrLoginSigns.signHash, sha256(sign)),
    eq(qrLoginSigns.state, 'waiting'),
    gt(qrLoginSigns.expiresAt, now),
  );

/** The phone's answer (confirm or refuse) to a sign it holds: 400 二维码已失效 when too late. */
async function answerFromPhone(
  db: Db,
  sign: string,
  now: Date,
  request: Omit<SignTransition, 'entity' | 'now' | 'guard' | 'id'>,
): Promise<void> {
  const row = await findSign(db, sign);
  if (!row) throw ApiError.badRequest(SIGN_GONE);
  if (!isLive(row, now)) {
    await recordExpiry(db, row, now);
    throw ApiError.badRequest(SIGN_GONE);
  }
  if (!(await moveLiveSign(db, now, { ...request, id: row.id }))) {
    throw ApiError.badRequest(SIGN_GONE);
  }
}

/** The logged-in member on the phone confirms: the requesting PC's next poll logs in as them. */
export async function confirmQrLogin(
  db: Db,
  sign: string,
  userId: number,
  now: Date,
): Promise<void> {
  await answerFromPhone(db, sign, now, {
    event: 'confirm',
    actor: scanner(userId),
    changes: () => ({ userId, expiresAt: new Date(now.getTime() + QR_COLLECT_WINDOW_MS) }),
  });
}

/** The member on the phone says it is not their computer: the PC's next poll answers 2. */
export async function refuseQrLogin(
  db: Db,
  sign: string,
  userId: number,
  now: Date,
): Promise<void> {
  await answerFromPhone(db, sign, now, {
    event: 'refuse',
    actor: scanner(userId),
    changes: () => ({ userId }),
  });
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
  if (!isLive(row, now)) {
    await recordExpiry(db, row, now);
    return;
  }
  await moveLiveSign(db, now, { id: row.id, event: 'cancel', actor: REQUESTER });
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
