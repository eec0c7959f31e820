// Registry cases of 内容发布 (test/calls.test.ts): the operators' content and site-settings calls,
// and the portal's 最新动态 list and article they publish to.
import type { CallCase } from './call-case.js';

const operator = { roles: ['operator'] } as const;
const stamp = 1_772_416_800;

const news = {
  kind: 'news',
  id: 12,
  state: 'draft',
  title: '西湖区召开专精特新企业培育工作现场会',
  content: '<p>近日，西湖区召开<strong>专精特新</strong>企业培育工作现场会。</p>',
  published_at: null,
  updated_at: stamp,
  createtime: stamp,
  summary: '现场会介绍了培育政策与申报安排。',
  source: '企业服务中心',
  image: '/api/static/uploads/21',
};

const bulletin = {
  kind: 'bulletin',
  id: 5,
  state: 'published',
  title: '关于开展2026年度高新技术企业认定申报工作的通知',
  content: '<p>各有关企业：</p>',
  published_at: stamp,
  updated_at: stamp,
  createtime: stamp,
  type: 2,
  level: 21,
  issuing_unit: '西湖区科技局',
  deadline: '2026-06-30',
  policy: { id: 4, title: '西湖区高新技术企业培育办法' },
  call: null,
};

const item = {
  id: 12,
  kind: 'news',
  state: 'draft',
  title: '西湖区召开专精特新企业培育工作现场会',
  category: '企业服务中心',
  published_at: null,
  updated_at: stamp,
  createtime: stamp,
};

const settings = {
  carousel: [{ image: '/api/static/uploads/21', link: '/policyData' }],
  service_hotline: '400-826-3366',
  address: '浙江省杭州市西湖区文三路478号华星时代广场A座12层',
  business_contact: '0571-8816 2299（周一至周五 9:00-17:30）',
  phone: '0571-8816 2288',
  service_qr_image: '/api/static/kf-qrcode.svg',
  icp_record: '浙ICP备20231688号-1',
  copyright: 'Copyright © 2026 杭州企服数字科技有限公司 版权所有',
  extra_enterprise_count: 1260,
};

const trend = {
  id: 3,
  title: '西湖区启动2026年中小企业服务月活动',
  source: '企业服务中心',
  createtime: stamp,
  image: '/api/static/generated/news-0123456789abcdef.svg',
  summary: '服务月活动将持续一个月。',
};

const target = { kind: 'news', id: 12, updated_at: stamp };

export const contentCases = {
  admin_content_list: {
    method: 'POST',
    path: '/api/console/content/list',
    family: 'standard',
    auth: operator,
    validBodies: [
      { kind: 'news' },
      { kind: 'bulletin', page: 2, pageSize: 50, state: 'published', keyword: '高新' },
    ],
    invalidBodies: [
      ['no kind', {}],
      ['an unknown kind', { kind: 'policy' }],
      ['an unknown state', { kind: 'news', state: 'archived' }],
      ['a keyword of 65 characters', { kind: 'news', keyword: '字'.repeat(65) }],
    ],
    validData: { list: [item], total: 1, page: 1, pageSize: 20 },
    invalidData: [
      [
        'a kind it does not know',
        { list: [{ ...item, kind: 'policy' }], total: 1, page: 1, pageSize: 20 },
      ],
      [
        'updated_at missing',
        { list: [{ ...item, updated_at: undefined }], total: 1, page: 1, pageSize: 20 },
      ],
    ],
  },
  admin_content_detail: {
    method: 'POST',
    path: '/api/console/content/detail',
    family: 'standard',
    auth: operator,
    validBodies: [{ kind: 'knowledge', id: 3 }],
    invalidBodies: [
      ['no id', { kind: 'news' }],
      ['no kind', { id: 3 }],
    ],
    validData: news,
    invalidData: [
      ['a news item with a bulletin field only', { ...bulletin, kind: 'news' }],
      ['a state it does not know', { ...news, state: 'archived' }],
    ],
  },
  admin_content_save: {
    method: 'POST',
    path: '/api/console/content/save',
    family: 'standard',
    auth: operator,
    validBodies: [
      { kind: 'news', title: '园区动态', content: '<p>正文</p>' },
      {
        kind: 'knowledge',
        id: 3,
        updated_at: stamp,
        title: '高企认定问答',
        content: '<p>答：……</p>',
        knowledge_kind: 'qa',
        policy_ids: [1, 2],
      },
      { kind: 'information', title: '资讯', content: '<p>正文</p>', type: 1, call_id: 9 },
      {
        kind: 'bulletin',
        title: '申报通知',
        content: '<p>正文</p>',
        type: 2,
        level: 21,
        deadline: '2026-06-30',
        policy_id: 4,
      },
    ],
    invalidBodies: [
      ['no kind', { title: '标题', content: '<p>正文</p>' }],
      ['an empty title', { kind: 'news', title: '  ', content: '<p>正文</p>' }],
      ['no body', { kind: 'news', title: '标题' }],
      ['a title of 201 characters', { kind: 'news', title: '字'.repeat(201), content: 'x' }],
      [
        'an image on another site',
        { kind: 'news', title: '标题', content: 'x', image: 'https://evil.example/a.png' },
      ],
      ['a knowledge item without its kind', { kind: 'knowledge', title: '标题', content: 'x' }],
      ['an information type 4', { kind: 'information', title: '标题', content: 'x', type: 4 }],
      [
        'a bulletin level 17',
        { kind: 'bulletin', title: '标题', content: 'x', type: 1, level: 17 },
      ],
      [
        'a deadline that does not exist',
        {
          kind: 'bulletin',
          title: '标题',
          content: 'x',
          type: 2,
          level: 21,
          deadline: '2026-02-30',
        },
      ],
    ],
    validData: bulletin,
    invalidData: [
      ['a bulletin with a deadline that is not a day', { ...bulletin, deadline: '明天' }],
    ],
  },
  admin_content_publish: {
    method: 'POST',
    path: '/api/console/content/publish',
    family: 'standard',
    auth: operator,
    validBodies: [target],
    invalidBodies: [
      ['no updated_at', { kind: 'news', id: 12 }],
      ['updated_at as a string', { ...target, updated_at: '2026-03-02' }],
    ],
    validData: { ...news, state: 'published', published_at: stamp },
  },
  admin_content_withdraw: {
    method: 'POST',
    path: '/api/console/content/withdraw',
    family: 'standard',
    auth: operator,
    validBodies: [{ ...target, kind: 'bulletin' }],
    invalidBodies: [['no id', { kind: 'news', updated_at: stamp }]],
    validData: news,
  },
  admin_content_delete: {
    method: 'POST',
    path: '/api/console/content/delete',
    family: 'standard',
    auth: operator,
    validBodies: [{ ...target, kind: 'information' }],
    invalidBodies: [['an unknown kind', { ...target, kind: 'site' }]],
    validData: { id: 12 },
    invalidData: [['no id', {}]],
  },
  admin_site_config: {
    method: 'POST',
    path: '/api/console/content/site_config',
    family: 'standard',
    auth: operator,
    validBodies: [{}],
    validData: { ...settings, updated_at: stamp },
    invalidData: [
      ['a negative count', { ...settings, updated_at: stamp, extra_enterprise_count: -1 }],
    ],
  },
  admin_site_config_save: {
    method: 'POST',
    path: '/api/console/content/site_config_save',
    family: 'standard',
    auth: operator,
    validBodies: [
      { ...settings, updated_at: stamp },
      { ...settings, updated_at: stamp, service_hotline: '13812345678', phone: '12345' },
    ],
    invalidBodies: [
      ['no updated_at', settings],
      [
        'a hotline with letters',
        { ...settings, updated_at: stamp, service_hotline: '400-CALL-NOW' },
      ],
      ['a hotline too short', { ...settings, updated_at: stamp, service_hotline: '1234' }],
      ['no carousel', { ...settings, updated_at: stamp, carousel: [] }],
      [
        'a banner linking to another site',
        {
          ...settings,
          updated_at: stamp,
          carousel: [{ image: '/api/static/uploads/1', link: '//evil.example' }],
        },
      ],
      [
        'an ICP number without 号',
        { ...settings, updated_at: stamp, icp_record: '浙ICP备20231688' },
      ],
      [
        'a count above a million',
        { ...settings, updated_at: stamp, extra_enterprise_count: 1_000_001 },
      ],
    ],
    validData: { ...settings, updated_at: stamp },
  },
  trends_list: {
    method: 'POST',
    path: '/api/demo/trends_list',
    family: 'standard',
    auth: 'public',
    validBodies: [{}, { page: 3, pageSize: 20 }],
    invalidBodies: [['page 0', { page: 0 }]],
    validData: { list: [trend], total: 1, page: 1, pageSize: 10 },
    invalidData: [
      [
        'image missing',
        { list: [{ ...trend, image: undefined }], total: 1, page: 1, pageSize: 10 },
      ],
    ],
  },
  trends_detail: {
    method: 'POST',
    path: '/api/demo/trends_detail',
    family: 'standard',
    auth: 'public',
    validBodies: [{ id: 3 }],
    invalidBodies: [['no id', {}]],
    validData: { ...trend, content: '<p><strong>服务月</strong>启动。</p>' },
    invalidData: [['content missing', trend]],
  },
} satisfies Record<string, CallCase>;
