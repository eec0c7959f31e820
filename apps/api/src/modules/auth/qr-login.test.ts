// QR login: the image encodes the scan page, the sign's states, single delivery, expiry, cancel.
import { count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrLoginSigns, sessions } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { hashSessionToken } from '../../plugins/session.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { QR_COLLECT_WINDOW_MS, QR_SIGN_TTL_MS } from './qr-login.js';

const WEB_LOGIN = '/api/indexnew/web_login';
const CHECK = '/api/indexnew/checkStatus';
const CONFIRM = '/api/indexnew/qr_confirm';
const CANCEL = '/api/indexnew/qr_cancel';
const USER_DETAIL = '/api/Person/user_detail1';

/** Reads the QR image back the way a phone camera would. */
function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
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

  const newQr = async (headers: Record<string, string> = {}) => {
    const res = await kit.get(WEB_LOGIN, { headers });
    expect(res.json()).toMatchObject({ code: 1, msg: '成功' });
    return res.json<{ data: { path: string; sign: string } }>().data;
  };
  const status = async (sign: string) => (await kit.post(CHECK, { sign, user_id: '' })).json();

  it('answers a PNG QR code of the scan page with the sign, and stores only the sign’s hash', async () => {
    const { path, sign } = await newQr({ host: 'portal.example.cn:8080' });
    expect(path).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(path)).toBe(`http://portal.example.cn:8080/pc/m/scan?sign=${sign}`);
    const rows = await kit.db.select().from(qrLoginSigns);
    expect(rows.some((row) => row.signHash === sign)).toBe(false);
    expect(rows.filter((row) => row.state === 'waiting').length).toBeGreaterThan(0);
  });

  it('takes the scheme from X-Forwarded-Proto behind a TLS proxy', async () => {
    const { path, sign } = await newQr({ host: 'qyfw.example.cn', 'x-forwarded-proto': 'https' });
    expect(decodeQr(path)).toBe(`https://qyfw.example.cn/pc/m/scan?sign=${sign}`);
  });

  it('waits (0), hands the confirming member’s new session to one poll (1), then answers 2', async () => {
    const { sign } = await newQr();
    expect(await status(sign)).toEqual({ code: 1, msg: '成功', data: { status: 0 } });

    const confirm = await kit.post(CONFIRM, { sign, user_id: phone.userId }, { token: phone.token });
    expect(confirm.json()).toEqual({ code: 200, msg: '成功', data: null });

    const delivered = await status(sign);
    expect(delivered).toEqual({ code: 1, msg: '成功', data: { status: 1, user_id: phone.userId, token: expect.any(String) } });
    const pcToken: string = delivered.data.token;
    expect(pcToken).not.toBe(phone.token);
    const [session] = await kit.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(pcToken)));
    expect(session!.userId).toBe(phone.userId);
    const [signRow] = await kit.db.select().from(qrLoginSigns).where(eq(qrLoginSigns.sessionId, session!.id));
    expect(signRow).toMatchObject({ state: 'delivered', userId: phone.userId });

    // The PC is logged in as the member.
    const detail = await kit.post(USER_DETAIL, { user_id: phone.userId }, { token: pcToken });
    expect(detail.json().data.id).toBe(phone.userId);

    // The token is handed out once: later polls, even within the window, never see it again.
    expect(await status(sign)).toEqual({ code: 1, msg: '成功', data: { status: 2 } });
    expect(await status(sign)).toEqual({ code: 1, msg: '成功', data: { status: 2 } });
  });

  it('delivers to exactly one of several concurrent polls', async () => {
    const { sign } = await newQr();
    await kit.post(CONFIRM, { sign }, { token: phone.token });
    const before = (await kit.db.select({ n: count() }).from(sessions))[0]!.n;
    const answers = await Promise.all(Array.from({ length: 5 }, () => status(sign)));
    expect(answers.filter((answer) => answer.data.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.data.status === 2)).toHaveLength(4);
    expect((await kit.db.select({ n: count() }).from(sessions))[0]!.n).toBe(before + 1);
  });

  it('expires an unconfirmed sign after 120 s: polls answer 2 and the phone cannot confirm', async () => {
    const { sign } = await newQr();
    kit.clock.advance(QR_SIGN_TTL_MS - 1000);
    expect((await status(sign)).data).toEqual({ status: 0 });
    kit.clock.advance(1000);
    expect((await status(sign)).data).toEqual({ status: 2 });
    const late = await kit.post(CONFIRM, { sign }, { token: phone.token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ code: 400, msg: '二维码已失效，请在电脑上刷新二维码后重新扫码' });
  });

  it('gives the PC a short window to collect a confirmation made in the sign’s last second', async () => {
    const { sign } = await newQr();
    kit.clock.advance(QR_SIGN_TTL_MS - 1000);
    await kit.post(CONFIRM, { sign }, { token: phone.token });
    kit.clock.advance(2000);
    expect((await status(sign)).data.status).toBe(1);
  });

  it('answers 2 when a confirmation is not collected within its window', async () => {
    const { sign } = await newQr();
    await kit.post(CONFIRM, { sign }, { token: phone.token });
    kit.clock.advance(QR_COLLECT_WINDOW_MS);
    expect((await status(sign)).data).toEqual({ status: 2 });
  });

  it('answers 2 once the phone cancels, and the sign cannot be confirmed afterwards', async () => {
    const { sign } = await newQr();
    expect((await kit.post(CANCEL, { sign }, { token: phone.token })).json()).toEqual({ code: 200, msg: '成功', data: null });
    expect((await status(sign)).data).toEqual({ status: 2 });
    expect((await kit.post(CONFIRM, { sign }, { token: phone.token })).statusCode).toBe(400);
    expect((await kit.post(CANCEL, { sign }, { token: phone.token })).statusCode).toBe(400);
  });

  it('refuses a second confirmation of a sign', async () => {
    const { sign } = await newQr();
    await kit.post(CONFIRM, { sign }, { token: phone.token });
    const second = await kit.post(CONFIRM, { sign }, { token: phone.token });
    expect(second.json()).toEqual({ code: 400, msg: '二维码已失效，请在电脑上刷新二维码后重新扫码' });
  });

  it('answers 2 for a sign it never issued', async () => {
    expect((await status('never-issued-sign')).data).toEqual({ status: 2 });
  });

  describe('the phone must be logged in as the member it names', () => {
    it.each([CONFIRM, CANCEL])('%s without a token: 401 and the sign stays waiting', async (url) => {
      const { sign } = await newQr();
      const res = await kit.post(url, { sign });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
      expect((await status(sign)).data).toEqual({ status: 0 });
    });

    it.each([CONFIRM, CANCEL])('%s naming another user_id: 403', async (url) => {
      const { sign } = await newQr();
      const res = await kit.post(url, { sign, user_id: phone.userId + 1000 }, { token: phone.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '无权访问该用户的数据' });
      expect((await status(sign)).data).toEqual({ status: 0 });
    });

    it.each([CONFIRM, CANCEL])('%s with a logged-out token: 402', async (url) => {
      const other = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      await kit.post('/api/indexnew/logout', {}, { token: other.token });
      const { sign } = await newQr();
      const res = await kit.post(url, { sign }, { token: other.token });
      expect(res.json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });
      expect((await status(sign)).data).toEqual({ status: 0 });
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
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^参数 sign 有误/) });
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
