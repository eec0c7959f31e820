// The SMS / email copies of notify(): recorded inside the caller's transaction, sent by the
// dispatcher after commit — never for a rolled-back change, exactly once for a committed one,
// not on a channel the member turned off for that type, and carrying nothing but the message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagePreferences, messages } from '../../db/schema/index.js';
import type { EmailMessage, MessageGateway, SmsMessage } from '../auth/message-sender.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { createMember } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall } from '../shared/testing.js';
import { dispatchCopies } from './copy-dispatcher.js';
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

  async function memberWithContacts() {
    counter += 1;
    const email = `copy${counter}_${process.pid}@example.cn`;
    const userId = await createMember(db(), { email });
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
    it('a channel turned off for the type is not copied; other types still are', async () => {
      const { userId } = await memberWithContacts();
      await db()
        .insert(messagePreferences)
        .values({ userId, type: 'auth', sms: false, email: true });
      const off = `短信已关闭${counter}`;
      const other = `其他类型${counter}`;
      await notify(db(), notice(userId, off), NOW);
      await notify(db(), { ...notice(userId, other), type: 'system' }, NOW);
      await dispatchCopies(db(), sent.gateway, NOW);
      await vi.waitFor(() => expect(sentWith(other).sms).toHaveLength(1));
      expect(sentWith(off).sms).toEqual([]);
      expect(sentWith(off).email).toHaveLength(1);
    });

    it('an account security notice is copied even where a stored choice says off', async () => {
      const { userId } = await memberWithContacts();
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
});
