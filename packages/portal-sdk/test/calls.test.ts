import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../src/calls/index.js';
import type { CallName } from '../src/calls/index.js';
import type { CallBody, CallData, CallDefinition } from '../src/define-call.js';
import type { CallCase } from './call-case.js';
import { accountCases } from './account-cases.js';
import { applicationCases } from './application-cases.js';
import { auditCases } from './audit-cases.js';
import { awardListCases } from './award-list-cases.js';
import { calendarCases } from './calendar-cases.js';
import { consoleCases } from './console-cases.js';
import { contentCases } from './content-cases.js';
import { dapingCases } from './daping-cases.js';
import { identityCases } from './identity-cases.js';
import { messageCases } from './message-cases.js';
import { peopleCases } from './people-cases.js';
import { policyLibraryCases } from './policy-library-cases.js';
import { policyMatchCases } from './policy-match-cases.js';
import { enterpriseRecordCases } from './enterprise-record-cases.js';
import {
  articleDetail,
  homeData,
  page,
  policyGroups,
  session,
  siteConfig,
  userInfo,
} from './fixtures.js';

const cases: Record<CallName, CallCase> = {
  ...dapingCases,
  ...consoleCases,
  ...contentCases,
  ...identityCases,
  ...messageCases,
  ...policyLibraryCases,
  ...policyMatchCases,
  ...enterpriseRecordCases,
  ...accountCases,
  ...applicationCases,
  ...auditCases,
  ...awardListCases,
  ...calendarCases,
  ...peopleCases,
  index: {
    method: 'POST',
    path: '/api/demo/index',
    family: 'standard',
    auth: 'public',
    validBodies: [{}],
    validData: homeData,
    invalidData: [
      ['a negative counter', { ...homeData, enterprise_num: -1 }],
      [
        'createtime as a date string',
        { ...homeData, trends: [{ ...homeData.trends[0], createtime: '2026-01-01' }] },
      ],
      ['knowledge missing', { ...homeData, knowledge: undefined }],
    ],
  },
  get_policynew: {
    method: 'POST',
    path: '/api/demo/get_policynew',
    family: 'standard',
    auth: 'public',
    validBodies: [{ level: 18 }, { level: 19 }, { level: 20 }, { level: 21 }],
    invalidBodies: [
      ['level 17', { level: 17 }],
      ['level 22', { level: 22 }],
      ['level -1 (not a policy level here)', { level: -1 }],
      ['level as a string', { level: '18' }],
      ['no level', {}],
    ],
    validData: policyGroups,
    invalidData: [
      [
        'total_money as a string',
        [{ ...policyGroups[0], list: [{ ...policyGroups[0]?.list[0], total_money: '12.5' }] }],
      ],
      ['companies missing', [{ ...policyGroups[0], list: undefined }]],
      ['an unknown level', [{ ...policyGroups[0], level: 3 }]],
    ],
  },
  get_information: {
    method: 'POST',
    path: '/api/demo/get_information',
    family: 'standard',
    auth: 'public',
    validBodies: [{ page: 1, pageSize: 10, type: -1 }, {}, { page: 3, pageSize: 100 }],
    invalidBodies: [
      ['page 0', { page: 0 }],
      ['pageSize 0', { pageSize: 0 }],
      ['pageSize 101', { pageSize: 101 }],
      ['a fractional page', { page: 1.5 }],
      ['type -2', { type: -2 }],
    ],
    validData: page([
      {
        id: 1,
        title: '关于开展 2026 年度高企认定的通知',
        source: '杭州日报',
        createtime: 1_767_225_600,
      },
    ]),
    invalidData: [
      ['an item without title', page([{ id: 1, source: '', createtime: 0 }])],
      ['an item without createtime', page([{ id: 1, title: '通知', source: '' }])],
      ['total missing', { list: [], page: 1, pageSize: 10 }],
    ],
  },
  bulletin_list: {
    method: 'POST',
    path: '/api/demo/bulletin_list',
    family: 'standard',
    auth: 'public',
    validBodies: [
      { page: 1, pageSize: 10, level: -1 },
      { page: 1, pageSize: 10, level: -1, type: 1 },
      { level: 21, type: 5 },
    ],
    invalidBodies: [
      ['level 0', { level: 0 }],
      ['level 22', { level: 22 }],
      ['pageSize 101', { pageSize: 101 }],
      ['type -1', { type: -1 }],
    ],
    validData: page([
      {
        id: 2,
        title: '2026 年度专精特新申报公告',
        source: '杭州市经济和信息化局',
        createtime: 1_767_225_600,
        policy_id: 4,
        call_id: 9,
      },
    ]),
    invalidData: [
      [
        'an id of 0',
        page([{ id: 0, title: 'x', source: '', createtime: 0, policy_id: null, call_id: null }]),
      ],
      [
        'call_id missing',
        page([{ id: 1, title: 'x', source: '', createtime: 0, policy_id: null }]),
      ],
    ],
  },
  information_detail: {
    method: 'POST',
    path: '/api/demo/information_detail',
    family: 'standard',
    auth: 'public',
    validBodies: [{ id: 1 }, { id: 2_147_483_647 }],
    invalidBodies: [
      ['no id', {}],
      ['id 0', { id: 0 }],
      ['an id past int4', { id: 2_147_483_648 }],
      ['id as a string', { id: '1' }],
    ],
    validData: articleDetail,
    invalidData: [
      ['createtime as a date string', { ...articleDetail, createtime: '2026-01-01' }],
      ['content missing', { ...articleDetail, content: undefined }],
      ['a deadline that is not a day', { ...articleDetail, deadline: '2026-13-01' }],
    ],
  },
  bulletin_detail: {
    method: 'POST',
    path: '/api/demo/bulletin_detail',
    family: 'standard',
    auth: 'public',
    validBodies: [{ id: 7 }],
    invalidBodies: [
      ['no id', {}],
      ['a fractional id', { id: 1.5 }],
    ],
    validData: { ...articleDetail, deadline: '2026-06-30', policy_id: 4, call_id: null },
    invalidData: [
      ['no source', { ...articleDetail, source: undefined, policy_id: null, call_id: null }],
      ['policy_id missing', { ...articleDetail, call_id: null }],
    ],
  },
  service_manage: {
    method: 'POST',
    path: '/api/demo/service_manage',
    family: 'standard',
    auth: 'public',
    validBodies: [
      { page: 1, pageSize: 10, service_type_id: 2 },
      { page: 1, pageSize: 10 },
    ],
    invalidBodies: [
      ['service_type_id 0', { service_type_id: 0 }],
      ['pageSize 101', { pageSize: 101 }],
    ],
    validData: page([{ id: 1, image: '/uploads/s1.png', policy_name: '知识产权贯标辅导' }]),
    invalidData: [['policy_name missing', page([{ id: 1, image: '/uploads/s1.png' }])]],
  },
  service_type_list: {
    method: 'POST',
    path: '/api/demo/service_type_list',
    family: 'standard',
    auth: 'public',
    validBodies: [{}],
    validData: [{ id: 1, name: '知识产权' }],
    invalidData: [['name missing', [{ id: 1 }]]],
  },
  fwystem: {
    method: 'POST',
    path: '/api/demo/fwystem',
    family: 'standard',
    auth: 'public',
    validBodies: [{ page: 1, pageSize: 999 }, {}],
    invalidBodies: [
      ['pageSize 1000', { pageSize: 1000 }],
      ['page 0', { page: 0 }],
    ],
    validData: {
      ...page([{ id: 1, title: '科技服务', image: '/uploads/f1.png', url: 'https://example.com' }]),
      pageSize: 999,
    },
    invalidData: [['url missing', page([{ id: 1, title: '科技服务', image: '/uploads/f1.png' }])]],
  },
  expert_manage_first: {
    method: 'POST',
    path: '/api/demo/expert_manage_first',
    family: 'standard',
    auth: 'public',
    validBodies: [{}],
    validData: [{ institutions_name: '高校院所' }],
    invalidData: [['institutions_name missing', [{}]]],
  },
  expert_manage_list: {
    method: 'POST',
    path: '/api/demo/expert_manage_list',
    family: 'standard',
    auth: 'public',
    validBodies: [
      { page: 1, pageSize: 4, institutions_name: '高校院所', label1: '', area: '' },
      { page: 1, pageSize: 4 },
    ],
    invalidBodies: [
      ['an over-long filter', { institutions_name: 'x'.repeat(65) }],
      ['pageSize 101', { pageSize: 101 }],
    ],
    validData: page([{ id: 1, name: '张教授', case: '新材料、智能制造' }]),
    invalidData: [['case missing', page([{ id: 1, name: '张教授' }])]],
  },
  talent_manage_list: {
    method: 'POST',
    path: '/api/demo/talent_manage_list',
    family: 'standard',
    auth: 'public',
    validBodies: [{ talent_type_id: 1, page: 1, pageSize: 4 }, {}],
    invalidBodies: [
      ['talent_type_id -1', { talent_type_id: -1 }],
      ['page 0', { page: 0 }],
    ],
    validData: page([
      {
        id: 1,
        name: '李明',
        gender: 1,
        birth: '1990-05-01',
        education: '硕士',
        post: '算法工程师',
        desirearea: '杭州',
        image: '/uploads/p1.png',
      },
    ]),
    invalidData: [
      [
        'birth without a year first',
        page([
          {
            id: 1,
            name: '李明',
            gender: 1,
            birth: '05/01/1990',
            education: '',
            post: '',
            desirearea: '',
            image: '',
          },
        ]),
      ],
    ],
  },
  talent_type_list: {
    method: 'POST',
    path: '/api/demo/talent_type_list',
    family: 'standard',
    auth: 'public',
    validBodies: [{}],
    validData: [{ id: 1, name: '高层次人才' }],
    invalidData: [['an id as a string', [{ id: '1', name: '高层次人才' }]]],
  },
  appeal_statistics: {
    method: 'POST',
    path: '/api/demo/appeal_statistics',
    family: 'standard',
    auth: 'public',
    validBodies: [{}],
    validData: { total: 10, pending: 2, processing: 3, done: 5, rate: 0.5 },
    invalidData: [
      ['rate above 1', { total: 10, pending: 2, processing: 3, done: 5, rate: 50 }],
      ['done missing', { total: 10, pending: 2, processing: 3, rate: 0.5 }],
    ],
  },
  pcconfig: {
    method: 'POST',
    path: '/api/index/pcconfig',
    family: 'standard',
    auth: 'public',
    validBodies: [{}],
    validData: siteConfig,
    invalidData: [
      ['bah missing', { ...siteConfig, bah: undefined }],
      ['yrzqys_count as a string', { ...siteConfig, yrzqys_count: '120' }],
    ],
  },
  agreement: {
    method: 'POST',
    path: '/api/index/agreement',
    family: 'standard',
    auth: 'public',
    validBodies: [{ status: 1 }, { status: 2 }, { status: 3 }],
    invalidBodies: [
      ['status 0', { status: 0 }],
      ['status 4', { status: 4 }],
      ['status as a string', { status: '2' }],
      ['no status', {}],
    ],
    validData: {
      status: 2,
      title: '用户协议',
      content: '<h2>一、总则</h2><p>欢迎使用企业服务门户。</p>',
      updatetime: 1_767_225_600,
    },
    invalidData: [
      ['an unknown status', { status: 4, title: '用户协议', content: '', updatetime: 0 }],
      ['an empty title', { status: 2, title: '', content: '', updatetime: 0 }],
      [
        'updatetime as a date string',
        { status: 2, title: '用户协议', content: '', updatetime: '2026-01-01' },
      ],
    ],
  },
  web_login: {
    method: 'GET',
    path: '/api/indexnew/web_login',
    family: 'login',
    auth: 'public',
    validBodies: [{}],
    validData: { path: 'data:image/png;base64,iVBORw0KGgo=', sign: 'abc123', poll_key: 'key456' },
    invalidData: [
      [
        'path a remote address',
        { path: 'https://qr.example.com/a.png', sign: 'abc123', poll_key: 'key456' },
      ],
      ['sign missing', { path: 'data:image/png;base64,iVBORw0KGgo=', poll_key: 'key456' }],
      ['poll_key missing', { path: 'data:image/png;base64,iVBORw0KGgo=', sign: 'abc123' }],
    ],
  },
  checkStatus: {
    method: 'POST',
    path: '/api/indexnew/checkStatus',
    family: 'login',
    auth: 'public',
    // Without poll_key the server answers 2, as for an unknown sign.
    validBodies: [{ sign: 'abc123', poll_key: 'key456' }, { sign: 'abc123' }],
    invalidBodies: [
      ['an empty sign', { sign: '' }],
      ['a blank sign', { sign: '   ' }],
      ['no sign', {}],
      ['an over-long sign', { sign: 'x'.repeat(129) }],
      ['an over-long poll_key', { sign: 'abc123', poll_key: 'x'.repeat(129) }],
    ],
    validData: { status: 1, user_id: 7, token: 'tok_abc' },
    invalidData: [
      ['status 3', { status: 3 }],
      ['data as a bare number', 1],
    ],
  },
  login: {
    method: 'POST',
    path: '/api/indexnew/login',
    family: 'login',
    auth: 'public',
    validBodies: [
      { type: 1, account: 'demo_enterprise', password: 'Demo@2026' },
      { type: 2, account: '13800000001', code: '123456' },
    ],
    invalidBodies: [
      ['type 3', { type: 3, account: 'a', password: 'b' }],
      ['type 1 without password', { type: 1, account: 'demo_enterprise' }],
      ['type 1 with a blank account', { type: 1, account: '  ', password: 'x' }],
      ['type 2 without code', { type: 2, account: '13800000001' }],
      ['type 2 with a bad phone', { type: 2, account: '12800000001', code: '123456' }],
      ['type 2 with a 4-digit code', { type: 2, account: '13800000001', code: '1234' }],
    ],
    validData: session,
    invalidData: [
      ['token missing', userInfo],
      ['notice_time as a date string', { ...session, notice_time: '2026-01-01' }],
    ],
  },
  dx_send: {
    method: 'POST',
    path: '/api/user/dx_send',
    family: 'login',
    auth: 'public',
    validBodies: [
      { type: 2, phone: '13800000001' },
      { type: 2, phone: '0571-88886666' },
    ],
    invalidBodies: [
      ['type 1', { type: 1, phone: '13800000001' }],
      ['an empty phone', { type: 2, phone: '' }],
      ['a bad phone', { type: 2, phone: '1380000000' }],
    ],
    validData: null,
  },
  logout: {
    method: 'POST',
    path: '/api/indexnew/logout',
    family: 'standard',
    auth: 'user',
    validBodies: [{}],
    validData: undefined,
  },
  qr_confirm: {
    method: 'POST',
    path: '/api/indexnew/qr_confirm',
    family: 'standard',
    auth: 'user',
    validBodies: [{ sign: 'abc123' }],
    invalidBodies: [['no sign', {}]],
    validData: null,
  },
  qr_cancel: {
    method: 'POST',
    path: '/api/indexnew/qr_cancel',
    family: 'standard',
    // The requesting computer is not logged in: its poll key is what entitles it.
    auth: 'public',
    validBodies: [{ sign: 'abc123', poll_key: 'key456' }],
    invalidBodies: [
      ['an empty sign', { sign: '', poll_key: 'key456' }],
      ['no poll_key', { sign: 'abc123' }],
    ],
    validData: null,
  },
  qr_refuse: {
    method: 'POST',
    path: '/api/indexnew/qr_refuse',
    family: 'standard',
    auth: 'user',
    validBodies: [{ sign: 'abc123' }],
    invalidBodies: [['no sign', {}]],
    validData: null,
  },
  workflow_events: {
    method: 'POST',
    path: '/api/console/workflow_events',
    family: 'standard',
    auth: { roles: ['operator'] },
    validBodies: [{ entity_type: 'qr_login_sign', entity_id: 7 }],
    invalidBodies: [
      ['an entity type without a flow', { entity_type: 'appeal', entity_id: 7 }],
      ['no entity id', { entity_type: 'qr_login_sign' }],
      ['entity id 0', { entity_type: 'qr_login_sign', entity_id: 0 }],
    ],
    validData: {
      entity_type: 'qr_login_sign',
      entity_id: 7,
      state: 'delivered',
      version: 2,
      list: [
        {
          id: 1,
          from: 'waiting',
          to: 'confirmed',
          event: 'confirm',
          actor: 'scanner',
          actor_user_id: 3,
          reason: null,
          version: 1,
          createtime: 1_795_000_000,
        },
      ],
    },
    invalidData: [
      [
        'a version below 0',
        { entity_type: 'qr_login_sign', entity_id: 7, state: 'waiting', version: -1, list: [] },
      ],
      ['no list', { entity_type: 'qr_login_sign', entity_id: 7, state: 'waiting', version: 0 }],
    ],
  },
  qr_info: {
    method: 'POST',
    path: '/api/indexnew/qr_info',
    family: 'standard',
    auth: 'user',
    validBodies: [{ sign: 'abc123' }],
    invalidBodies: [['no sign', {}]],
    validData: {
      browser: 'Chrome 156 · Windows 10',
      place: '北京市',
      ip: '203.0.113.*',
      createtime: 1_795_000_000,
      expires: 1_795_000_120,
    },
    invalidData: [
      ['no browser', { place: '北京市', ip: '203.0.113.*', createtime: 1, expires: 2 }],
      [
        'createtime as a date string',
        { browser: 'Chrome', place: '北京市', ip: '*', createtime: '2026-11-24', expires: 2 },
      ],
    ],
  },
  register: {
    method: 'POST',
    path: '/api/user/register',
    family: 'standard',
    auth: 'public',
    validBodies: [
      { username: 'new_member', password: 'abc12345', phone: '13900000009', code: '123456' },
    ],
    invalidBodies: [
      [
        'a 7-character password',
        { username: 'new_member', password: 'abc1234', phone: '13900000009', code: '123456' },
      ],
      [
        'a 33-character password',
        {
          username: 'new_member',
          password: `a1${'x'.repeat(31)}`,
          phone: '13900000009',
          code: '123456',
        },
      ],
      [
        'a password without digits',
        { username: 'new_member', password: 'abcdefgh', phone: '13900000009', code: '123456' },
      ],
      [
        'a password without letters',
        { username: 'new_member', password: '12345678', phone: '13900000009', code: '123456' },
      ],
      [
        'a landline',
        { username: 'new_member', password: 'abc12345', phone: '0571-88886666', code: '123456' },
      ],
      [
        'a username starting with a digit',
        { username: '1member', password: 'abc12345', phone: '13900000009', code: '123456' },
      ],
      ['no code', { username: 'new_member', password: 'abc12345', phone: '13900000009' }],
    ],
    validData: session,
  },
  forget_send: {
    method: 'POST',
    path: '/api/user/forget_send',
    family: 'standard',
    auth: 'public',
    validBodies: [
      { account: 'demo_enterprise', channel: 'mobile' },
      { account: 'demo_enterprise', channel: 'email' },
    ],
    invalidBodies: [
      ['channel wechat', { account: 'demo_enterprise', channel: 'wechat' }],
      ['an empty account', { account: '', channel: 'mobile' }],
    ],
    validData: null,
  },
  forget_reset: {
    method: 'POST',
    path: '/api/user/forget_reset',
    family: 'standard',
    auth: 'public',
    validBodies: [
      { account: 'demo_enterprise', channel: 'email', code: '123456', password: 'NewPass2026' },
    ],
    invalidBodies: [
      [
        'a weak password',
        { account: 'demo_enterprise', channel: 'email', code: '123456', password: 'short1' },
      ],
      ['no code', { account: 'demo_enterprise', channel: 'email', password: 'NewPass2026' }],
    ],
    validData: null,
  },
  user_detail: {
    method: 'POST',
    path: '/api/Person/user_detail1',
    family: 'standard',
    auth: 'user',
    validBodies: [{}],
    validData: userInfo,
    invalidData: [
      ['qyedit without status', { ...userInfo, qyedit: { enterprise_id: 3 } }],
      [
        'qiyeauthentication missing (null is the way to say none)',
        { ...userInfo, qiyeauthentication: undefined },
      ],
      ['avatar_id as a string', { ...userInfo, avatar_id: '3' }],
      ['no roles', { ...userInfo, roles: [] }],
      ['a role the server does not know', { ...userInfo, roles: ['superuser'] }],
      ['a unit without its name', { ...userInfo, roles: ['handler'], unit: { id: 1 } }],
    ],
  },
  edit_notice_time: {
    method: 'POST',
    path: '/api/person/edit_notice_time',
    family: 'standard',
    auth: 'user',
    validBodies: [{}],
    validData: { notice_time: 1767283199 },
    invalidData: [['notice_time in milliseconds as a string', { notice_time: '1767283199000' }]],
  },
  bind_info: {
    method: 'POST',
    path: '/api/Person/bind_info',
    family: 'standard',
    auth: 'user',
    validBodies: [
      {
        username: 'phone_member',
        enterprise_name: '杭州示范科技有限公司',
        credit_code: '91350100M000100Y43',
      },
      {
        username: 'phone_member',
        enterprise_name: '深圳市腾讯计算机系统有限公司',
        credit_code: '91440300708461136t',
      },
    ],
    invalidBodies: [
      [
        'a wrong check character',
        {
          username: 'phone_member',
          enterprise_name: '杭州示范科技有限公司',
          credit_code: '91350100M000100Y44',
        },
      ],
      [
        'a 17-character code',
        {
          username: 'phone_member',
          enterprise_name: '杭州示范科技有限公司',
          credit_code: '91350100M000100Y4',
        },
      ],
      [
        'an empty enterprise name',
        { username: 'phone_member', enterprise_name: ' ', credit_code: '91350100M000100Y43' },
      ],
      [
        'no username',
        { enterprise_name: '杭州示范科技有限公司', credit_code: '91350100M000100Y43' },
      ],
    ],
    validData: null,
  },
  list_count: {
    method: 'POST',
    path: '/api/Enterprise/list_count',
    family: 'standard',
    auth: 'enterprise',
    validBodies: [{ enterprise_id: 3 }],
    invalidBodies: [
      ['no enterprise_id', {}],
      ['enterprise_id 0', { enterprise_id: 0 }],
    ],
    validData: { zzgl: 1, patent_num: 2, copyright_num: 0, softright_num: 1, brand_num: 3 },
    invalidData: [
      ['brand_num missing', { zzgl: 1, patent_num: 2, copyright_num: 0, softright_num: 1 }],
    ],
  },
};

const entries = Object.entries(cases) as [CallName, CallCase][];

describe('the call registry', () => {
  it('has exactly the calls tested here, each under its own name', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(cases).sort());
    for (const [key, call] of Object.entries(calls)) expect(call.name).toBe(key);
  });

  it('has a unique path per call and a Chinese summary for each', () => {
    const paths = Object.values(calls).map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const call of Object.values(calls)) expect(call.summary).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe.each(entries)('%s', (name, spec) => {
  const call: CallDefinition = calls[name];

  it(`is ${spec.method} ${spec.path}, ${spec.family} family, auth ${spec.auth}`, () => {
    expect({ method: call.method, path: call.path, family: call.family, auth: call.auth }).toEqual({
      method: spec.method,
      path: spec.path,
      family: spec.family,
      auth: spec.auth,
    });
  });

  it('accepts its valid bodies, with or without user_id', () => {
    for (const body of spec.validBodies) {
      expect(call.body.safeParse(body).success, JSON.stringify(body)).toBe(true);
      expect(call.body.parse({ ...body, user_id: '' })).toMatchObject({ user_id: '' });
      expect(call.body.parse({ ...body, user_id: 7 })).toMatchObject({ user_id: 7 });
    }
  });

  it('refuses a user_id that is neither a string nor a non-negative integer', () => {
    const body = spec.validBodies[0] ?? {};
    expect(call.body.safeParse({ ...body, user_id: { id: 1 } }).success).toBe(false);
    expect(call.body.safeParse({ ...body, user_id: -1 }).success).toBe(false);
  });

  it.each(spec.invalidBodies ?? [])('refuses a body with %s', (_label, body) => {
    expect(call.body.safeParse(body).success).toBe(false);
  });

  it('accepts its valid answer data', () => {
    const result = call.data.safeParse(spec.validData);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(spec.invalidData ?? [])('refuses answer data with %s', (_label, data) => {
    expect(call.data.safeParse(data).success).toBe(false);
  });
});

describe('field names and answer shapes', () => {
  it('login type 1 and 2 carry the spec field names; SMS login carries the phone in account', () => {
    expect(calls.login.body.parse({ type: 1, account: ' demo ', password: 'p' })).toEqual({
      type: 1,
      account: 'demo',
      password: 'p',
    });
    expect(calls.login.body.parse({ type: 2, account: ' 13800000001 ', code: '123456' })).toEqual({
      type: 2,
      account: '13800000001',
      code: '123456',
    });
  });

  it('login failures carry the contract §5 messages', () => {
    const messages = (body: unknown) =>
      calls.login.body.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ type: 1, account: '', password: '' })).toEqual(['请输入账号', '请输入密码']);
    expect(messages({ type: 2, account: '', code: '' })).toEqual(['请输入手机号', '请输入验证码']);
    expect(messages({ type: 2, account: '123', code: '123456' })).toEqual(['手机号输入有误']);
    expect(messages({ type: 9 })).toEqual(['登录方式有误']);
  });

  it('dx_send failures carry the contract §5 messages', () => {
    const messages = (body: unknown) =>
      calls.dx_send.body.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ type: 2, phone: '' })).toEqual(['请输入手机号']);
    expect(messages({ type: 2, phone: '1380000000' })).toEqual(['手机号输入有误']);
  });

  it('list calls default to the spec page sizes', () => {
    expect(calls.get_information.body.parse({})).toEqual({ page: 1, pageSize: 10, type: -1 });
    expect(calls.bulletin_list.body.parse({})).toEqual({ page: 1, pageSize: 10, level: -1 });
    expect(calls.service_manage.body.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(calls.fwystem.body.parse({})).toEqual({ page: 1, pageSize: 999 });
    expect(calls.expert_manage_list.body.parse({})).toEqual({ page: 1, pageSize: 4 });
    expect(calls.talent_manage_list.body.parse({})).toEqual({ page: 1, pageSize: 4 });
  });

  it('strips keys an answer should not carry', () => {
    const parsed = calls.user_detail.data.parse({
      ...userInfo,
      password_hash: 'x',
      qyedit: { ...userInfo.qyedit, secret: 1 },
    });
    expect(parsed).toEqual(userInfo);
    expect(Object.keys(parsed)).toEqual([
      'id',
      'user_id',
      'nickname',
      'username',
      'email',
      'mobile',
      'avatar_id',
      'notice_time',
      'qyedit',
      'qiyeauthentication',
      'enterprise',
      'roles',
    ]);
  });

  it('upper-cases a credit code', () => {
    expect(
      calls.bind_info.body.parse({
        username: 'phone_member',
        enterprise_name: '腾讯',
        credit_code: '91440300708461136t',
      }).credit_code,
    ).toBe('91440300708461136T');
  });

  it('every answer object schema strips unknown keys (z.object, not passthrough or strict)', () => {
    const objects: z.ZodObject[] = [];
    const visit = (schema: z.core.$ZodType): void => {
      if (schema instanceof z.ZodObject) {
        objects.push(schema);
        for (const field of Object.values(schema.shape)) visit(field as z.core.$ZodType);
      } else if (schema instanceof z.ZodArray) visit(schema.element);
      else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
        visit(schema.unwrap());
      else if (schema instanceof z.ZodUnion) for (const option of schema.options) visit(option);
    };
    for (const call of Object.values(calls)) visit(call.data);
    expect(objects.length).toBeGreaterThan(15);
    for (const object of objects) expect(object.def.catchall).toBeUndefined();
  });

  it('types bodies and answers from the schemas', () => {
    expectTypeOf<CallBody<typeof calls.get_policynew>>().toEqualTypeOf<{
      level: 18 | 19 | 20 | 21;
      user_id?: string | number | undefined;
    }>();
    expectTypeOf<CallData<typeof calls.checkStatus>>().toEqualTypeOf<{
      status: 0 | 1 | 2;
      user_id?: number | undefined;
      token?: string | undefined;
    }>();
    expectTypeOf<
      CallData<typeof calls.get_policynew>[number]['list'][number]['total_money']
    >().toEqualTypeOf<number>();
    expectTypeOf<CallBody<typeof calls.login>>().toExtend<{ type: 1 | 2; account: string }>();
  });
});
