import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.js';
import { buildTestApp, JSON_HEADERS } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

interface AgreementAnswer {
  code: number;
  msg: string;
  data: { status: number; title: string; content: string; updatetime: number };
}

describeEachDatabase('agreement', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  const agreement = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/index/agreement', headers: JSON_HEADERS, payload });

  it.each([
    [1, '隐私政策', '个人信息'],
    [2, '用户协议', '账号注册与使用'],
    [3, '公司简介', '平台定位'],
  ])('answers page %i (%s) with its seeded text', async (status, title, phrase) => {
    const res = await agreement({ status, user_id: '' });
    expect(res.statusCode).toBe(200);
    const body = res.json<AgreementAnswer>();
    expect(body).toMatchObject({ code: 200, msg: '成功', data: { status, title } });
    expect(body.data.content).toContain(phrase);
    expect(body.data.content).toMatch(/^<p>/);
    expect(body.data.updatetime).toBe(Math.floor(Date.parse('2026-01-01T00:00:00+08:00') / 1000));
  });

  it('needs no login', async () => {
    const res = await agreement({ status: 2 });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['status 0', { status: 0 }],
    ['status 4', { status: 4 }],
    ['status as text', { status: '隐私' }],
    ['no status', {}],
  ])('refuses %s with a Chinese 400 and no data', async (_name, payload) => {
    const res = await agreement(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; msg: string; data?: unknown }>();
    expect(body.code).toBe(400);
    expect(body.msg).toBe('参数 status 有误：协议类型有误');
    expect(body.data).toBeUndefined();
  });

  it('removes script and event handlers an operator pasted directly into the table', async () => {
    await db.database.db.execute(
      sql`update agreements set content = ${'<p onclick="steal()">条款</p><script>steal()</script><a href="javascript:steal()">链接</a><img src="x" onerror="steal()">'} where status = 2`,
    );
    try {
      const { data } = (await agreement({ status: 2 })).json<AgreementAnswer>();
      expect(data.content).toContain('条款');
      expect(data.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    } finally {
      await seedDatabase(db.database.db, { reset: true });
    }
  });

  it('answers 404 in Chinese for a page that was never published', async () => {
    await db.database.db.execute(sql`delete from agreements where status = 3`);
    try {
      const res = await agreement({ status: 3 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '公司简介暂未发布' });
    } finally {
      await seedDatabase(db.database.db);
    }
  });
});
