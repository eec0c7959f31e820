// 站点设置 and the pictures operators publish, through the real app: the footer's fields and the
// carousel saved, checked (Chinese 400s, stale 409, each changing nothing) and audited, and the
// portal's pcconfig answering the new values at once; site images uploaded at the console only,
// served to every <img> while a public record shows them (never a draft's cover), and kept by the
// sweep of unattached uploads while anything names them.
import type { AdminContent, SiteSettings } from '@qyfw/portal-sdk/calls/content-admin';
import { calls } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { freshIp, TestClock } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { signedInUsers } from '../../../test/helpers/sessions.js';
import { createSession } from '../../plugins/session.js';
import { queryCount, queryRows, suiteCalls } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';
import { createMemoryStorage } from '../upload/storage.js';
import { sweepUnattachedUploads } from '../upload/sweep.js';
import { pngBytes, postForm } from '../upload/upload-fixtures.js';

const READ = calls.admin_site_config.path;
const SAVE = calls.admin_site_config_save.path;

describeEachDatabase('site settings', (db) => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const storage = createMemoryStorage();
  const sqlDb = () => db.database.db;
  const tokens = { operator: '', colleague: '', member: '', handler: '', operatorPortal: '' };
  let operatorId = 0;

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now, uploadStorage: storage }));
    const people = await signedInUsers(
      sqlDb(),
      { operator: 'operator', colleague: 'operator', member: 'member', handler: 'handler' },
      'csite',
      clock.now(),
    );
    Object.assign(tokens, people.tokens);
    operatorId = people.ids.operator;
    tokens.operatorPortal = (await createSession(sqlDb(), operatorId, clock.now())).token;
  });

  afterAll(async () => {
    await app.close();
  });

  const { post, ok, refused } = suiteCalls(
    () => app,
    () => tokens.operator,
  );
  const read = () => ok<SiteSettings>(READ, {});
  const pcconfig = async () =>
    (await post(calls.pcconfig.path, {})).json<
      Answer<{ fwrx: string; lbt: string; kfimage: string }>
    >().data;
  const input = ({ updated_at, ...rest }: SiteSettings) => ({ ...rest, updated_at });
  const upload = (token: string) =>
    postForm(
      app,
      '/api/upload',
      [
        { name: 'purpose', value: 'site_image' },
        { name: 'file', filename: '横幅.png', bytes: pngBytes(), contentType: 'image/png' },
      ],
      token,
    );
  const uploaded = async (token = tokens.operator) => {
    const res = await upload(token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<{ id: number }>>().data.id;
  };
  /** An <img>'s request: no client header, no token. */
  const image = (id: number) =>
    app.inject({ method: 'GET', url: `/api/static/uploads/${id}`, remoteAddress: freshIp() });
  const audits = () =>
    queryRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      sqlDb(),
      sql`select before, after from audit_log where action = 'site_config.save'
            and actor_user_id = ${operatorId} order by id`,
    );

  describe('who may call', () => {
    it.each([READ, SAVE])('%s: operators at the console only', async (url) => {
      expect((await post(url, {})).statusCode).toBe(401);
      expect((await post(url, {}, tokens.operatorPortal)).statusCode).toBe(401);
      expect((await post(url, {}, tokens.member)).statusCode).toBe(403);
      expect((await post(url, {}, tokens.handler)).statusCode).toBe(403);
    });

    it('takes a site image only from an operator signed in at the console', async () => {
      const member = await upload(tokens.member);
      expect(member.statusCode).toBe(403);
      expect(member.json<Answer<null>>().msg).toBe('网站图片仅限平台运营在管理后台上传');
      expect((await upload(tokens.operatorPortal)).statusCode).toBe(401);
      expect(
        await queryCount(
          sqlDb(),
          sql`select count(*)::int as n from uploads where purpose = 'site_image'`,
        ),
      ).toBe(0);
    });
  });

  describe('the footer', () => {
    it('reads the seeded settings, each banner split into its picture and page', async () => {
      const settings = await read();
      expect(settings.service_hotline).toBe((await pcconfig()).fwrx);
      expect(settings.carousel.length).toBeGreaterThan(0);
      for (const slide of settings.carousel) {
        expect(slide.image).toMatch(/^\/api\/static\/generated\/[^?]+$/);
        expect(slide.link).toMatch(/^\//);
      }
    });

    it('saves a new hotline: the portal answers it at once, audited before → after', async () => {
      const before = await read();
      expect((await pcconfig()).fwrx).toBe(before.service_hotline);
      const saved = await ok<SiteSettings>(SAVE, {
        ...input(before),
        service_hotline: '400-000-1234',
      });
      expect(saved.service_hotline).toBe('400-000-1234');
      expect(saved.updated_at).toBeGreaterThan(before.updated_at);
      // Kept as they were: the banners (with their pages) and the rest.
      expect(saved.carousel).toEqual(before.carousel);
      expect((await pcconfig()).fwrx).toBe('400-000-1234');
      const [audit] = await audits();
      expect(audit!.before.serviceHotline).toBe(before.service_hotline);
      expect(audit!.after.serviceHotline).toBe('400-000-1234');
    });

    it('refuses a stale save (409) and keeps the newer values', async () => {
      const current = await read();
      const msg = await refused(
        SAVE,
        { ...input(current), updated_at: current.updated_at - 1, service_hotline: '400-999-9999' },
        409,
      );
      expect(msg).toBe('数据已被他人修改，请刷新后再试');
      expect((await read()).service_hotline).toBe(current.service_hotline);
    });

    it.each([
      ['a hotline with letters', { service_hotline: '400-CALL-NOW' }, '服务热线格式有误'],
      ['a phone too short', { phone: '0571-123' }, '联系电话格式有误'],
      ['an empty address', { address: ' ' }, '请填写地址'],
      ['an ICP number without 号', { icp_record: '浙ICP备20231688' }, '备案号格式有误'],
      [
        'a negative count',
        { extra_enterprise_count: -5 },
        '入驻企业补充数须为0到1000000之间的整数',
      ],
      ['no banner', { carousel: [] }, '请至少保留一张轮播图'],
      [
        'a banner from another site',
        { carousel: [{ image: 'https://evil.example/banner.png', link: '' }] },
        '图片须通过上传选择',
      ],
      [
        'a banner leading to another site',
        { carousel: [{ image: '/api/static/kf-qrcode.svg', link: '//evil.example' }] },
        '链接须为本站页面地址',
      ],
      [
        'a banner that is an upload the operator never made',
        { carousel: [{ image: '/api/static/uploads/2000000000', link: '' }] },
        '请重新上传网站图片',
      ],
    ])('%s: a Chinese 400 and nothing saved', async (_name, change, message) => {
      const current = await read();
      const audited = (await audits()).length;
      const msg = await refused(SAVE, { ...input(current), ...change }, 400);
      expect(msg).toContain(message);
      expect(await read()).toEqual(current);
      expect((await audits()).length).toBe(audited);
    });
  });

  describe('pictures', () => {
    it('serves an uploaded banner to everyone once the carousel shows it, in its place', async () => {
      const id = await uploaded();
      // Uploaded but shown by nothing: not public.
      expect((await image(id)).statusCode).toBe(404);
      const current = await read();
      const address = `/api/static/uploads/${id}`;
      const saved = await ok<SiteSettings>(SAVE, {
        ...input(current),
        carousel: [
          { image: address, link: '/policyDetailData?id=3&from=banner' },
          ...current.carousel,
        ],
      });
      expect(saved.carousel[0]).toEqual({
        image: address,
        link: '/policyDetailData?id=3&from=banner',
      });
      // The wire keeps its form: addresses joined by commas, the page in ?to= (encoded).
      const lbt = (await pcconfig()).lbt.split(',');
      expect(lbt[0]).toBe(
        `${address}?to=${encodeURIComponent('/policyDetailData?id=3&from=banner')}`,
      );
      const served = await image(id);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload).toEqual(pngBytes());

      // Reordered and removed: the picture is no longer shown, so no longer served.
      await ok<SiteSettings>(SAVE, { ...input(saved), carousel: current.carousel });
      expect((await image(id)).statusCode).toBe(404);
    });

    it('refuses a colleague’s upload as a new picture (their own file only)', async () => {
      const theirs = await uploaded(tokens.colleague);
      const current = await read();
      const msg = await refused(
        SAVE,
        { ...input(current), service_qr_image: `/api/static/uploads/${theirs}` },
        400,
      );
      expect(msg).toBe('请重新上传网站图片');
    });

    it('serves a news cover only while the news item is published', async () => {
      const id = await uploaded();
      const cover = `/api/static/uploads/${id}`;
      const draft = await ok<AdminContent>(calls.admin_content_save.path, {
        kind: 'news',
        title: '站点设置测试：带封面的动态',
        image: cover,
        content: '<p>正文</p>',
      });
      expect((await image(id)).statusCode).toBe(404);
      const published = await ok<AdminContent>(calls.admin_content_publish.path, {
        kind: 'news',
        id: draft.id,
        updated_at: draft.updated_at,
      });
      expect((await image(id)).statusCode).toBe(200);
      await ok(calls.admin_content_withdraw.path, {
        kind: 'news',
        id: draft.id,
        updated_at: published.updated_at,
      });
      expect((await image(id)).statusCode).toBe(404);
    });

    it('keeps pictures a record names through the sweep; drops one nothing names', async () => {
      const named = await uploaded();
      const cover = await uploaded();
      const loose = await uploaded();
      const current = await read();
      await ok(SAVE, { ...input(current), service_qr_image: `/api/static/uploads/${named}` });
      await ok(calls.admin_content_save.path, {
        kind: 'news',
        title: '站点设置测试：草稿的封面',
        image: `/api/static/uploads/${cover}`,
        content: '<p>正文</p>',
      });
      await sweepUnattachedUploads(
        sqlDb(),
        storage,
        new Date(clock.now().getTime() + 25 * 60 * 60 * 1000),
      );
      const left = await queryRows<{ id: number }>(
        sqlDb(),
        sql`select id from uploads where id in (${named}, ${cover}, ${loose}) order by id`,
      );
      expect(left.map((row) => row.id)).toEqual([named, cover]);
    });
  });
});
