// Sends the SMS / email copies of 消息中心 messages after their change has committed. notify()
// records the copies a message owes in messages.copies_due inside the caller's transaction; the
// dispatcher claims due rows (clearing copies_due in the same statement, so two dispatchers — or
// two app processes — never send one copy twice) and sends each through the message gateway.
// An uncommitted or rolled-back message is invisible to the claim, so it never sends anything.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MessageGateway, MessageSender } from '../auth/message-sender.js';
import { copyText } from './copies.js';
import type { CopyChannel } from './copies.js';

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
  readonly copies_due: CopyChannel[];
}

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
      where copies_due is not null
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
    sender.later((gateway) => dispatchCopies(db, gateway, now(), app.log).then(() => {}));
  app.addHook('onResponse', async () => {
    if (!recordedSinceKick) return;
    recordedSinceKick = false;
    dispatch();
  });
  const timer = setInterval(dispatch, COPY_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
