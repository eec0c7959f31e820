// DOMAIN §7 joining an authenticated enterprise: a credit code some member already authenticated
// waits for that enterprise's members (待企业确认). They see it in auth_join_list (and its
// documents through GET /api/upload/:id), approve it — the applicant becomes a member of the same
// enterprise — or return it with a reason; an operator may decide too. Members of another
// enterprise see and decide nothing. bind_info's request joins the same way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enterpriseAuthentications, enterpriseEdits } from '../../db/schema/index.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import {
  auditOf,
  eventsOf,
  freshCreditCode,
  messagesOf,
  newMember,
  PATHS,
  submissionOf,
  uploadThroughRoute,
} from './identity-kit.js';
import type { TestMember } from './identity-kit.js';

describeEachDatabase('identity: joining an authenticated enterprise (DOMAIN §7)', (db) => {
  let kit: AuthKit;
  let operator: TestMember;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    operator = await kit.consoleSession('demo_operator');
  });
  afterAll(() => kit.app.close());

  /** An enterprise authenticated by a first member (through the operator's approval). */
  async function authenticatedEnterprise(name = '杭州已认证科技有限公司') {
    const creditCode = freshCreditCode();
    const founder = await newMember(kit, '王经理');
    const filed = await kit.post(
      PATHS.submit,
      await submissionOf(kit.db, founder, creditCode, name),
      { token: founder.token },
    );
    const { id, version } = filed.json().data as { id: number; version: number };
    const approved = await kit.post(PATHS.approve, { id, version }, { token: operator.token });
    return {
      founder,
      creditCode,
      name,
      enterpriseId: approved.json().data.enterprise_id as number,
    };
  }

  async function joinRequest(creditCode: string, name: string) {
    const applicant = await newMember(kit, '赵会计');
    const body = {
      ...(await submissionOf(kit.db, applicant, creditCode, name)),
      licence_upload_id: await uploadThroughRoute(kit, applicant, 'licence'),
    };
    const res = await kit.post(PATHS.submit, body, { token: applicant.token });
    return {
      applicant,
      body,
      request: res.json().data as { id: number; version: number; state: string },
    };
  }

  const authenticationOf = async (userId: number) =>
    (
      await kit.db
        .select({ enterpriseId: enterpriseAuthentications.enterpriseId })
        .from(enterpriseAuthentications)
        .where(eq(enterpriseAuthentications.userId, userId))
    )[0]?.enterpriseId;

  it('DOMAIN §7: a known credit code waits for the enterprise (待企业确认); its member sees it and the documents, approves → same enterprise', async () => {
    const { founder, creditCode, name, enterpriseId } = await authenticatedEnterprise();
    const { applicant, body, request } = await joinRequest(creditCode, name);
    expect(request).toMatchObject({ state: 'awaiting_enterprise', enterprise_id: enterpriseId });
    expect((await messagesOf(kit.db, founder.userId)).at(-1)).toMatchObject({
      type: 'auth',
      title: '有成员申请加入本企业',
      link: '/identity',
    });

    const list = (await kit.post(PATHS.joinList, {}, { token: founder.token })).json().data;
    expect(list).toEqual([
      {
        id: request.id,
        version: request.version,
        applicant: { id: applicant.userId, name: '赵会计', mobile: expect.stringMatching(/\*{4}/) },
        enterprise_name: name,
        credit_code: creditCode,
        legal_person: '张三',
        licence_upload_id: body.licence_upload_id,
        authorisation_upload_id: body.authorisation_upload_id,
        submittime: expect.any(Number),
      },
    ]);
    // The upload reader this module registers: the deciding member may open the licence.
    const licence = await kit.get(`/api/upload/${body.licence_upload_id}`, {
      token: founder.token,
    });
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toBe('image/png');

    const res = await kit.post(
      PATHS.joinDecide,
      { id: request.id, version: request.version, decision: 'approve' },
      { token: founder.token },
    );
    expect(res.json()).toEqual({
      code: 200,
      msg: '成功',
      data: { id: request.id, state: 'approved', version: request.version + 1 },
    });
    expect(await authenticationOf(applicant.userId)).toBe(enterpriseId);
    const info = (await kit.post(PATHS.userDetail, {}, { token: applicant.token })).json().data;
    expect(info.qyedit).toEqual({ status: 2, enterprise_id: enterpriseId });
    expect(info.qiyeauthentication).toEqual({ enterprise_id: enterpriseId });
    expect(await eventsOf(kit.db, request.id)).toEqual([
      expect.objectContaining({
        event: 'approve',
        actorRole: 'enterprise_member',
        actorUserId: founder.userId,
      }),
    ]);
    expect(await auditOf(kit.db, request.id)).toEqual([
      expect.objectContaining({
        action: 'enterprise_auth.approve',
        actorRole: 'enterprise_member',
      }),
    ]);
    expect((await messagesOf(kit.db, applicant.userId)).at(-1)).toMatchObject({
      title: '企业认证已通过',
    });
    // Decided: the list is empty and the documents are private again.
    expect((await kit.post(PATHS.joinList, {}, { token: founder.token })).json().data).toEqual([]);
    expect(
      (await kit.get(`/api/upload/${body.licence_upload_id}`, { token: founder.token })).statusCode,
    ).toBe(404);
  });

  it('a member returns a join with a reason; the applicant resubmits to the enterprise (resubmit_to_enterprise)', async () => {
    const { founder, creditCode, name } = await authenticatedEnterprise();
    const { applicant, request } = await joinRequest(creditCode, name);
    const blank = await kit.post(
      PATHS.joinDecide,
      { id: request.id, version: request.version, decision: 'return' },
      { token: founder.token },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toContain('请填写退回原因');
    const returned = await kit.post(
      PATHS.joinDecide,
      { id: request.id, version: request.version, decision: 'return', reason: '请先联系人事部门' },
      { token: founder.token },
    );
    expect(returned.json().data).toMatchObject({ state: 'returned' });
    const mine = (await kit.post(PATHS.mine, {}, { token: applicant.token })).json().data;
    expect(mine).toMatchObject({ state: 'returned', reason: '请先联系人事部门' });
    const again = await kit.post(
      PATHS.submit,
      {
        ...(await submissionOf(kit.db, applicant, creditCode, name)),
        id: mine.id,
        version: mine.version,
      },
      { token: applicant.token },
    );
    expect(again.json().data).toMatchObject({ state: 'awaiting_enterprise' });
    expect((await eventsOf(kit.db, request.id)).map((event) => event.event)).toEqual([
      'return',
      'resubmit_to_enterprise',
    ]);
  });

  it('an operator may decide a join too', async () => {
    const { creditCode, name, enterpriseId } = await authenticatedEnterprise();
    const { applicant, request } = await joinRequest(creditCode, name);
    const res = await kit.post(PATHS.approve, request, { token: operator.token });
    expect(res.json().data).toMatchObject({ state: 'approved', enterprise_id: enterpriseId });
    expect(await authenticationOf(applicant.userId)).toBe(enterpriseId);
  });

  it('members of another enterprise, and members without one, neither see nor decide the join (404), nor open its documents', async () => {
    const { creditCode, name } = await authenticatedEnterprise();
    const { body, request } = await joinRequest(creditCode, name);
    const other = await authenticatedEnterprise('杭州另一家科技有限公司');
    const loner = await newMember(kit);
    for (const token of [other.founder.token, loner.token]) {
      expect((await kit.post(PATHS.joinList, {}, { token })).json().data).toEqual([]);
      const res = await kit.post(
        PATHS.joinDecide,
        { id: request.id, version: request.version, decision: 'approve' },
        { token },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '企业认证申请不存在' });
      const licence = await kit.get(`/api/upload/${body.licence_upload_id}`, { token });
      expect(licence.statusCode).toBe(404);
    }
    const [row] = await kit.db
      .select()
      .from(enterpriseEdits)
      .where(eq(enterpriseEdits.id, request.id));
    expect(row).toMatchObject({ state: 'awaiting_enterprise', version: request.version });
    expect(await auditOf(kit.db, request.id)).toEqual([]);
  });

  it('a member of the enterprise cannot decide a request that waits for the operators (待审核)', async () => {
    const { founder } = await authenticatedEnterprise();
    const stranger = await newMember(kit);
    const filed = (
      await kit.post(PATHS.submit, await submissionOf(kit.db, stranger), { token: stranger.token })
    ).json().data;
    const res = await kit.post(
      PATHS.joinDecide,
      { id: filed.id, version: filed.version, decision: 'approve' },
      { token: founder.token },
    );
    expect(res.json()).toEqual({ code: 404, msg: '企业认证申请不存在' });
  });

  it('bind_info with an authenticated credit code files a join (待企业确认)', async () => {
    const { founder, creditCode, name, enterpriseId } = await authenticatedEnterprise();
    const applicant = await newMember(kit);
    const res = await kit.post(
      '/api/Person/bind_info',
      { username: applicant.username, enterprise_name: name, credit_code: creditCode },
      { token: applicant.token },
    );
    expect(res.json().code).toBe(200);
    const mine = (await kit.post(PATHS.mine, {}, { token: applicant.token })).json().data;
    expect(mine).toMatchObject({
      state: 'awaiting_enterprise',
      enterprise_id: enterpriseId,
      licence_upload_id: null,
    });
    const list = (await kit.post(PATHS.joinList, {}, { token: founder.token })).json().data;
    expect(list.map((item: { id: number }) => item.id)).toContain(mine.id);
  });

  it('two members of the enterprise decide one join at once: exactly one wins', async () => {
    const { founder, creditCode, name, enterpriseId } = await authenticatedEnterprise();
    const { applicant: colleague, request: first } = await joinRequest(creditCode, name);
    await kit.post(PATHS.joinDecide, { ...first, decision: 'approve' }, { token: founder.token });
    expect(await authenticationOf(colleague.userId)).toBe(enterpriseId);
    const { applicant, request } = await joinRequest(creditCode, name);
    const answers = await Promise.all([
      kit.post(
        PATHS.joinDecide,
        { id: request.id, version: request.version, decision: 'approve' },
        { token: founder.token },
      ),
      kit.post(
        PATHS.joinDecide,
        { id: request.id, version: request.version, decision: 'return', reason: '不认识' },
        { token: colleague.token },
      ),
    ]);
    expect(answers.map((res) => res.json().code).sort()).toEqual([200, 409]);
    expect(await eventsOf(kit.db, request.id)).toHaveLength(1);
    const decided = (await messagesOf(kit.db, applicant.userId)).filter((message) =>
      ['企业认证已通过', '企业认证申请被退回'].includes(message.title),
    );
    expect(decided).toHaveLength(1);
  });
});
