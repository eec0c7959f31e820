import * as enterpriseCalls from '@qyfw/portal-sdk/calls/enterprise';
import type { EnterpriseRecord, RecordVersion } from '@qyfw/portal-sdk/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import {
  enterpriseMember,
  ok,
  PATHS,
  plainMember,
  storeSession,
} from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

const RECORD = enterpriseCalls.enterprise_record.path;
const SAVE = enterpriseCalls.enterprise_record_save.path;
const HISTORY = enterpriseCalls.enterprise_record_history.path;
/** 2026-05-12 10:00 Beijing. */
const AT = Date.parse('2026-05-12T02:00:00Z') / 1000;

const record: EnterpriseRecord = {
  enterprise_id: 7,
  version: 3,
  name: '杭州云栖智造科技有限公司',
  credit_code: '91330106MA2H3Q8X5K',
  fields: {
    legal_person: '陈立言',
    established_on: '2016-05-18',
    registered_capital: 3000,
    district: '西湖区',
    street: '转塘街道',
    address: '云栖路 128 号',
    industry_code: '653',
    scale: '中型',
    average_staff: 262,
    revenue: 18650.5,
    rd_spending: 2310,
    tax_paid: 986.4,
    credit_clean: null,
    contacts: [{ name: '林晓', title: '行政经理', phone: '0571-86886618', email: '' }],
  },
  rd_share: 12.39,
  sources: {
    name: { source: 'verified', at: AT },
    revenue: { source: 'enterprise', at: AT },
    legal_person: { source: 'public', at: AT },
  },
  qualifications: [
    {
      id: 1,
      name: '高新技术企业',
      number: 'GR202433001234',
      issuing_authority: '浙江省科学技术厅',
      status: 'valid',
      issued_on: '2024-12-06',
      due_on: '2027-12-05',
    },
  ],
  ip: {
    invention_patents: 4,
    utility_patents: 9,
    design_patents: 1,
    trademarks: 3,
    copyrights: 2,
    software_copyrights: 12,
  },
  updated_at: AT,
};

const history: RecordVersion = {
  version: 3,
  at: AT,
  editor: '林晓',
  changes: [{ field: 'revenue', before: 15420, after: 18650.5 }],
};

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.listCount]: ok({
      zzgl: 0,
      patent_num: 0,
      copyright_num: 0,
      softright_num: 0,
      brand_num: 0,
    }),
    [PATHS.userDetail]: ok(enterpriseMember),
    [RECORD]: ok(record),
    [HISTORY]: ok({ list: [history], total: 1, page: 1, pageSize: 10 }),
  };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
});

async function openPage(address = '/pc/information') {
  storeSession(enterpriseMember, api.origin);
  await renderApp(address, api.origin);
  return screen.findByRole('form', { name: '企业信息' });
}

const revenueInput = (form: HTMLElement) =>
  within(form).getByLabelText<HTMLInputElement>(/^营业收入/);
const shareOf = (form: HTMLElement) =>
  within(form).getByLabelText<HTMLInputElement>('研发费用占比').value;
const saveButton = (form: HTMLElement) => within(form).getByRole('button', { name: /^保\s*存$/ });

describe('/information', () => {
  it('shows the record with each field’s source, the identity read-only, holdings and IP counts', async () => {
    const form = await openPage();
    await waitFor(() => expect(document.title).toBe('企业信息 - 企业服务门户'));
    const name = within(form).getByLabelText<HTMLInputElement>('企业名称');
    expect(name.value).toBe(record.name);
    expect(name.readOnly).toBe(true);
    within(form).getByText(/企业名称与统一社会信用代码来自企业认证/);
    within(form).getByText('企业填报 · 2026-05-12');
    within(form).getByText('平台核验 · 2026-05-12');
    within(form).getByText('公开数据 · 2026-05-12');
    within(form).getByText('高新技术企业');
    within(form).getByText('12 件');
    expect(shareOf(form)).toBe('12.39%');
  });

  it('saves only the changed field with the version it loaded', async () => {
    answers[SAVE] = ok({ ...record, version: 4, fields: { ...record.fields, revenue: 20000 } });
    const form = await openPage();
    fireEvent.change(revenueInput(form), { target: { value: '20000' } });
    await waitFor(() => expect(shareOf(form)).toBe('11.55%'));
    fireEvent.click(saveButton(form));
    await screen.findByText('企业信息已保存');
    expect(api.requests.find((request) => request.url === SAVE)?.body).toMatchObject({
      version: 3,
      fields: { revenue: 20000 },
    });
    const body = api.requests.find((request) => request.url === SAVE)?.body as { fields: object };
    expect(Object.keys(body.fields)).toEqual(['revenue']);
  });

  it('lands on the credit declaration from /match’s link, focused, and saves 是 as a declaration', async () => {
    answers[SAVE] = ok({
      ...record,
      version: 4,
      fields: { ...record.fields, credit_clean: true },
      sources: { ...record.sources, credit_clean: { source: 'enterprise', at: AT } },
    });
    // The address SettleLink builds for a 待确认 credit condition.
    const form = await openPage('/pc/information#credit_clean');
    const group = within(form).getByRole('radiogroup', { name: '近三年无严重失信记录' });
    const yes = within(group).getByRole('radio', { name: '是' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    fireEvent.click(yes);
    fireEvent.click(saveButton(form));
    await screen.findByText('企业信息已保存');
    const body = api.requests.find((request) => request.url === SAVE)?.body as { fields: object };
    expect(body.fields).toEqual({ credit_clean: true });
  });

  it('refuses a negative revenue with the field’s Chinese message and sends nothing', async () => {
    const form = await openPage();
    fireEvent.change(revenueInput(form), { target: { value: '-5' } });
    fireEvent.click(saveButton(form));
    await within(form).findByText('营业收入不能为负数');
    expect(api.requests.some((request) => request.url === SAVE)).toBe(false);
  });

  it('says when someone else saved first and reloads on request', async () => {
    answers[SAVE] = { status: 409, body: { code: 409, msg: '数据已被他人修改，请刷新后再试' } };
    const form = await openPage();
    fireEvent.change(revenueInput(form), { target: { value: '19000' } });
    fireEvent.click(saveButton(form));
    await within(form).findByText('企业信息已被其他成员修改');
    const reads = api.requests.filter((request) => request.url === RECORD).length;
    answers[RECORD] = ok({ ...record, version: 4, fields: { ...record.fields, revenue: 18800 } });
    fireEvent.click(within(form).getByRole('button', { name: '重新加载' }));
    await waitFor(() =>
      expect(api.requests.filter((request) => request.url === RECORD).length).toBe(reads + 1),
    );
    await waitFor(() =>
      expect(revenueInput(screen.getByRole('form', { name: '企业信息' })).value).toBe('18800.00'),
    );
  });

  it('shows the history: who, when, field before → after', async () => {
    const form = await openPage();
    fireEvent.click(within(form).getByRole('button', { name: '修改记录' }));
    const drawer = await screen.findByRole('dialog', { name: '修改记录' });
    await within(drawer).findByText('林晓 · 2026-05-12 10:00');
    within(drawer).getByText(/15420 → 18650.5/);
  });

  it('shows a retry when the record fails to load', async () => {
    answers[RECORD] = { status: 500, body: { code: 500, msg: '服务器内部错误' } };
    storeSession(enterpriseMember, api.origin);
    await renderApp('/pc/information', api.origin);
    await screen.findByText('企业信息加载失败');
    screen.getByRole('button', { name: /^重\s*试$/ });
  });

  it('shows a member without an enterprise the way to 企业认证', async () => {
    answers[PATHS.userDetail] = ok(plainMember);
    storeSession(plainMember, api.origin);
    await renderApp('/pc/information', api.origin);
    await screen.findByText('尚未完成企业认证');
    expect(screen.getByRole('link', { name: '去企业认证' }).getAttribute('href')).toBe(
      '/pc/identity',
    );
    expect(api.requests.some((request) => request.url === RECORD)).toBe(false);
  });
});
