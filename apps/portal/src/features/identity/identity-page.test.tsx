// /identity 企业认证 (DOMAIN §7) through the whole app against a fake API: the form with Chinese
// messages per field and the real check-character rule, a submission with both uploads, the
// waiting card with 撤回, a returned request's reason and prefilled resubmission, 已认证 with the
// history, the join requests of an enterprise member, and the loading error.
import * as identityCalls from '@qyfw/portal-sdk/calls/identity';
import type { AuthJoinRequest, AuthRequest } from '@qyfw/portal-sdk/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeApiServer,
  type FakeAnswer,
  type FakeAnswerFor,
} from '../../../test/fake-api-server';
import { recordScrolls } from '../../../test/record-scrolls';
import { renderApp } from '../../../test/render-app';
import {
  enterpriseMember,
  ok,
  PATHS,
  plainMember,
  storeSession,
} from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

const MINE = identityCalls.auth_request_mine.path;
const SUBMIT = identityCalls.auth_request_submit.path;
const WITHDRAW = identityCalls.auth_request_withdraw.path;
const JOINS = identityCalls.auth_join_list.path;
const DECIDE = identityCalls.auth_join_decide.path;
/** 2026-05-12 10:00 Beijing. */
const AT = Date.parse('2026-05-12T02:00:00Z') / 1000;
const CODE = '91350100M000100Y43';

const pending: AuthRequest = {
  id: 5,
  state: 'pending',
  version: 0,
  enterprise_name: '杭州示范科技有限公司',
  credit_code: CODE,
  legal_person: '张三',
  licence_upload_id: 41,
  authorisation_upload_id: 42,
  enterprise_id: null,
  reason: null,
  resubmit_by: null,
  createtime: AT,
  submittime: AT,
  reviewtime: null,
  history: [],
};

const returned: AuthRequest = {
  ...pending,
  state: 'returned',
  version: 1,
  reason: '营业执照照片不清晰',
  resubmit_by: AT + 30 * 86_400,
  reviewtime: AT + 3600,
  history: [
    {
      id: 1,
      from: 'pending',
      to: 'returned',
      event: 'return',
      actor: 'operator',
      actor_user_id: 3,
      reason: '营业执照照片不清晰',
      version: 1,
      createtime: AT + 3600,
    },
  ],
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer | FakeAnswerFor>;

let scrolledTo: Element[] = [];

beforeEach(async () => {
  scrolledTo = recordScrolls();
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.userDetail]: ok(plainMember),
    [MINE]: ok(null),
    [JOINS]: ok([]),
    '/api/upload/41': { status: 200, body: PNG, contentType: 'image/png' },
    '/api/upload/42': { status: 200, body: PNG, contentType: 'image/png' },
  };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

async function openPage(user = plainMember) {
  answers[PATHS.userDetail] = ok(user);
  storeSession(user, api.origin);
  await renderApp('/pc/identity', api.origin);
  return screen.findByRole('heading', { level: 1, name: '企业认证' });
}

const requestsTo = (path: string) => api.requests.filter((request) => request.url === path);

describe('/identity', () => {
  it('without a request: the form says what is missing per field, checks the code’s check character, and submits with both uploads', async () => {
    await openPage();
    const form = await screen.findByRole('form', { name: '企业认证申请' });
    await waitFor(() => expect(document.title).toBe('企业认证 - 企业服务门户'));
    // A credit code in the directory files under the directory's name (issue 23).
    expect(within(form).getByText('信用代码已在企业名录中的，以名录中的企业名称为准')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: /提交认证/ }));
    for (const message of [
      '请输入企业名称',
      '请输入统一社会信用代码',
      '请输入法定代表人姓名',
      '请上传营业执照',
      '请上传授权书',
    ]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), {
      target: { value: '91350100M000100Y44' },
    });
    expect(await within(form).findByText('统一社会信用代码有误')).toBeTruthy();

    answers['/api/upload'] = (request) => {
      const purpose = request.raw.toString('latin1').includes('authorisation')
        ? 'authorisation'
        : 'licence';
      return ok({
        id: purpose === 'licence' ? 41 : 42,
        name: `${purpose}.png`,
        mime: 'image/png',
        size: PNG.length,
        purpose,
        createtime: AT,
      });
    };
    answers[SUBMIT] = (request) => {
      answers[MINE] = ok(pending);
      return ok({ ...pending, ...(request.body as object) });
    };
    fireEvent.change(within(form).getByLabelText('企业名称'), {
      target: { value: ' 杭州示范科技有限公司 ' },
    });
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), {
      target: { value: CODE.toLowerCase() },
    });
    fireEvent.change(within(form).getByLabelText('法定代表人'), { target: { value: '张三' } });
    const [licence, authorisation] = form.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(licence!, {
      target: { files: [new File([PNG], 'licence.png', { type: 'image/png' })] },
    });
    fireEvent.change(authorisation!, {
      target: { files: [new File([PNG], 'authorisation.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(requestsTo('/api/upload')).toHaveLength(2));
    await within(form).findByRole('img', { name: 'authorisation.png' });
    fireEvent.click(within(form).getByRole('button', { name: /提交认证/ }));

    await waitFor(() => expect(requestsTo(SUBMIT)).toHaveLength(1));
    expect(requestsTo(SUBMIT)[0]!.body).toMatchObject({
      enterprise_name: '杭州示范科技有限公司',
      credit_code: CODE,
      legal_person: '张三',
      licence_upload_id: 41,
      authorisation_upload_id: 42,
    });
    expect(await screen.findByText('待审核')).toBeTruthy();
    // The confirmation replaces the form the member scrolled down to submit: it is scrolled to
    // and takes the focus, so the member (and a screen reader) sees it at once.
    const status = screen.getByRole('region', { name: '认证状态：待审核' });
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(scrolledTo).toContain(status);
    // The card and guards follow user_detail: it is asked again after the change.
    await waitFor(() => expect(requestsTo(PATHS.userDetail).length).toBeGreaterThan(1));
  });

  it('待审核: the submitted time, what happens next, and 撤回 with the version seen', async () => {
    answers[MINE] = ok(pending);
    answers[WITHDRAW] = () => {
      answers[MINE] = ok({ ...pending, state: 'withdrawn', version: 1 });
      return ok({ ...pending, state: 'withdrawn', version: 1 });
    };
    await openPage();
    expect(await screen.findByText('待审核')).toBeTruthy();
    // A visit is not a submit: the card does not take the focus.
    expect(document.activeElement).not.toBe(
      screen.getByRole('region', { name: '认证状态：待审核' }),
    );
    expect(screen.getByText(/提交时间：2026-05-12 10:00/)).toBeTruthy();
    expect(screen.getByText(/平台将核对营业执照与授权书/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    fireEvent.click(await screen.findByRole('button', { name: '撤 回' }));
    await waitFor(() => expect(requestsTo(WITHDRAW)[0]?.body).toMatchObject({ id: 5, version: 0 }));
    expect(
      await screen.findByText('您已撤回上一次的企业认证申请，可重新填写并提交。'),
    ).toBeTruthy();
  });

  it('已退回: the reason and deadline prominently, the form filled in, resubmitted as the same request', async () => {
    answers[MINE] = ok(returned);
    answers[SUBMIT] = ok({ ...returned, state: 'pending', version: 2, reason: null });
    await openPage();
    expect(await screen.findByText('您的企业认证申请已被退回')).toBeTruthy();
    expect(screen.getByText('退回原因：营业执照照片不清晰')).toBeTruthy();
    expect(screen.getByText(/请在 2026-06-11 10:00 前修改后重新提交/)).toBeTruthy();
    const form = screen.getByRole('form', { name: '修改企业认证申请' });
    expect(within(form).getByLabelText<HTMLInputElement>('企业名称').value).toBe(
      '杭州示范科技有限公司',
    );
    // The history names the operator's return and its reason.
    expect(screen.getByText(/状态：已退回；原因：营业执照照片不清晰/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('企业名称'), {
      target: { value: '杭州示范科技股份有限公司' },
    });
    fireEvent.click(within(form).getByRole('button', { name: /重新提交/ }));
    await waitFor(() => expect(requestsTo(SUBMIT)).toHaveLength(1));
    expect(requestsTo(SUBMIT)[0]!.body).toMatchObject({
      id: 5,
      version: 1,
      enterprise_name: '杭州示范科技股份有限公司',
      licence_upload_id: 41,
      authorisation_upload_id: 42,
    });
  });

  it('已认证: the enterprise’s name and credit code, and the history', async () => {
    answers[MINE] = ok({
      ...pending,
      state: 'approved',
      version: 1,
      enterprise_id: 7,
      history: [{ ...returned.history[0]!, to: 'approved', event: 'approve', reason: null }],
    });
    await openPage(enterpriseMember);
    expect(await screen.findByText('已认证', { selector: '.ant-result-title' })).toBeTruthy();
    expect(screen.getAllByText(CODE).length).toBeGreaterThan(0);
    expect(screen.getByText(/通过认证/)).toBeTruthy();
  });

  it('a member linked to an enterprise without a request of their own sees 已认证, not the form', async () => {
    await openPage(enterpriseMember);
    expect(await screen.findByText('已认证', { selector: '.ant-result-title' })).toBeTruthy();
    expect(screen.getByText(/您已是“杭州云栖智造科技有限公司”的认证成员/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '企业认证申请' })).toBeNull();
    expect(await screen.findByText('暂无待确认的加入申请')).toBeTruthy();
  });

  it('an enterprise member sees who asks to join and returns it with a required reason', async () => {
    const join: AuthJoinRequest = {
      id: 9,
      version: 0,
      applicant: { id: 21, name: '赵会计', mobile: '139****0001' },
      enterprise_name: '杭州云栖智造科技有限公司',
      credit_code: '91330106MA2H3Q8X5K',
      legal_person: '陈立言',
      licence_upload_id: 41,
      authorisation_upload_id: null,
      submittime: AT,
    };
    answers[JOINS] = ok([join]);
    answers[DECIDE] = ok({ id: 9, state: 'returned', version: 1 });
    await openPage(enterpriseMember);
    const card = (await screen.findByText('赵会计申请加入')).closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('139****0001')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '退 回' }));
    const reasonForm = within(card).getByRole('form', { name: '退回赵会计申请加入' });
    fireEvent.click(within(reasonForm).getByRole('button', { name: /确认退回/ }));
    expect(await within(reasonForm).findByText('请填写退回原因')).toBeTruthy();
    expect(requestsTo(DECIDE)).toHaveLength(0);
    fireEvent.change(within(reasonForm).getByLabelText('退回原因'), {
      target: { value: '不是本企业员工' },
    });
    fireEvent.click(within(reasonForm).getByRole('button', { name: /确认退回/ }));
    await waitFor(() =>
      expect(requestsTo(DECIDE)[0]?.body).toMatchObject({
        id: 9,
        version: 0,
        decision: 'return',
        reason: '不是本企业员工',
      }),
    );
  });

  it('says when the request cannot be loaded, and loads it again on 重试', async () => {
    answers[MINE] = { status: 500, body: { code: 500, msg: '服务器错误' } };
    await openPage();
    expect(await screen.findByText('企业认证信息加载失败')).toBeTruthy();
    answers[MINE] = ok(null);
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('form', { name: '企业认证申请' })).toBeTruthy();
  });
});
