// QR login: the image encodes the scan page; a sign yields a session only together with the
// requesting browser's poll key; every transition of the sign's state table (top of qr-login.ts),
// legal or not; what the phone is told about the computer that asks.
import { createHash } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrLoginSigns, sessions, workflowEvents } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { hashSessionToken } from '../../plugins/session.js';
import { buildAuthKit, START } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { QR_COLLECT_WINDOW_MS, QR_SIGN_TTL_MS } from './qr-login.js';

const WEB_LOGIN = '/api/indexnew/web_login';
const CHECK = '/api/indexnew/checkStatus';
const CONFIRM = '/api/indexnew/qr_confirm';
const CANCEL = '/api/indexnew/qr_cancel';
const REFUSE = '/api/indexnew/qr_refuse';
const INFO = '/api/indexnew/qr_info';
const USER_DETAIL = '/api/Person/user_detail1';
const SIGN_GONE = { code: 400, msg: '二维码已失效，请在电脑上刷新二维码后重新扫码' };
const DONE = { code: 200, msg: '成功', data: null };
const WAITING = { code: 1, msg: '成功', data: { status: 0 } };
const GONE = { code: 1, msg: '成功', data: { status: 2 } };
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Reads the QR image back the way a phone camera would. */
function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

interface Qr {
  path: string;
  sign: string;
  poll_key: string;
}

describeEachDatabase('QR login', (db) => {
  let kit: AuthKit;
  let phone: { token: string; userId: number };
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    // The member already logged in on the phone.
    phone = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
  });
  afterAll(() => kit.app.close());

  /** The PC asks for a QR: the sign goes into the image, the poll key stays with this browser. */
  const newQr = async (headers: Record<string, string> = {}, ip?: string): Promise<Qr> => {
    const res = await kit.get(WEB_LOGIN, { headers, ...(ip ? { ip } : {}) });
    expect(res.json()).toMatchObject({ code: 1, msg: '成功' });
    return res.json<{ data: Qr }>().data;
  };
  /** The requesting browser's poll, with its own key. */
  const status = async (qr: Qr) =>
    (await kit.post(CHECK, { sign: qr.sign, poll_key: qr.poll_key, user_id: '' })).json();
  /** A poll by someone who has the sign and not the key (a photo of the QR, a forwarded scan link). */
  const pollAs = async (sign: string, pollKey?: string) =>
    (
      await kit.post(CHECK, {
        sign,
        ...(pollKey === undefined ? {} : { poll_key: pollKey }),
        user_id: '',
      })
    ).json();
  const stateOf = async (qr: Qr) => {
    const signHash = createHash('sha256').update(qr.sign).digest('base64url');
    const [row] = await kit.db
      .select()
      .from(qrLoginSigns)
      .where(eq(qrLoginSigns.signHash, signHash));
    return row!;
  };
  const sessionCount = async () => (await kit.db.select({ n: count() }).from(sessions))[0]!.n;
  const onPhone = (url: string, qr: Qr, token = phone.token) =>
    kit.post(url, { sign: qr.sign }, { token });
  const cancel = (qr: Qr, pollKey: string | undefined = qr.poll_key) =>
    kit.post(CANCEL, { sign: qr.sign, ...(pollKey === undefined ? {} : { poll_key: pollKey }) });

  it('answers a PNG QR code of the scan page with the sign, a poll key kept out of the image, and stores only hashes', async () => {
    // This machine on its port: the Host is kept (public-origin.test.ts has the rule).
    const qr = await newQr({ host: '127.0.0.1:8080' });
    expect(qr.path).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(qr.path)).toBe(`http://127.0.0.1:8080/pc/m/scan?sign=${qr.sign}`);
    expect(qr.poll_key.length).toBeGreaterThanOrEqual(32);
    expect(qr.poll_key).not.toBe(qr.sign);
    const row = await stateOf(qr);
    expect(row.state).toBe('waiting');
    const stored = JSON.stringify(await kit.db.select().from(qrLoginSigns));
    expect(stored).not.toContain(qr.sign);
    expect(stored).not.toContain(qr.poll_key);
  });

  it('takes no scheme from an untrusted X-Forwarded-Proto', async () => {
    const { path, sign } = await newQr({ host: 'localhost:8080', 'x-forwarded-proto': 'https' });
    expect(decodeQr(path)).toBe(`http://localhost:8080/pc/m/scan?sign=${sign}`);
  });

  it('waits (0), hands the confirming member’s new session to one poll (1), then answers 2', async () => {
    const qr = await newQr();
    expect(await status(qr)).toEqual(WAITING);

    const confirm = await kit.post(
      CONFIRM,
      { sign: qr.sign, user_id: phone.userId },
      { token: phone.token },
    );
    expect(confirm.json()).toEqual(DONE);

    const delivered = await status(qr);
    expect(delivered).toEqual({
      code: 1,
      msg: '成功',
      data: { status: 1, user_id: phone.userId, token: expect.any(String) },
    });
    const pcToken: string = delivered.data.token;
    expect(pcToken).not.toBe(phone.token);
    const [session] = await kit.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(pcToken)));
    expect(session!.userId).toBe(phone.userId);
    expect(await stateOf(qr)).toMatchObject({
      state: 'delivered',
      userId: phone.userId,
      sessionId: session!.id,
    });

    // The PC is logged in as the member.
    const detail = await kit.post(USER_DETAIL, { user_id: phone.userId }, { token: pcToken });
    expect(detail.json().data.id).toBe(phone.userId);

    // The token is handed out once: later polls, even within the window, never see it again.
    expect(await status(qr)).toEqual(GONE);
    expect(await status(qr)).toEqual(GONE);
  });

  describe('the sign alone is not enough: the poll key binds it to the browser that asked', () => {
    it('a confirmed sign polled without the key or with a wrong one answers 2, exactly as a sign never issued, and creates no session', async () => {
      const qr = await newQr();
      const other = await newQr();
      expect((await onPhone(CONFIRM, qr)).json()).toEqual(DONE);
      const before = await sessionCount();

      const neverIssued = await pollAs('never-issued-sign', 'never-issued-key');
      expect(neverIssued).toEqual(GONE);
      expect(await pollAs(qr.sign)).toEqual(neverIssued);
      expect(await pollAs(qr.sign, 'a-guessed-poll-key')).toEqual(neverIssued);
      expect(await pollAs(qr.sign, other.poll_key)).toEqual(neverIssued);
      // Nor does the sign's own value pass for a key.
      expect(await pollAs(qr.sign, qr.sign)).toEqual(neverIssued);
      expect(await sessionCount()).toBe(before);
    });

    it('a waiting sign polled without its key answers 2 too: nobody learns that it is live', async () => {
      const qr = await newQr();
      expect(await pollAs(qr.sign)).toEqual(GONE);
      expect(await pollAs(qr.sign, 'wrong')).toEqual(GONE);
      expect(await status(qr)).toEqual(WAITING);
    });

    it('wrong-key polls do not burn the sign: the requester still collects it, once', async () => {
      const qr = await newQr();
      for (let i = 0; i < 5; i += 1) await pollAs(qr.sign, `wrong-${i}`);
      expect(await stateOf(qr)).toMatchObject({ state: 'waiting' });
      expect(await status(qr)).toEqual(WAITING);

      await onPhone(CONFIRM, qr);
      for (let i = 0; i < 5; i += 1) await pollAs(qr.sign);
      expect(await stateOf(qr)).toMatchObject({ state: 'confirmed', sessionId: null });

      expect((await status(qr)).data).toMatchObject({ status: 1, user_id: phone.userId });
      expect(await status(qr)).toEqual(GONE);
    });
  });

  it('delivers to exactly one of several concurrent polls', async () => {
    const qr = await newQr();
    await onPhone(CONFIRM, qr);
    const before = await sessionCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => status(qr)));
    expect(answers.filter((answer) => answer.data.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.data.status === 2)).toHaveLength(4);
    expect(await sessionCount()).toBe(before + 1);
  });

  describe('expiry (waiting → expired, confirmed → expired)', () => {
    it('expires an unconfirmed sign after 120 s: polls answer 2 and the phone can neither confirm, refuse nor see it', async () => {
      const qr = await newQr();
      kit.clock.advance(QR_SIGN_TTL_MS - 1000);
      expect((await status(qr)).data).toEqual({ status: 0 });
      kit.clock.advance(1000);
      expect((await status(qr)).data).toEqual({ status: 2 });
      for (const url of [CONFIRM, REFUSE, INFO]) {
        const late = await onPhone(url, qr);
        expect(late.statusCode, url).toBe(400);
        expect(late.json(), url).toEqual(SIGN_GONE);
      }
    });

    it('gives the PC a short window to collect a confirmation made in the sign’s last second', async () => {
      const qr = await newQr();
      kit.clock.advance(QR_SIGN_TTL_MS - 1000);
      await onPhone(CONFIRM, qr);
      kit.clock.advance(2000);
      expect((await status(qr)).data.status).toBe(1);
    });

    it('answers 2 when a confirmation is not collected within its window', async () => {
      const qr = await newQr();
      await onPhone(CONFIRM, qr);
      kit.clock.advance(QR_COLLECT_WINDOW_MS);
      expect((await status(qr)).data).toEqual({ status: 2 });
    });
  });

  describe('refuse (waiting → refused): the member on the phone says it is not their computer', () => {
    it('the PC’s next poll answers 2, and the sign can no longer be confirmed, refused or collected', async () => {
      const qr = await newQr();
      expect((await onPhone(REFUSE, qr)).json()).toEqual(DONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'refused', userId: phone.userId });
      expect(await status(qr)).toEqual(GONE);
      expect((await onPhone(CONFIRM, qr)).json()).toEqual(SIGN_GONE);
      expect((await onPhone(REFUSE, qr)).json()).toEqual(SIGN_GONE);
      expect((await onPhone(INFO, qr)).json()).toEqual(SIGN_GONE);
      expect(await status(qr)).toEqual(GONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'refused' });
    });

    it('refuse after confirm is refused: the confirmation stands and the PC collects it', async () => {
      const qr = await newQr();
      await onPhone(CONFIRM, qr);
      expect((await onPhone(REFUSE, qr)).json()).toEqual(SIGN_GONE);
      expect((await status(qr)).data.status).toBe(1);
    });

    it('refuse after delivery is refused', async () => {
      const qr = await newQr();
      await onPhone(CONFIRM, qr);
      await status(qr);
      expect((await onPhone(REFUSE, qr)).json()).toEqual(SIGN_GONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'delivered' });
    });
  });

  describe('cancel: only the requesting browser, with its poll key', () => {
    it('waiting → cancelled with the sign’s own key, no login needed (the PC is not logged in); then everything else is refused', async () => {
      const qr = await newQr();
      const res = await cancel(qr);
      expect(res.json()).toEqual(DONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'cancelled', userId: null });
      expect(await status(qr)).toEqual(GONE);
      expect((await onPhone(CONFIRM, qr)).json()).toEqual(SIGN_GONE);
      expect((await onPhone(REFUSE, qr)).json()).toEqual(SIGN_GONE);
      // Cancelling again is harmless: the dialog need not know what happened meanwhile.
      expect((await cancel(qr)).json()).toEqual(DONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'cancelled' });
    });

    it('refuses another sign’s key or a guessed one like a sign never issued, and the sign goes on', async () => {
      const qr = await newQr();
      const attackers = await newQr();
      for (const key of [attackers.poll_key, 'guessed-key', qr.sign]) {
        const res = await cancel(qr, key);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(SIGN_GONE);
      }
      expect(
        (
          await kit.post(CANCEL, { sign: 'never-issued-sign', poll_key: 'never-issued-key' })
        ).json(),
      ).toEqual(SIGN_GONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'waiting' });
      expect(await status(qr)).toEqual(WAITING);
    });

    it('refuses a cancel without a key, even from the logged-in member who has the sign', async () => {
      const qr = await newQr();
      const res = await kit.post(CANCEL, { sign: qr.sign }, { token: phone.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^参数 poll_key 有误/),
      });
      expect(await status(qr)).toEqual(WAITING);
    });

    it('confirmed → cancelled: a confirmation the PC gave up is never collected', async () => {
      const qr = await newQr();
      await onPhone(CONFIRM, qr);
      expect((await cancel(qr)).json()).toEqual(DONE);
      expect(await status(qr)).toEqual(GONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'cancelled', sessionId: null });
    });

    it('a delivered sign stays delivered: cancelling the QR does not log the PC out', async () => {
      const qr = await newQr();
      await onPhone(CONFIRM, qr);
      const token: string = (await status(qr)).data.token;
      expect((await cancel(qr)).json()).toEqual(DONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'delivered' });
      expect((await kit.post(USER_DETAIL, {}, { token })).json().data.id).toBe(phone.userId);
    });

    it('confirm after cancel, and a second confirmation, are refused', async () => {
      const qr = await newQr();
      await onPhone(CONFIRM, qr);
      expect((await onPhone(CONFIRM, qr)).json()).toEqual(SIGN_GONE);
      const cancelled = await newQr();
      await cancel(cancelled);
      expect((await onPhone(CONFIRM, cancelled)).json()).toEqual(SIGN_GONE);
    });
  });

  describe('history: every move of a sign is a workflow_events row, written with the move', () => {
    const historyOf = async (qr: Qr) => {
      const { id } = await stateOf(qr);
      return kit.db
        .select({
          fromState: workflowEvents.fromState,
          toState: workflowEvents.toState,
          event: workflowEvents.event,
          actorRole: workflowEvents.actorRole,
          actorUserId: workflowEvents.actorUserId,
          version: workflowEvents.version,
          at: workflowEvents.at,
        })
        .from(workflowEvents)
        .where(and(eq(workflowEvents.entityType, 'qr_login_sign'), eq(workflowEvents.entityId, id)))
        .orderBy(asc(workflowEvents.id));
    };

    it('confirm (the scanning member) then deliver (the requesting PC), each bumping the version', async () => {
      const qr = await newQr();
      expect(await historyOf(qr)).toEqual([]);
      await onPhone(CONFIRM, qr);
      const confirmedAt = kit.clock.current;
      kit.clock.advance(3000);
      await status(qr);
      expect(await historyOf(qr)).toEqual([
        {
          fromState: 'waiting',
          toState: 'confirmed',
          event: 'confirm',
          actorRole: 'scanner',
          actorUserId: phone.userId,
          version: 1,
          at: confirmedAt,
        },
        {
          fromState: 'confirmed',
          toState: 'delivered',
          event: 'deliver',
          actorRole: 'requester',
          actorUserId: null,
          version: 2,
          at: kit.clock.current,
        },
      ]);
      expect((await stateOf(qr)).version).toBe(2);
    });

    it('records the expiry of a sign left unanswered, by the system, the next time it is polled', async () => {
      const qr = await newQr();
      kit.clock.advance(QR_SIGN_TTL_MS);
      expect(await status(qr)).toEqual(GONE);
      expect(await stateOf(qr)).toMatchObject({ state: 'expired', version: 1 });
      expect(await historyOf(qr)).toMatchObject([
        { fromState: 'waiting', toState: 'expired', event: 'expire', actorRole: 'system' },
      ]);
      // Later polls and a late confirmation find it final and write nothing.
      expect(await status(qr)).toEqual(GONE);
      expect((await onPhone(CONFIRM, qr)).json()).toEqual(SIGN_GONE);
      expect(await historyOf(qr)).toHaveLength(1);
    });

    it('writes nothing for a refused move or a poll with the wrong key', async () => {
      const qr = await newQr();
      await onPhone(REFUSE, qr);
      await onPhone(CONFIRM, qr);
      await pollAs(qr.sign, 'wrong-key');
      await cancel(qr);
      expect(await historyOf(qr)).toMatchObject([
        { event: 'refuse', toState: 'refused', actorRole: 'scanner', actorUserId: phone.userId },
      ]);
      expect((await stateOf(qr)).version).toBe(1);
    });
  });

  describe('qr_info: which computer asks', () => {
    it('shows the browser, the place from the IP, the masked address and the times', async () => {
      // 202.106.0.20: a Beijing address in the bundled ip2region data.
      const qr = await newQr({ 'user-agent': CHROME_ON_WINDOWS }, '202.106.0.20');
      kit.clock.advance(5000);
      const res = await onPhone(INFO, qr);
      expect(res.json()).toEqual({
        code: 200,
        msg: '成功',
        data: {
          browser: 'Chrome 156 · Windows 10',
          place: '北京市',
          ip: '202.106.0.*',
          createtime: expect.any(Number),
          expires: expect.any(Number),
        },
      });
      const { createtime, expires } = res.json().data;
      expect(expires - createtime).toBe(QR_SIGN_TTL_MS / 1000);
      expect(createtime).toBeGreaterThanOrEqual(Math.floor(START.getTime() / 1000));
      // Looking changes nothing.
      expect(await status(qr)).toEqual(WAITING);
    });

    it('says 局域网 for a private address, 本机 for loopback, and 未知浏览器 without a User-Agent', async () => {
      const lan = await newQr({ 'user-agent': '' }, '10.20.30.40');
      expect((await onPhone(INFO, lan)).json().data).toMatchObject({
        browser: '未知浏览器',
        place: '局域网',
        ip: '10.20.30.*',
      });
      const local = await newQr({}, '127.0.0.1');
      expect((await onPhone(INFO, local)).json().data).toMatchObject({
        place: '本机',
        ip: '127.0.0.*',
      });
    });

    it('needs a logged-in member and a waiting sign', async () => {
      const qr = await newQr({ 'user-agent': CHROME_ON_WINDOWS });
      const anonymous = await kit.post(INFO, { sign: qr.sign });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, msg: '请先登录' });
      expect(
        (await kit.post(INFO, { sign: 'never-issued-sign' }, { token: phone.token })).json(),
      ).toEqual(SIGN_GONE);
      await onPhone(CONFIRM, qr);
      expect((await onPhone(INFO, qr)).json()).toEqual(SIGN_GONE);
    });
  });

  describe('the phone must be logged in as the member it names', () => {
    it.each([CONFIRM, REFUSE])(
      '%s without a token: 401 and the sign stays waiting',
      async (url) => {
        const qr = await newQr();
        const res = await kit.post(url, { sign: qr.sign });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
        expect(await status(qr)).toEqual(WAITING);
      },
    );

    it.each([CONFIRM, REFUSE, INFO])('%s naming another user_id: 403', async (url) => {
      const qr = await newQr();
      const res = await kit.post(
        url,
        { sign: qr.sign, user_id: phone.userId + 1000 },
        { token: phone.token },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '无权访问该用户的数据' });
      expect(await status(qr)).toEqual(WAITING);
    });

    it.each([CONFIRM, REFUSE])('%s with a logged-out token: 402', async (url) => {
      const other = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      await kit.post('/api/indexnew/logout', {}, { token: other.token });
      const qr = await newQr();
      const res = await kit.post(url, { sign: qr.sign }, { token: other.token });
      expect(res.json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });
      expect(await status(qr)).toEqual(WAITING);
    });
  });

  describe('bad input', () => {
    it.each([
      ['no sign', {}],
      ['a blank sign', { sign: '   ' }],
      ['an over-long sign', { sign: 's'.repeat(129) }],
      ['a numeric sign', { sign: 12345 }],
    ])('checkStatus answers 400 for %s', async (_case, payload) => {
      const res = await kit.post(CHECK, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^参数 sign 有误/),
      });
    });

    it('checkStatus answers 400 for an over-long poll key', async () => {
      const res = await kit.post(CHECK, { sign: 'some-sign', poll_key: 'k'.repeat(129) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^参数 poll_key 有误/),
      });
    });

    it('qr_confirm answers 400 for an SQL payload as sign and changes no sign', async () => {
      const before = await kit.db.select().from(qrLoginSigns);
      const res = await kit.post(CONFIRM, { sign: "' or 1=1 --" }, { token: phone.token });
      expect(res.statusCode).toBe(400);
      expect(await kit.db.select().from(qrLoginSigns)).toEqual(before);
    });

    it('web_login refuses a Host that is not a host name', async () => {
      const res = await kit.get(WEB_LOGIN, { headers: { host: 'evil.example.cn/<script>' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求的 Host 无效' });
    });

    it('web_login keeps at most 512 characters of a forged User-Agent', async () => {
      const qr = await newQr({ 'user-agent': `${CHROME_ON_WINDOWS} ${'x'.repeat(5000)}` });
      expect((await stateOf(qr)).userAgent).toHaveLength(512);
    });
  });
});

describeEachDatabase('QR login with PUBLIC_ORIGIN', (db) => {
  it('encodes the configured origin whatever the request’s Host', async () => {
    const kit = await buildAuthKit(db, { PUBLIC_ORIGIN: 'https://qyfw.example.cn' });
    try {
      const res = await kit.get(WEB_LOGIN, { headers: { host: 'internal-node-3:8080' } });
      const { path, sign } = res.json<{ data: { path: string; sign: string } }>().data;
      expect(decodeQr(path)).toBe(`https://qyfw.example.cn/pc/m/scan?sign=${sign}`);
    } finally {
      await kit.app.close();
    }
  });
});
