// How verification codes leave the server. Real gateways (an SMS provider, SMTP) plug in behind
// MessageGateway; the default writes each message to the outbox table (design §2), which a relay
// can deliver from and which GET /api/dev/sms-outbox reads when DEMO_OUTBOX=1. No code is ever
// logged: logs are shipped and kept longer, and read by more people, than a code should exist.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { messageOutbox } from '../../db/schema/index.js';

export interface SmsMessage {
  readonly phone: string;
  readonly text: string;
  /** The verification code inside `text`; absent for a notice (a 消息中心 copy). */
  readonly code?: string;
}

export interface EmailMessage {
  /** Lower-cased. */
  readonly email: string;
  readonly subject: string;
  readonly text: string;
  /** The verification code inside `text`; absent for a notice (a 消息中心 copy). */
  readonly code?: string;
}

/** One way out: the outbox, or an SMS provider and SMTP (AppDeps.messageSender). */
export interface MessageGateway {
  sms(message: SmsMessage, now: Date): Promise<void>;
  email(message: EmailMessage, now: Date): Promise<void>;
}

/** What the modules use: a gateway, plus delivery that the caller's answer does not wait for. */
export interface MessageSender extends MessageGateway {
  /**
   * Delivers after the caller has answered: the answer's timing then cannot tell whether there
   * was anything to deliver (forget_send — a real gateway takes a network round trip). A failure
   * is logged, never answered.
   */
  later(deliver: (gateway: MessageGateway) => Promise<void>): void;
  /** Resolves once every delivery started so far has finished (the demo outbox reader, closing). */
  settled(): Promise<void>;
}

/** Hides the middle of a phone or the local part of an email, for logs. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
  return recipient.length > 7 ? `${recipient.slice(0, 3)}****${recipient.slice(-4)}` : '****';
}

export function createOutboxGateway(db: Db, log: FastifyBaseLogger): MessageGateway {
  const record = async (
    channel: 'sms' | 'email',
    recipient: string,
    subject: string | null,
    text: string,
    code: string | undefined,
    now: Date,
  ): Promise<void> => {
    const [row] = await db
      .insert(messageOutbox)
      .values({ channel, recipient, subject, body: text, code: code ?? null, createdAt: now })
      .returning({ id: messageOutbox.id });
    log.info(
      { channel, to: maskRecipient(recipient), outboxId: row!.id },
      channel === 'sms' ? '短信已写入发件箱' : '邮件已写入发件箱',
    );
  };
  return {
    sms: ({ phone, text, code }, now) => record('sms', phone, null, text, code, now),
    email: ({ email, subject, text, code }, now) =>
      record('email', email, subject, text, code, now),
  };
}

/** `gateway` with background deliveries tracked, so closing (and the demo reader) can wait for them. */
export function createMessageSender(
  gateway: MessageGateway,
  log: FastifyBaseLogger,
): MessageSender {
  const pending = new Set<Promise<void>>();
  return {
    sms: (message, now) => gateway.sms(message, now),
    email: (message, now) => gateway.email(message, now),
    later(deliver) {
      // setImmediate, not a microtask: the answer is written first. PGlite runs each query on this
      // thread, so a delivery started before the reply went out would still delay it.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(gateway))
        .catch((error: unknown) => log.error({ err: error }, '验证码发送失败'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
