// How verification codes leave the server. Real gateways (an SMS provider, SMTP) plug in behind
// MessageSender; the default writes each message to the outbox table and the log (DESIGN §2),
// which a relay can deliver from and which GET /api/dev/sms-outbox reads outside production.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { messageOutbox } from '../../db/schema/index.js';

export interface SmsMessage {
  readonly phone: string;
  readonly text: string;
  /** The verification code inside `text`. */
  readonly code: string;
}

export interface EmailMessage {
  /** Lower-cased. */
  readonly email: string;
  readonly subject: string;
  readonly text: string;
  readonly code: string;
}

export interface MessageSender {
  sms(message: SmsMessage, now: Date): Promise<void>;
  email(message: EmailMessage, now: Date): Promise<void>;
}

/** Hides the middle of a phone or the local part of an email, for logs. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
  return recipient.length > 7 ? `${recipient.slice(0, 3)}****${recipient.slice(-4)}` : '****';
}

export interface OutboxSenderOptions {
  /**
   * Put the code in the log line too (development and demos read it there). Off in production,
   * where logs are shipped and kept longer than a code should exist.
   */
  readonly logCodes: boolean;
}

export function createOutboxSender(db: Db, log: FastifyBaseLogger, { logCodes }: OutboxSenderOptions): MessageSender {
  const record = async (
    channel: 'sms' | 'email',
    recipient: string,
    subject: string | null,
    text: string,
    code: string,
    now: Date,
  ): Promise<void> => {
    const [row] = await db
      .insert(messageOutbox)
      .values({ channel, recipient, subject, body: text, code, createdAt: now })
      .returning({ id: messageOutbox.id });
    log.info(
      { channel, to: maskRecipient(recipient), outboxId: row!.id, ...(logCodes ? { code } : {}) },
      channel === 'sms' ? '短信已写入发件箱' : '邮件已写入发件箱',
    );
  };
  return {
    sms: ({ phone, text, code }, now) => record('sms', phone, null, text, code, now),
    email: ({ email, subject, text, code }, now) => record('email', email, subject, text, code, now),
  };
}
