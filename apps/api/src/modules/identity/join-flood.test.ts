// Issue 23 finding 1, as a stranger would try it: a self-registered member with no enterprise
// files and withdraws join requests against an authenticated enterprise 30 times, typing a
// phishing text as the enterprise name and another as their nickname. Before the fix every
// cycle put that text into every member's messages and, by SMS and email, into the outbox under
// the platform's sender. Now the request carries the directory's name, the notices name the
// applicant by their masked mobile, the member may file AUTH_SUBMITS_PER_DAY requests a day and
// an enterprise receive AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY, and each member's copies of a kind
// stop at COPIES_PER_TYPE_PER_DAY a day, the rest told in one digest the next morning.
import { COPIES_PER_TYPE_PER_DAY } from '@qyfw/portal-sdk/constants';
import {
  AUTH_DECISIONS_PER_DAY,
  AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY,
  AUTH_SUBMITS_PER_DAY,
} from '@qyfw/portal-sdk/schemas';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enterpriseEdits, messageOutbox, messages, users } from '../../db/schema/index.js';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { createOutboxGateway } from '../auth/message-sender.js';
import { dispatchCopies, dispatchDigests } from '../message/copy-dispatcher.js';
import { freshCreditCode, messagesOf, newMember, PATHS, submissionOf } from './identity-kit.js';
import type { TestMember } from './identity-kit.js';

const PHISHING =
  '贵司认证将失效,请访问 http://evil.example/verify 并回复验证码<img src=x onerror=alert(7)>';
const NICKNAME = '平台客服 http://evil.example/kf';
const DIRECTORY_NAME = '杭州被冒充科技有限公司';
const HOUR_MS = 60 * 60 * 1000;

describeEachDatabase('identity: join requests cannot be used to message an enterprise', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  let emailCounter = 0;
  /** Binds an email (the member's mobile is bound already) and answers both contacts. */
  async function bindEmail(member: TestMember) {
    emailCounter += 1;
    const email = `flood${emailCounter}_${process.pid}@example.cn`;
    await kit.db.update(users).set({ email }).where(eq(users.id, member.userId));
    const [row] = await kit.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.id, member.userId));
    return { mobile: row!.mobile!, email };
  }

  /** An enterprise in the directory with two members, both with phone and email bound. */
  async function targetEnterprise() {
    const operator = await kit.consoleSession('demo_operator');
    const creditCode = freshCreditCode();
    const founder = await newMember(kit, '王经理');
    const founderContacts = await bindEmail(founder);
    const filed = await kit.post(
      PATHS.submit,
      await submissionOf(kit.db, founder, creditCode, DIRECTORY_NAME),
      { token: founder.token },
    );
    await kit.post(PATHS.approve, filed.json().data, { token: operator.token });
    const colleague = await newMember(kit, '李会计');
    const colleagueContacts = await bindEmail(colleague);
    const joined = await kit.post(
      PATHS.submit,
      await submissionOf(kit.db, colleague, creditCode, DIRECTORY_NAME),
      { token: colleague.token },
    );
    const request = joined.json().data as { id: number; version: number };
    await kit.post(PATHS.joinDecide, { ...request, decision: 'approve' }, { token: founder.token });
    return { creditCode, founder, founderContacts, colleague, colleagueContacts };
  }

  /** Sends every copy (and, when due, digest) owed now, and waits for the app's own sends. */
  async function sendCopies() {
    const gateway = createOutboxGateway(kit.db, kit.app.log);
    await dispatchCopies(kit.db, gateway, kit.clock.now());
    await dispatchDigests(kit.db, gateway, kit.clock.now());
    // The demo outbox route waits for every delivery the app started (its kicked dispatches).
    await kit.latestCode('13900000000');
  }

  const outboxTo = (recipients: string[]) =>
    kit.db.select().from(messageOutbox).where(inArray(messageOutbox.recipient, recipients));

  it('30 submit/withdraw cycles: refused after the daily limit, no applicant text anywhere, copies capped, a digest next morning', async () => {
    const { creditCode, founder, founderContacts, colleague, colleagueContacts } =
      await targetEnterprise();
    // The colleague turned SMS copies of 企业认证 on; the founder kept the defaults (SMS off).
    await kit.post(
      '/api/message/preferences_save',
      { list: [{ type: 'auth', sms: true, email: true }] },
      { token: colleague.token },
    );
    await sendCopies();
    const outboxBefore = (await kit.db.select({ n: count() }).from(messageOutbox))[0]!.n;
    const messagesBefore = {
      founder: (await messagesOf(kit.db, founder.userId)).length,
      colleague: (await messagesOf(kit.db, colleague.userId)).length,
    };

    const stranger = await newMember(kit, NICKNAME);
    const answers: { code: number; msg: string }[] = [];
    for (let cycle = 0; cycle < 30; cycle += 1) {
      const res = await kit.post(
        PATHS.submit,
        await submissionOf(kit.db, stranger, creditCode, PHISHING),
        { token: stranger.token },
      );
      answers.push({ code: res.statusCode, msg: res.json().msg });
      if (res.statusCode !== 200) continue;
      const filed = res.json().data as { id: number; version: number; enterprise_name: string };
      // The request carries the directory's name, not the one typed.
      expect(filed.enterprise_name).toBe(DIRECTORY_NAME);
      await kit.post(PATHS.withdraw, filed, { token: stranger.token });
    }
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(AUTH_SUBMITS_PER_DAY);
    expect(answers.slice(AUTH_SUBMITS_PER_DAY)).toEqual(
      Array(30 - AUTH_SUBMITS_PER_DAY).fill({
        code: 429,
        msg: `24小时内最多提交${AUTH_SUBMITS_PER_DAY}次企业认证申请（含重新提交），请稍后再试`,
      }),
    );
    const stored = await kit.db
      .select({ name: enterpriseEdits.enterpriseName })
      .from(enterpriseEdits)
      .where(eq(enterpriseEdits.userId, stranger.userId));
    expect(stored.map((row) => row.name)).toEqual(Array(AUTH_SUBMITS_PER_DAY).fill(DIRECTORY_NAME));

    await sendCopies();
    // Every message is kept in 消息中心 — one per accepted request — and none quotes the stranger.
    for (const member of [founder, colleague]) {
      const received = (await messagesOf(kit.db, member.userId)).slice(
        member === founder ? messagesBefore.founder : messagesBefore.colleague,
      );
      expect(received).toHaveLength(AUTH_SUBMITS_PER_DAY);
      for (const message of received) {
        expect(message.title).toBe('有成员申请加入本企业');
        expect(message.body).toMatch(/^会员\d{3}\*{4}\d{4}申请以本企业成员身份完成企业认证/);
      }
    }
    const quoting = await kit.db
      .select({ n: count() })
      .from(messages)
      .where(
        sql`${messages.body} like '%evil.example%' or ${messages.title} like '%evil.example%'`,
      );
    expect(quoting[0]!.n).toBe(0);

    const sent = (await kit.db.select().from(messageOutbox)).slice(outboxBefore);
    expect(sent.filter((row) => row.body.includes('evil.example'))).toEqual([]);
    expect(sent.filter((row) => row.body.includes('onerror'))).toEqual([]);
    const founderSent = await outboxTo([founderContacts.mobile, founderContacts.email]);
    const colleagueSent = await outboxTo([colleagueContacts.mobile, colleagueContacts.email]);
    const channels = (rows: { channel: string }[]) => ({
      sms: rows.filter((row) => row.channel === 'sms').length,
      email: rows.filter((row) => row.channel === 'email').length,
    });
    // Today, all told: the first COPIES_PER_TYPE_PER_DAY 企业认证 messages of each were copied.
    // The founder (3 messages before the stranger's 5) kept SMS off: 5 emails. The colleague (2
    // before, SMS turned on after them): 5 emails, and SMS for the stranger's first 3.
    expect(COPIES_PER_TYPE_PER_DAY).toBe(5);
    expect(channels(founderSent)).toEqual({ sms: 0, email: 5 });
    expect(channels(colleagueSent)).toEqual({ sms: 3, email: 5 });

    // The next morning (09:00 Beijing): one digest per channel for the messages over the cap.
    kit.clock.set(new Date('2026-03-03T01:00:00Z'));
    await sendCopies();
    const digest = (n: number) =>
      `【企业服务门户】您有${n}条“企业认证”新消息未读，请登录企业服务门户消息中心查看（/messages）。`;
    const founderDigest = (await outboxTo([founderContacts.mobile, founderContacts.email])).slice(
      founderSent.length,
    );
    expect(founderDigest.map((row) => [row.channel, row.body])).toEqual([['email', digest(3)]]);
    const colleagueDigest = (
      await outboxTo([colleagueContacts.mobile, colleagueContacts.email])
    ).slice(colleagueSent.length);
    expect(colleagueDigest.map((row) => [row.channel, row.body]).sort()).toEqual([
      ['email', digest(2)],
      ['sms', digest(2)],
    ]);
    // Sent once: a later sweep finds nothing more.
    await sendCopies();
    expect(await outboxTo([founderContacts.mobile, founderContacts.email])).toHaveLength(
      founderSent.length + 1,
    );
  });

  it('an enterprise receives at most AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY requests a day, from any number of applicants; a day later, again', async () => {
    kit.clock.set(new Date('2026-03-04T01:00:00Z'));
    const { creditCode, founder } = await targetEnterprise();
    const before = (await messagesOf(kit.db, founder.userId)).length;
    // The founder's request (linked to the enterprise on approval) and the colleague's join count
    // among the day's requests naming it.
    let accepted = 2;
    let refusal: { code: number; msg: string } | undefined;
    // Six applicants could file 30: more than the enterprise may receive.
    for (let n = 0; n < 6 && refusal === undefined; n += 1) {
      const applicant = await newMember(kit);
      for (let i = 0; i < AUTH_SUBMITS_PER_DAY && refusal === undefined; i += 1) {
        const res = await kit.post(
          PATHS.submit,
          await submissionOf(kit.db, applicant, creditCode, PHISHING),
          { token: applicant.token },
        );
        if (res.statusCode !== 200) {
          refusal = { code: res.statusCode, msg: res.json().msg };
          break;
        }
        accepted += 1;
        await kit.post(PATHS.withdraw, res.json().data, { token: applicant.token });
      }
    }
    expect(accepted).toBe(AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY);
    expect(refusal).toEqual({ code: 429, msg: '该企业24小时内收到的认证申请已达上限，请稍后再试' });
    // Refused: nothing filed and no one told.
    expect((await messagesOf(kit.db, founder.userId)).length - before).toBe(
      AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY - 2,
    );

    kit.clock.advance(24 * HOUR_MS + 1000);
    const late = await newMember(kit);
    const res = await kit.post(
      PATHS.submit,
      await submissionOf(kit.db, late, creditCode, PHISHING),
      { token: late.token },
    );
    expect(res.json()).toMatchObject({ code: 200, data: { state: 'awaiting_enterprise' } });
  });

  it('a request naming no directory enterprise keeps the typed name; only its applicant is told', async () => {
    const applicant = await newMember(kit);
    const res = await kit.post(
      PATHS.submit,
      await submissionOf(kit.db, applicant, freshCreditCode(), '杭州新设科技有限公司'),
      { token: applicant.token },
    );
    expect(res.json().data).toMatchObject({
      state: 'pending',
      enterprise_name: '杭州新设科技有限公司',
    });
    const told = await kit.db
      .select({ userId: messages.userId })
      .from(messages)
      .where(
        and(eq(messages.entityType, 'enterprise_auth'), eq(messages.entityId, res.json().data.id)),
      );
    expect(told).toEqual([{ userId: applicant.userId }]);
  });
  it('a member decides at most AUTH_DECISIONS_PER_DAY joins in 24 hours; the next is refused, unchanged', async () => {
    kit.clock.set(new Date('2026-03-08T01:00:00Z'));
    const { creditCode, founder } = await targetEnterprise();
    const [named] = await kit.db
      .select({ enterpriseId: enterpriseEdits.enterpriseId })
      .from(enterpriseEdits)
      .where(eq(enterpriseEdits.userId, founder.userId));
    // A backlog of joins waiting for the enterprise (written directly: filing is limited per day).
    const backlog = [];
    for (let i = 0; i <= AUTH_DECISIONS_PER_DAY; i += 1) {
      const userId = await createMember(kit.db);
      const [row] = await kit.db
        .insert(enterpriseEdits)
        .values({
          userId,
          enterpriseId: named!.enterpriseId,
          enterpriseName: DIRECTORY_NAME,
          creditCode,
          state: 'awaiting_enterprise',
          createdAt: new Date('2026-03-01T01:00:00Z'),
          submittedAt: new Date('2026-03-01T01:00:00Z'),
        })
        .returning({ id: enterpriseEdits.id, version: enterpriseEdits.version });
      backlog.push(row!);
    }
    // The colleague's join, approved by the founder, was one decision already.
    const codes: number[] = [];
    for (const request of backlog) {
      const res = await kit.post(
        PATHS.joinDecide,
        { ...request, decision: 'return', reason: '不认识此人' },
        { token: founder.token },
      );
      codes.push(res.statusCode);
      if (res.statusCode !== 200) {
        expect(res.json()).toEqual({
          code: 429,
          msg: `24小时内最多处理${AUTH_DECISIONS_PER_DAY}条加入本企业的申请，请稍后再试`,
        });
      }
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(AUTH_DECISIONS_PER_DAY - 1);
    expect(codes.slice(AUTH_DECISIONS_PER_DAY - 1)).toEqual([429, 429]);
    const [last] = await kit.db
      .select({ state: enterpriseEdits.state })
      .from(enterpriseEdits)
      .where(eq(enterpriseEdits.id, backlog.at(-1)!.id));
    expect(last!.state).toBe('awaiting_enterprise');
  });
});
