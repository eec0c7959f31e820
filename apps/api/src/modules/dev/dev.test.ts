// GET /api/dev/sms-outbox: the latest code for a phone or email, outside production only.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messageOutbox } from '../../db/schema/index.js';
import { buildTestApp, CLIENT_AUTH } from '../../../test/helpers/app.js';
import { buildAuthKit, freshMobile } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

describeEachDatabase('dev SMS outbox route', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  it('answers the newest code sent to a phone, with the message that carried it', async () => {
    const phone = freshMobile();
    await kit.post('/api/user/dx_send', { type: 2, phone });
    kit.clock.advance(60_000);
    await kit.post('/api/user/dx_send', { type: 2, phone });
    const rows = (await kit.db.select().from(messageOutbox)).filter((row) => row.recipient === phone);
    const newest = rows.sort((a, b) => b.id - a.id)[0]!;
    const res = await kit.get(`/api/dev/sms-outbox?phone=${phone}`);
    expect(res.json()).toEqual({
      code: 200,
      msg: '成功',
      data: {
        channel: 'sms',
        recipient: phone,
        code: newest.code,
        subject: null,
        body: newest.body,
        createtime: Math.floor(newest.createdAt.getTime() / 1000),
      },
    });
  });

  it('answers 404 in Chinese when nothing was sent there', async () => {
    const res = await kit.get(`/api/dev/sms-outbox?phone=${freshMobile()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '发件箱中没有发给该号码的验证码' });
  });

  it.each([
    ['no parameter', ''],
    ['a malformed phone', '?phone=123'],
    ['a malformed email', '?email=not-an-email'],
    ['both at once', '?phone=13900000000&email=a@b.cn'],
  ])('answers 400 for %s', async (_case, query) => {
    const res = await kit.get(`/api/dev/sms-outbox${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('still requires the client credentials', async () => {
    const res = await kit.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${freshMobile()}` });
    expect(res.statusCode).toBe(401);
  });
});

describeEachDatabase('dev SMS outbox route in production', (db) => {
  it('does not exist', async () => {
    const { app } = await buildTestApp(db, { NODE_ENV: 'production' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=13800000001', headers: { authorization: CLIENT_AUTH } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在' });
    } finally {
      await app.close();
    }
  });
});
