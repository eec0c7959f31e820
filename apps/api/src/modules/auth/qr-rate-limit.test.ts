// checkStatus's limits: per address and sign (each dialog behind an office's NAT gets its own),
// and per address over all signs (a client inventing signs is still bounded).
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { buildAuthKit, freshIp } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { AUTH_RATE_LIMITS, CHECK_STATUS_PER_SIGN } from './routes.js';

const WEB_LOGIN = '/api/indexnew/web_login';
const CHECK = '/api/indexnew/checkStatus';
const LIMITED = { code: 429, msg: '操作过于频繁，请稍后再试' };

describeEachDatabase('checkStatus rate limits', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A dialog's QR: its sign and the poll key only that dialog holds. */
  const newQr = async () =>
    (await kit.get(WEB_LOGIN)).json<{ data: { sign: string; poll_key: string } }>().data;
  const poll = (sign: unknown, ip: string, pollKey?: string) =>
    kit.post(CHECK, { sign, ...(pollKey ? { poll_key: pollKey } : {}), user_id: '' }, { ip });
  const pollTimes = async (times: number, sign: (i: number) => unknown, ip: string) => {
    for (let i = 0; i < times; i += 1)
      expect((await poll(sign(i), ip)).statusCode, `poll ${i + 1}`).not.toBe(429);
  };

  it('limits polls per address and sign: another dialog behind the same address still polls', async () => {
    // The limiter's window follows the wall clock; only Date is faked, to move past it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const office = freshIp();
    const [first, second] = [await newQr(), await newQr()];
    await pollTimes(CHECK_STATUS_PER_SIGN.max, () => first.sign, office);

    const limited = await poll(first.sign, office, first.poll_key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await poll(second.sign, office, second.poll_key)).json()).toEqual({
      code: 1,
      msg: '成功',
      data: { status: 0 },
    });
    expect((await poll(first.sign, freshIp(), first.poll_key)).json()).toEqual({
      code: 1,
      msg: '成功',
      data: { status: 0 },
    });

    vi.setSystemTime(Date.now() + CHECK_STATUS_PER_SIGN.timeWindow);
    expect((await poll(first.sign, office, first.poll_key)).json()).toEqual({
      code: 1,
      msg: '成功',
      data: { status: 0 },
    });
  });

  it('counts polls per sign whatever key they carry: a key-guessing client behind another address does not touch the dialog’s own counter', async () => {
    const qr = await newQr();
    const [dialog, guesser] = [freshIp(), freshIp()];
    await pollTimes(CHECK_STATUS_PER_SIGN.max, () => qr.sign, guesser);
    expect((await poll(qr.sign, guesser, 'guessed-key')).json()).toEqual(LIMITED);
    expect((await poll(qr.sign, dialog, qr.poll_key)).json()).toEqual({
      code: 1,
      msg: '成功',
      data: { status: 0 },
    });
  });

  it('bounds one address over all the signs it sends', async () => {
    const client = freshIp();
    const { max } = AUTH_RATE_LIMITS.checkStatus;
    // Signs never issued: each answers 2 (ask for a new QR) and counts against the address.
    await pollTimes(max, (i) => `invented-${i}`, client);
    expect((await poll('invented-last', client)).json()).toEqual(LIMITED);
    expect((await poll('invented-last', freshIp())).json()).toEqual({
      code: 1,
      msg: '成功',
      data: { status: 2 },
    });
  });

  it('counts every body that is not a sign under one key, so long keys cannot pile up', async () => {
    const client = freshIp();
    await pollTimes(CHECK_STATUS_PER_SIGN.max, (i) => 's'.repeat(129 + i), client);
    expect((await poll('s'.repeat(500), client)).json()).toEqual(LIMITED);
    expect((await poll(12345, client)).json()).toEqual(LIMITED);
  });
});
