import { QYEDIT_STATUS_OF } from '@qyfw/portal-sdk/flows';
// user_detail, edit_notice_time and bind_info: answers from the member's rows, identity from the
// token only (401 / 402 / 403 for every user-scoped call of the auth and person modules).
import { desc, eq } from 'drizzle-orm';
import { creditCodeCheckChar } from '@qyfw/portal-sdk/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enterpriseAuthentications,
  enterpriseEdits,
  enterprises,
  qrLoginSigns,
} from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { SESSION_TTL_MS } from '../../plugins/session.js';
import { buildAuthKit, createMember, userRow } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

const USER_DETAIL = '/api/Person/user_detail1';
const NOTICE = '/api/person/edit_notice_time';
const BIND = '/api/Person/bind_info';

/** Unified social credit codes with a valid GB 32100 check character. */
const withCheck = (first17: string) => first17 + creditCodeCheckChar(first17);
const CREDIT_CODE = withCheck('91330106MA2KXXXX0');
const OTHER_CREDIT_CODE = withCheck('91330100MA27Y6KE3');
const BAD_CHECK_CREDIT_CODE = CREDIT_CODE.slice(0, 17) + (CREDIT_CODE.endsWith('0') ? '1' : '0');

describeEachDatabase('person', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  describe('user_detail', () => {
    it('answers the contract §3 fields from the member’s rows', async () => {
      const { token, userId } = await kit.loginWithPassword('demo_enterprise', DEMO_PASSWORD);
      const res = await kit.post(USER_DETAIL, { user_id: String(userId) }, { token });
      expect(res.statusCode).toBe(200);
      const row = await userRow(kit.db, userId);
      const [authentication] = await kit.db
        .select()
        .from(enterpriseAuthentications)
        .where(eq(enterpriseAuthentications.userId, userId));
      const [edit] = await kit.db
        .select()
        .from(enterpriseEdits)
        .where(eq(enterpriseEdits.userId, userId))
        .orderBy(desc(enterpriseEdits.createdAt), desc(enterpriseEdits.id))
        .limit(1);
      const [enterprise] = await kit.db
        .select()
        .from(enterprises)
        .where(eq(enterprises.id, authentication!.enterpriseId));
      expect(res.json()).toEqual({
        code: 200,
        msg: '成功',
        data: {
          id: userId,
          user_id: userId,
          nickname: row.nickname,
          username: 'demo_enterprise',
          email: DEMO_ACCOUNTS.enterprise.email,
          mobile: DEMO_ACCOUNTS.enterprise.mobile,
          avatar_id: null,
          notice_time: row.noticeUntil ? Math.floor(row.noticeUntil.getTime() / 1000) : null,
          qyedit: edit?.enterpriseId
            ? { status: QYEDIT_STATUS_OF[edit.state], enterprise_id: edit.enterpriseId }
            : null,
          qiyeauthentication: authentication
            ? { enterprise_id: authentication.enterpriseId }
            : null,
          // A member of an enterprise: the card shows it as 已认证.
          enterprise: {
            name: enterprise!.name,
            credit_code: enterprise!.creditCode,
            auth_state: 'approved',
          },
          roles: ['member'],
        },
      });
    });

    it('answers the latest enterprise edit and the enterprise authentication', async () => {
      const userId = await createMember(kit.db, { username: 'with_edits', password: 'Pass2026x' });
      const [first, second] = await kit.db
        .insert(enterprises)
        .values([
          { name: '杭州甲科技有限公司', creditCode: '91330100TEST00001X' },
          { name: '杭州乙科技有限公司', creditCode: '91330100TEST00002X' },
        ])
        .returning({ id: enterprises.id });
      await kit.db.insert(enterpriseEdits).values([
        {
          userId,
          enterpriseId: first!.id,
          enterpriseName: '杭州甲科技有限公司',
          creditCode: '91330100TEST00001X',
          state: 'returned',
          createdAt: new Date('2026-01-01T00:00:00Z'),
        },
        {
          userId,
          enterpriseId: second!.id,
          enterpriseName: '杭州乙科技有限公司',
          creditCode: '91330100TEST00002X',
          state: 'approved',
          createdAt: new Date('2026-02-01T00:00:00Z'),
        },
      ]);
      await kit.db.insert(enterpriseAuthentications).values({ userId, enterpriseId: second!.id });
      const { token } = await kit.loginWithPassword('with_edits', 'Pass2026x');
      const { data } = (await kit.post(USER_DETAIL, {}, { token })).json();
      expect(data.qyedit).toEqual({ status: 2, enterprise_id: second!.id });
      expect(data.qiyeauthentication).toEqual({ enterprise_id: second!.id });
      expect(data.enterprise).toEqual({
        name: '杭州乙科技有限公司',
        credit_code: '91330100TEST00002X',
        auth_state: 'approved',
      });
    });

    it('names the enterprise of the latest request, in its state, before authentication', async () => {
      const userId = await createMember(kit.db, { username: 'pending_one', password: 'Pass2026x' });
      await kit.db.insert(enterpriseEdits).values({
        userId,
        enterpriseName: '杭州丁新材料有限公司',
        creditCode: '91330100TEST00003X',
        state: 'returned',
        reason: '营业执照图片不清晰',
      });
      const { token } = await kit.loginWithPassword('pending_one', 'Pass2026x');
      const { data } = (await kit.post(USER_DETAIL, {}, { token })).json();
      expect(data.enterprise).toEqual({
        name: '杭州丁新材料有限公司',
        credit_code: '91330100TEST00003X',
        auth_state: 'returned',
      });
      expect(data.qiyeauthentication).toBeNull();
    });
  });

  describe('edit_notice_time', () => {
    it('snoozes the renewal warning until 23:59:59 Beijing time today', async () => {
      // 23:30 on 2 March in Beijing is 15:30 UTC; the day ends at 15:59:59 UTC.
      kit.clock.set(new Date('2026-03-02T15:30:00Z'));
      const { token, userId } = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      const res = await kit.post(NOTICE, { user_id: userId }, { token });
      const endOfDay = Date.parse('2026-03-02T15:59:59Z') / 1000;
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: { notice_time: endOfDay } });
      expect((await userRow(kit.db, userId)).noticeUntil!.getTime()).toBe(endOfDay * 1000);
      expect((await kit.post(USER_DETAIL, {}, { token })).json().data.notice_time).toBe(endOfDay);

      // 00:30 on 3 March in Beijing (16:30 UTC on the 2nd) is the next day.
      kit.clock.set(new Date('2026-03-02T16:30:00Z'));
      const next = await kit.post(NOTICE, {}, { token });
      expect(next.json().data.notice_time).toBe(Date.parse('2026-03-03T15:59:59Z') / 1000);
    });
  });

  describe('bind_info', () => {
    it('sets the username of a phone-only member and files a pending enterprise edit', async () => {
      const mobile = DEMO_ACCOUNTS.phoneOnly.mobile;
      kit.clock.advance(60_000);
      await kit.post('/api/user/dx_send', { type: 2, phone: mobile });
      const login = await kit.post('/api/indexnew/login', {
        type: 2,
        account: mobile,
        code: (await kit.latestCode(mobile))!,
      });
      const { token, id } = login.json().data;

      const res = await kit.post(
        BIND,
        {
          username: 'Phone_Owner',
          enterprise_name: '杭州丙数字科技有限公司',
          credit_code: CREDIT_CODE.toLowerCase(),
        },
        { token },
      );
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: null });
      expect((await userRow(kit.db, id)).username).toBe('Phone_Owner');
      const edits = await kit.db
        .select()
        .from(enterpriseEdits)
        .where(eq(enterpriseEdits.userId, id));
      expect(edits).toEqual([
        expect.objectContaining({
          enterpriseName: '杭州丙数字科技有限公司',
          creditCode: CREDIT_CODE,
          state: 'pending',
          enterpriseId: null,
        }),
      ]);
      // It names no directory enterprise yet, so there is no enterprise id to answer.
      expect((await kit.post(USER_DETAIL, {}, { token })).json().data).toMatchObject({
        username: 'Phone_Owner',
        qyedit: null,
      });

      const again = await kit.post(
        BIND,
        {
          username: 'Phone_Owner',
          enterprise_name: '杭州丙数字科技有限公司',
          credit_code: CREDIT_CODE,
        },
        { token },
      );
      expect(again.json()).toEqual({ code: 400, msg: '企业信息正在审核中，请勿重复提交' });
      expect(
        await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.userId, id)),
      ).toHaveLength(1);
    });

    it('links the edit to the directory enterprise with that credit code', async () => {
      const [directory] = await kit.db
        .insert(enterprises)
        .values({ name: '杭州丁智能有限公司', creditCode: OTHER_CREDIT_CODE })
        .returning({ id: enterprises.id });
      await createMember(kit.db, { username: 'has_name', password: 'Pass2026x' });
      const { token, userId } = await kit.loginWithPassword('has_name', 'Pass2026x');
      const res = await kit.post(
        BIND,
        {
          username: 'HAS_NAME',
          enterprise_name: '杭州丁智能有限公司',
          credit_code: OTHER_CREDIT_CODE,
        },
        { token },
      );
      expect(res.json().code).toBe(200);
      // A member who has a username keeps it as written.
      expect((await userRow(kit.db, userId)).username).toBe('has_name');
      expect((await kit.post(USER_DETAIL, {}, { token })).json().data.qyedit).toEqual({
        status: 1,
        enterprise_id: directory!.id,
      });
    });

    it('refuses another member’s username and a change of one’s own, storing nothing', async () => {
      const fresh = await createMember(kit.db, { password: 'Pass2026x' });
      const { token } = await kit.loginWithPassword(
        (await userRow(kit.db, fresh)).mobile!,
        'Pass2026x',
      );
      const taken = await kit.post(
        BIND,
        { username: 'DEMO_member', enterprise_name: '某公司', credit_code: CREDIT_CODE },
        { token },
      );
      expect(taken.json()).toEqual({ code: 400, msg: '该用户名已被占用' });
      const renamed = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      const change = await kit.post(
        BIND,
        { username: 'another_name', enterprise_name: '某公司', credit_code: CREDIT_CODE },
        { token: renamed.token },
      );
      expect(change.json()).toEqual({ code: 400, msg: '用户名已设置，不能修改' });
      expect(
        await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.userId, fresh)),
      ).toEqual([]);
      expect((await userRow(kit.db, fresh)).username).toBeNull();
    });

    it('refuses a member whose enterprise is already verified', async () => {
      const userId = await createMember(kit.db, {
        username: 'verified_one',
        password: 'Pass2026x',
      });
      const [directory] = await kit.db
        .insert(enterprises)
        .values({ name: '杭州戊科技有限公司', creditCode: withCheck('91330100TEST0003A') })
        .returning({ id: enterprises.id });
      await kit.db
        .insert(enterpriseAuthentications)
        .values({ userId, enterpriseId: directory!.id });
      const { token } = await kit.loginWithPassword('verified_one', 'Pass2026x');
      const res = await kit.post(
        BIND,
        { username: 'verified_one', enterprise_name: '某某公司', credit_code: CREDIT_CODE },
        { token },
      );
      expect(res.json()).toEqual({ code: 400, msg: '您已完成企业认证，无需重复提交' });
      expect(
        await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.userId, userId)),
      ).toEqual([]);
    });

    it.each([
      ['no username', { enterprise_name: '某某公司', credit_code: CREDIT_CODE }, /请输入用户名/],
      [
        'an HTML username',
        { username: '<b>x</b>', enterprise_name: '某某公司', credit_code: CREDIT_CODE },
        /用户名为4–32位/,
      ],
      [
        'a short enterprise name',
        { username: 'abcd', enterprise_name: '某', credit_code: CREDIT_CODE },
        /请输入企业名称/,
      ],
      [
        'an over-long enterprise name',
        { username: 'abcd', enterprise_name: '企'.repeat(101), credit_code: CREDIT_CODE },
        /企业名称不能超过100个字符/,
      ],
      [
        'a credit code with a wrong check character',
        { username: 'abcd', enterprise_name: '某某公司', credit_code: BAD_CHECK_CREDIT_CODE },
        /统一社会信用代码有误/,
      ],
      [
        'an SQL credit code',
        { username: 'abcd', enterprise_name: '某某公司', credit_code: "1' or '1'='1" },
        /统一社会信用代码有误/,
      ],
    ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
      const userId = await createMember(kit.db, { password: 'Pass2026x' });
      const { token } = await kit.loginWithPassword(
        (await userRow(kit.db, userId)).mobile!,
        'Pass2026x',
      );
      const res = await kit.post(BIND, payload, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(message) });
      expect(
        await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.userId, userId)),
      ).toEqual([]);
      expect((await userRow(kit.db, userId)).username).toBeNull();
    });
  });

  describe('identity comes from the token only', () => {
    /** Every user-scoped call of the auth and person modules, with a valid body. */
    const userCalls: readonly (readonly [string, Record<string, unknown>])[] = [
      [USER_DETAIL, {}],
      [NOTICE, {}],
      [BIND, { username: 'idor_name', enterprise_name: '越权测试公司', credit_code: CREDIT_CODE }],
      ['/api/indexnew/logout', {}],
      ['/api/indexnew/qr_confirm', { sign: 'some-sign' }],
      ['/api/indexnew/qr_refuse', { sign: 'some-sign' }],
      ['/api/indexnew/qr_info', { sign: 'some-sign' }],
    ];

    let victim: number;
    let victimState: unknown;
    beforeAll(async () => {
      victim = await createMember(kit.db, { username: 'victim_user', password: 'Pass2026x' });
      victimState = await userRow(kit.db, victim);
    });
    const victimUntouched = async () => {
      expect(await userRow(kit.db, victim)).toEqual(victimState);
      expect(
        await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.userId, victim)),
      ).toEqual([]);
    };

    it.each(userCalls)('%s without a token: 401 请先登录', async (url, body) => {
      const res = await kit.post(url, { ...body, user_id: victim });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
      await victimUntouched();
    });

    it.each(userCalls)('%s with a token it never issued: 401', async (url, body) => {
      const res = await kit.post(
        url,
        { ...body, user_id: victim },
        { token: 'forged-token-forged-token-forged-token-abc' },
      );
      expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
    });

    it.each(userCalls)(
      '%s naming another member’s user_id: 403, nothing changes',
      async (url, body) => {
        const attacker = await createMember(kit.db, { password: 'Pass2026x' });
        const { token } = await kit.loginWithPassword(
          (await userRow(kit.db, attacker)).mobile!,
          'Pass2026x',
        );
        const res = await kit.post(url, { ...body, user_id: victim }, { token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: '无权访问该用户的数据' });
        await victimUntouched();
        expect(
          await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.userId, attacker)),
        ).toEqual([]);
        // The attacker's own session still works: a refused call does not log anyone out.
        expect((await kit.post(USER_DETAIL, {}, { token })).statusCode).toBe(200);
      },
    );

    it.each(userCalls)('%s with an expired token: 402', async (url, body) => {
      const { token } = await kit.loginWithPassword('victim_user', 'Pass2026x');
      kit.clock.advance(SESSION_TTL_MS);
      const res = await kit.post(url, { ...body, user_id: victim }, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });
      await victimUntouched();
    });

    it.each(userCalls)('%s with a logged-out token: 402', async (url, body) => {
      const { token } = await kit.loginWithPassword('victim_user', 'Pass2026x');
      await kit.post('/api/indexnew/logout', {}, { token });
      const signsBefore = await kit.db.select().from(qrLoginSigns);
      const res = await kit.post(url, { ...body, user_id: victim }, { token });
      expect(res.json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });
      await victimUntouched();
      expect(await kit.db.select().from(qrLoginSigns)).toEqual(signsBefore);
    });
  });
});
