// The SMS / email copies of notify(): recorded inside the caller's transaction, sent by the
// dispatcher after commit — never for a rolled-back change, exactly once for a committed one,
// not on a channel the member turned off for that type (SMS is off until turned on), carrying
// nothing but the message, and at most copiesPerDay(type) a day per member and type, the rest
// told in one digest the next morning.
import { COPIES_PER_TYPE_PER_DAY, SECURITY_COPIES_PER_DAY } from '@qyfw/portal-sdk/constants';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagePreferences, messages, users } from '../../db/schema/index.js';
import type { EmailMessage, MessageGateway, SmsMessage } from '../auth/message-sender.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { createMember } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall } from '../shared/testing.js';
import { notifyMany } from '../policy-match/notify-many.js';
import { dispatchCopies, dispatchDigests } from './copy-dispatcher.js';
import { notify } from './notify.js';
import type { Notice } from './notify.js';

/** A gateway that keeps what it was asked to send. */
function recordingGateway() {
  const sms: SmsMessage[] = [];
  const email: EmailMessage[] = [];
  const gateway: MessageGateway = {
    sms: async (message) => void sms.push(message),
    email: async (message) => void email.push(message),
  };
  return { gateway, sms, email };
}

const NOW = new Date('2026-03-02T01:00:00Z');
let counter = 0;

describeEachDatabase('notify copies', (database) => {
  const sent = recordingGateway();
  let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
  beforeAll(async () => {
    // The app's own dispatcher sends through the same gateway: whoever claims a copy, the
    // gateway sees every send, so "exactly once" is counted over both.
    ({ app } = await buildTestApp(database, {}, { messageSender: sent.gateway, now: () => NOW }));
  });
  afterAll(() => app.close());
  const db = () => database.database.db;

  /** A member with phone and email bound who turned SMS copies of 企业认证 on. */
  async function memberWithContacts(smsOn = true) {
    counter += 1;
    const email = `copy${counter}_${process.pid}@example.cn`;
    const userId = await createMember(db(), { email });
    if (smsOn) {
      await db()
        .insert(messagePreferences)
        .values({ userId, type: 'auth', sms: true, email: true });
    }
    return { userId, email };
  }

  const notice = (userId: number, title: string): Notice => ({
    userId,
    type: 'auth',
    title,
    body: '您的企业认证申请已通过审核。',
    link: '/identity',
  });
  const sentWith = (title: string) => ({
    sms: sent.sms.filter((message) => message.text.includes(title)),
    email: sent.email.filter((message) => message.text.includes(title)),
  });

  it('a rolled-back notify leaves no message and sends nothing', async () => {
    const { userId } = await memberWithContacts();
    const title = `回滚的通知${counter}`;
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, notice(userId, title), NOW);
        throw new Error('the change fails after notifying');
      }),
    ).rejects.toThrow('the change fails');
    await dispatchCopies(db(), sent.gateway, NOW);
    expect(await db().select().from(messages).where(eq(messages.userId, userId))).toEqual([]);
    expect(sentWith(title)).toEqual({ sms: [], email: [] });
  });

  it('a committed notify sends one SMS and one email, exactly once', async () => {
    const { userId, email } = await memberWithContacts();
    const title = `已提交的通知${counter}`;
    await db().transaction((tx) => notify(tx, notice(userId, title), NOW));
    // Two dispatchers at once (two app processes) still send each copy once.
    await Promise.all([
      dispatchCopies(db(), sent.gateway, NOW),
      dispatchCopies(db(), sent.gateway, NOW),
    ]);
    await dispatchCopies(db(), sent.gateway, NOW);
    await vi.waitFor(() => expect(sentWith(title).sms).toHaveLength(1));
    const copies = sentWith(title);
    expect(copies.email).toHaveLength(1);
    expect(copies.email[0]).toMatchObject({ email, subject: '企业服务门户：消息通知' });
    expect(copies.sms[0]!.text).toBe(
      `【企业服务门户】${title}：您的企业认证申请已通过审核。详情请登录企业服务门户查看（/identity）。`,
    );
    // A notice copy carries no code, so the demo outbox never mistakes it for one.
    expect(copies.sms[0]!.code).toBeUndefined();
    const [row] = await db().select().from(messages).where(eq(messages.userId, userId));
    expect(row!.copiesDue).toBeNull();
  });

  it('the app dispatches after answering a request, without being asked', async () => {
    const { userId } = await memberWithContacts();
    const title = `请求后发送${counter}`;
    await db().transaction((tx) => notify(tx, notice(userId, title), NOW));
    await postCall(app, '/api/demo/appeal_statistics', {});
    await vi.waitFor(() => expect(sentWith(title).sms).toHaveLength(1));
    expect(sentWith(title).email).toHaveLength(1);
  });

  it('a failed send is not retried and does not stop the other copies', async () => {
    const { userId } = await memberWithContacts();
    const title = `短信网关故障${counter}`;
    await notify(db(), notice(userId, title), NOW);
    const emails: EmailMessage[] = [];
    const failingSms: MessageGateway = {
      sms: () => Promise.reject(new Error('短信网关不可用')),
      email: async (message) => void emails.push(message),
    };
    expect(await dispatchCopies(db(), failingSms, NOW)).toBe(1);
    expect(emails.filter((message) => message.text.includes(title))).toHaveLength(1);
    // Claimed once: a later dispatch does not try the SMS again.
    await dispatchCopies(db(), sent.gateway, NOW);
    expect(sentWith(title)).toEqual({ sms: [], email: [] });
  });

  describe('preferences', () => {
    it('no saved choice: the email copy goes, the SMS copy does not until turned on', async () => {
      const { userId } = await memberWithContacts(false);
      const title = `默认设置${counter}`;
      const id = await notify(db(), notice(userId, title), NOW);
      const [row] = await db().select().from(messages).where(eq(messages.id, id));
      expect(row!.copiesDue).toEqual(['email']);
      await dispatchCopies(db(), sent.gateway, NOW);
      await vi.waitFor(() => expect(sentWith(title).email).toHaveLength(1));
      expect(sentWith(title).sms).toEqual([]);
    });

    it('a channel turned off for the type is not copied; another type keeps its own switches', async () => {
      const { userId } = await memberWithContacts(false);
      await db()
        .insert(messagePreferences)
        .values([
          { userId, type: 'auth', sms: false, email: false },
          { userId, type: 'system', sms: true, email: true },
        ]);
      const off = `已关闭${counter}`;
      const other = `其他类型${counter}`;
      await notify(db(), notice(userId, off), NOW);
      await notify(db(), { ...notice(userId, other), type: 'system' }, NOW);
      await dispatchCopies(db(), sent.gateway, NOW);
      await vi.waitFor(() => expect(sentWith(other).sms).toHaveLength(1));
      expect(sentWith(other).email).toHaveLength(1);
      expect(sentWith(off)).toEqual({ sms: [], email: [] });
    });

    it('an account security notice is copied even where a stored choice says off', async () => {
      const { userId } = await memberWithContacts(false);
      await db()
        .insert(messagePreferences)
        .values({ userId, type: 'security', sms: false, email: false });
      const title = `密码已修改${counter}`;
      await notify(db(), { ...notice(userId, title), type: 'security' }, NOW);
      await dispatchCopies(db(), sent.gateway, NOW);
      await vi.waitFor(() => expect(sentWith(title).sms).toHaveLength(1));
      expect(sentWith(title).email).toHaveLength(1);
    });

    it('nothing is due for a member with no contact bound (the in-app message stays)', async () => {
      const userId = await createMember(db(), { mobile: null });
      const id = await notify(db(), notice(userId, '无联系方式'), NOW);
      const [row] = await db().select().from(messages).where(eq(messages.id, id));
      expect(row).toMatchObject({ title: '无联系方式', copiesDue: null, readAt: null });
    });
  });
  describe('the daily cap and the digest', () => {
    /** 07:59 and 08:00 of the next Beijing day. */
    const BEFORE_EIGHT = new Date('2026-03-02T23:59:00Z');
    const EIGHT = new Date('2026-03-03T00:00:00Z');

    async function notifyTimes(userId: number, prefix: string, n: number, type: Notice['type']) {
      const ids: number[] = [];
      for (let i = 1; i <= n; i += 1) {
        ids.push(await notify(db(), { ...notice(userId, `${prefix}-${i}`), type }, NOW));
      }
      return ids;
    }

    it('COPIES_PER_TYPE_PER_DAY messages of a kind a day get copies; the rest one digest from 08:00 next day, of those still unread', async () => {
      const { userId, email } = await memberWithContacts();
      const prefix = `上限${counter}`;
      const ids = await notifyTimes(userId, prefix, COPIES_PER_TYPE_PER_DAY + 3, 'auth');
      // Another kind has its own count.
      const other = `另一类${counter}`;
      await db()
        .insert(messagePreferences)
        .values({ userId, type: 'system', sms: true, email: true });
      await notify(db(), { ...notice(userId, other), type: 'system' }, NOW);
      await dispatchCopies(db(), sent.gateway, NOW);
      await vi.waitFor(() => expect(sentWith(other).sms).toHaveLength(1));
      expect(sentWith(prefix).sms).toHaveLength(COPIES_PER_TYPE_PER_DAY);
      expect(sentWith(prefix).email).toHaveLength(COPIES_PER_TYPE_PER_DAY);
      expect(sentWith(`${prefix}-${COPIES_PER_TYPE_PER_DAY + 1}`)).toEqual({ sms: [], email: [] });
      // Every message is kept in 消息中心.
      const rows = await db().select().from(messages).where(inArray(messages.id, ids));
      expect(rows).toHaveLength(COPIES_PER_TYPE_PER_DAY + 3);

      // One of the three held messages is read before the morning.
      await db()
        .update(messages)
        .set({ readAt: NOW })
        .where(eq(messages.id, ids.at(-1)!));
      const digests = recordingGateway();
      expect(await dispatchDigests(db(), digests.gateway, NOW)).toBe(0);
      expect(await dispatchDigests(db(), digests.gateway, BEFORE_EIGHT)).toBe(0);
      expect(await dispatchDigests(db(), digests.gateway, EIGHT)).toBe(2);
      const text =
        '【企业服务门户】您有2条“企业认证”新消息未读，请登录企业服务门户消息中心查看（/messages）。';
      const [member] = await db().select().from(users).where(eq(users.id, userId));
      expect(digests.sms).toEqual([{ phone: member!.mobile, text }]);
      expect(digests.email).toEqual([{ email, subject: '企业服务门户：消息通知', text }]);
      // Sent once; nothing is left owing.
      expect(await dispatchDigests(db(), digests.gateway, EIGHT)).toBe(0);
      const owing = await db()
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.userId, userId), isNotNull(messages.copiesDue)));
      expect(owing).toEqual([]);
    });

    it('a new Beijing day copies again', async () => {
      const { userId } = await memberWithContacts();
      const late = new Date('2026-03-02T15:30:00Z'); // 23:30 Beijing
      for (let i = 0; i < COPIES_PER_TYPE_PER_DAY; i += 1) {
        await notify(db(), notice(userId, `当天${counter}-${i}`), late);
      }
      const next = await notify(db(), notice(userId, `次日${counter}`), EIGHT);
      const [row] = await db().select().from(messages).where(eq(messages.id, next));
      expect(row!.copiesDue).toEqual(['sms', 'email']);
    });

    it('no digest when every held message was read by the morning', async () => {
      const { userId } = await memberWithContacts();
      await notifyTimes(userId, `已读${counter}`, COPIES_PER_TYPE_PER_DAY + 2, 'auth');
      await dispatchCopies(db(), sent.gateway, NOW);
      await db().update(messages).set({ readAt: NOW }).where(eq(messages.userId, userId));
      const digests = recordingGateway();
      expect(await dispatchDigests(db(), digests.gateway, EIGHT)).toBe(0);
      expect(digests.sms).toEqual([]);
    });

    it('account security notices: SECURITY_COPIES_PER_DAY a day, then the digest', async () => {
      const { userId } = await memberWithContacts(false);
      const prefix = `安全${counter}`;
      await notifyTimes(userId, prefix, SECURITY_COPIES_PER_DAY + 2, 'security');
      await dispatchCopies(db(), sent.gateway, NOW);
      await vi.waitFor(() => expect(sentWith(prefix).sms).toHaveLength(SECURITY_COPIES_PER_DAY));
      expect(sentWith(prefix).email).toHaveLength(SECURITY_COPIES_PER_DAY);
      const digests = recordingGateway();
      expect(await dispatchDigests(db(), digests.gateway, EIGHT)).toBe(2);
      expect(digests.sms[0]!.text).toContain('您有2条“账号安全”新消息未读');
    });

    it('the 免申即享 batch (notifyMany) follows the same switches and cap', async () => {
      const capped = await memberWithContacts();
      const fresh = await memberWithContacts(false);
      await notifyTimes(capped.userId, `批量前${counter}`, COPIES_PER_TYPE_PER_DAY, 'auth');
      await notifyMany(
        db(),
        [capped.userId, fresh.userId].map((userId) => notice(userId, `批量${counter}`)),
        NOW,
      );
      const rows = await db()
        .select({ userId: messages.userId, copiesDue: messages.copiesDue })
        .from(messages)
        .where(eq(messages.title, `批量${counter}`));
      expect(new Map(rows.map((row) => [row.userId, row.copiesDue]))).toEqual(
        new Map([
          [capped.userId, ['digest:sms', 'digest:email']],
          [fresh.userId, ['email']],
        ]),
      );
    });
  });
});
