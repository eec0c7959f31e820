// What each call of the `person` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const personCallDocs: {
  readonly [Name in keyof (typeof callDomains)['person']]: CallDoc;
} = {
  user_detail: {
    description: '当前登录用户的信息：昵称、联系方式与企业认证情况。需要登录；未登录答 401。',
    exampleBody: {},
  },
  edit_notice_time: {
    description: '续费预警“今日不再提醒”：把提醒时间设为今天结束。需要登录。',
    exampleBody: {},
  },
  bind_info: {
    description:
      '补全账号信息（短信登录新建的账号）：用户名、企业名称与统一社会信用代码。需要登录。',
    exampleBody: {
      username: 'new_member',
      enterprise_name: '示例科技有限公司',
      credit_code: '91330100MA27XL0E4N',
    },
  },
};
