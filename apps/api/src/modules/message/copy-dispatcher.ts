// Sends the SMS / email copies of 消息中心 messages after their change has committed. notify()
// records the copies a message owes in messages.copies_due inside the caller's transaction; the
// dispatcher claims due rows (clearing copies_due in the same statement, so two dispatchers — or
// two app processes — never send one copy twice) and sends each through the message gateway.
// An uncommitted or rolled-back message is invisible to the claim, so it never sends anything.
// Messages over the day's cap (copies.ts) are left for the digest: from DIGEST_HOUR on, the
// previous days' are claimed the same way and told in one copy per member, kind and channel.
import { DIGEST_HOUR, MESSAGE_TYPES } from '@qyfw/portal-sdk/constants';
import type { MessageType } from '@qyfw/portal-sdk/constants';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MessageGateway, MessageSender } from '../auth/message-sender.js';
import { copyText, digestText, startOfBeijingDay } from './copies.js';
import type { CopyMark } from './copies.js';

const BATCH = 50;
/** The backstop for copies no response kicked (a job's notify, a commit that came after a kick). */
export const COPY_SWEEP_INTERVAL_MS = 15_000;
const EMAIL_SUBJECT = '企业服务门户：消息通知';

interface ClaimedCopy {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly link: string | null;
  readonly mobile: string | null;
  readonly email: string | null;
  readonly copies_due: CopyMark[];
}

// Postgres array literal of the digest marks (copies.ts DIGEST_MARKS).
const DIGEST = sql.raw(`array['digest:sms','digest:email']::text[]`);

// Set by notify() (any app in this process); the next response then kicks a dispatch.
let recordedSinceKick = false;

/** notify() recorded copies: the next answered request should dispatch. */
export function copiesRecorded(): void {
  recordedSinceKick = true;
}

/** Claims one batch of due copies, oldest first; the claimed rows no longer owe them. */
async function claimBatch(db: Db): Promise<ClaimedCopy[]> {
  const result = (await db.execute(sql`
    with due as (
      select id, copies_due from messages
      where copies_due is not null and not (copies_due && ${DIGEST})
      order by id
      limit ${BATCH}
      for update skip locked
    )
    update messages as m set copies_due = null
    from due, users as u
    where m.id = due.id and u.id = m.user_id
    returning m.id, m.title, m.body, m.link, u.mobile, u.email, due.copies_due
  `)) as unknown as { rows: ClaimedCopy[] };
  return result.rows;
}

/** The sends one claimed message owes, each as a call to the gateway. */
function sendsOf(copy: ClaimedCopy, gateway: MessageGateway, now: Date): (() => Promise<void>)[] {
  const text = copyText(copy.title, copy.body, copy.link);
  const sends: (() => Promise<void>)[] = [];
  const { mobile, email } = copy;
  if (copy.copies_due.includes('sms') && mobile) {
    sends.push(() => gateway.sms({ phone: mobile, text }, now));
  }
  if (copy.copies_due.includes('email') && email) {
    sends.push(() =>
      gateway.email({ email: email.toLowerCase(), subject: EMAIL_SUBJECT, text }, now),
    );
  }
  return sends;
}

interface ClaimedDigestRow {
  readonly user_id: number;
  readonly type: MessageType;
  readonly unread: boolean;
  readonly mobile: string | null;
  readonly email: string | null;
  readonly copies_due: CopyMark[];
}

/** Claims the digest marks of messages written before `before` (the rows no longer owe them). */
async function claimDigestRows(db: Db, before: Date): Promise<ClaimedDigestRow[]> {
  const result = (await db.execute(sql`
    with due as (
      select id, copies_due from messages
      where copies_due && ${DIGEST} and created_at < ${before.toISOString()}
      for update skip locked
    )
    update messages as m set copies_due = null
    from due, users as u
    where m.id = due.id and u.id = m.user_id
    returning m.user_id, m.type, m.read_at is null as unread, u.mobile, u.email, due.copies_due
  `)) as unknown as { rows: ClaimedDigestRow[] };
  return result.rows;
}

/** One digest per member, kind and channel: how many of the held messages are still unread. */
function digestSends(rows: readonly ClaimedDigestRow[], gateway: MessageGateway, now: Date) {
  const groups = new Map<string, { row: ClaimedDigestRow; unread: number; marks: Set<string> }>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.type}`;
    const group = groups.get(key) ?? { row, unread: 0, marks: new Set<string>() };
    if (row.unread) group.unread += 1;
    for (const mark of row.copies_due) group.marks.add(mark);
    groups.set(key, group);
  }
  const sends: (() => Promise<void>)[] = [];
  for (const { row, unread, marks } of groups.values()) {
    // Read in the meantime: the member has seen them, nothing to remind of.
    if (unread === 0) continue;
    const text = digestText(MESSAGE_TYPES[row.type] ?? '系统通知', unread);
    const { mobile, email } = row;
    if (marks.has('digest:sms') && mobile) {
      sends.push(() => gateway.sms({ phone: mobile, text }, now));
    }
    if (marks.has('digest:email') && email) {
      sends.push(() =>
        gateway.email({ email: email.toLowerCase(), subject: EMAIL_SUBJECT, text }, now),
      );
    }
  }
  return sends;
}

/**
 * Sends the digests of the previous Beijing days' held messages, once it is DIGEST_HOUR or later
 * in Beijing (no SMS at night); answers how many were sent. Like a copy, a failed digest is
 * logged and not retried.
 */
export async function dispatchDigests(
  db: Db,
  gateway: MessageGateway,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const today = startOfBeijingDay(now);
  if (now.getTime() < today.getTime() + DIGEST_HOUR * 60 * 60 * 1000) return 0;
  let sent = 0;
  for (const send of digestSends(await claimDigestRows(db, today), gateway, now)) {
    try {
      await send();
      sent += 1;
    } catch (error) {
      log?.error({ err: error }, '消息汇总副本发送失败');
    }
  }
  return sent;
}

/**
 * Sends every copy due now; answers how many were sent. The contact is the one bound at sending
 * time (a member who unbound it in between gets nothing on that channel). A failed send is
 * logged and not retried — a copy is a courtesy, the in-app message stays — and the rest of the
 * batch still goes.
 */
export async function dispatchCopies(
  db: Db,
  gateway: MessageGateway,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(db);
    for (const copy of batch) {
      for (const send of sendsOf(copy, gateway, now)) {
        try {
          await send();
          sent += 1;
        } catch (error) {
          log?.error({ err: error, messageId: copy.id }, '消息副本发送失败');
        }
      }
    }
    if (batch.length < BATCH) return sent;
  }
}

/**
 * Dispatches after any answered request that recorded copies (the answer has gone out and its
 * transaction committed), and sweeps on a timer for the rest. Neither keeps the process alive.
 */
export function scheduleCopyDispatch(
  app: FastifyInstance,
  db: Db,
  sender: MessageSender,
  now: () => Date,
): void {
  const dispatch = () =>
    sender.later(async (gateway) => {
      await dispatchCopies(db, gateway, now(), app.log);
      await dispatchDigests(db, gateway, now(), app.log);
    });
  app.addHook('onResponse', async () => {
    if (!recordedSinceKick) return;
    recordedSinceKick = false;
    dispatch();
  });
  const timer = setInterval(dispatch, COPY_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
