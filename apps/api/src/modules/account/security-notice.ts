// Telling the member that something changed on their account: an in-app 账号安全 message (inside
// the change's transaction), whose SMS and email copies notify() sends to the contacts bound at
// sending time; and, for a changed contact, a copy to the OLD phone or email, which those copies
// would miss. No copy carries a code or secret, only what happened and when.
import type { Db } from '../../db/client.js';
import type { MessageSender } from '../auth/message-sender.js';
import { notify } from '../message/notify.js';

const SUBJECT = '企业服务门户：账号安全提醒';

/** '2026年3月2日 09:00' in Beijing time. */
export function beijingTime(moment: Date): string {
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(moment);
}

export interface SecurityEvent {
  readonly userId: number;
  /** '登录密码已修改'. */
  readonly title: string;
  /** What happened, without any secret. */
  readonly body: string;
  /** The portal page to review it on. */
  readonly link: string;
}

/** The in-app message; call inside the transaction that makes the change. */
export function recordSecurityEvent(db: Db, event: SecurityEvent, now: Date): Promise<number> {
  return notify(
    db,
    {
      userId: event.userId,
      type: 'security',
      title: event.title,
      body: event.body,
      link: event.link,
    },
    now,
  );
}

export interface Contacts {
  readonly mobile?: string | null;
  readonly email?: string | null;
}

/**
 * Copies to `contacts` (an old phone or email) after the caller has answered (the change has committed by then). A failed
 * delivery is logged by the sender; the in-app message stays.
 */
export function tellContacts(
  messages: MessageSender,
  contacts: Contacts,
  event: SecurityEvent,
  now: Date,
): void {
  const text = `【企业服务门户】${event.title}：${event.body}如非本人操作，请立即登录修改密码或通过“找回密码”重置。`;
  const { mobile, email } = contacts;
  if (mobile) messages.later((gateway) => gateway.sms({ phone: mobile, text }, now));
  if (email)
    messages.later((gateway) =>
      gateway.email({ email: email.toLowerCase(), subject: SUBJECT, text }, now),
    );
}
