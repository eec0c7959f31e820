// What each call of the `site` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const siteCallDocs: {
  readonly [Name in keyof (typeof callDomains)['site']]: CallDoc;
} = {
  pcconfig: {
    description:
      '站点配置：页脚的联系电话、地址、备案号、客服二维码与首页轮播图。每个页面都会用到，可缓存。',
    exampleBody: {},
  },
  agreement: {
    description: '协议与简介的正文（HTML）：`status` 为 1 隐私政策、2 用户协议、3 公司简介。',
    exampleBody: { status: 2 },
  },
};
