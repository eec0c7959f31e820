// What each call of the `auth` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const authCallDocs: {
  readonly [Name in keyof (typeof callDomains)['auth']]: CallDoc;
} = {
  web_login: {
    description:
      '开始扫码登录：返回二维码图片（data: URL）、`sign` 与只交给本浏览器的 `poll_key`。之后每秒用 checkStatus 查询状态；二维码 120 秒后过期。登录类接口：成功 code 1，失败 code 0。',
    exampleBody: {},
  },
  checkStatus: {
    description:
      '查询扫码登录的状态：0 等待扫码、1 已确认（同时返回 user_id 与 token）、2 已过期或不存在。须带 web_login 给出的 `poll_key`，否则与未知的 sign 一样答 2。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl', poll_key: 'cG9sbC1rZXktZXhhbXBsZQ' },
  },
  login: {
    description:
      '登录：`type` 1 用账号（用户名、手机号或邮箱）和密码，2 用手机号（放在 `account`）和短信验证码。成功 code 1 并返回用户信息与 token；失败 code 0，msg 说明原因（账号或密码错误；同一地址多次输错后需等待若干分钟）。',
    exampleBody: { type: 1, account: 'demo_enterprise', password: 'Demo@2026' },
  },
  dx_send: {
    description:
      '向手机号发送短信验证码（登录或注册用），同一号码 60 秒内只能发送一次（页面倒数 59 秒）。成功 code 1，失败 code 0。',
    exampleBody: { type: 2, phone: '13800000001' },
  },
  logout: {
    description: '退出登录：当前 token 立即失效。需要登录。',
    exampleBody: {},
  },
  qr_confirm: {
    description:
      '手机端（已登录）确认电脑端的扫码登录请求；电脑端随后在 checkStatus 中得到 token。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl' },
  },
  qr_cancel: {
    description: '电脑端作废自己申请的二维码（关闭登录框时），须带 web_login 给出的 `poll_key`。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl', poll_key: 'cG9sbC1rZXktZXhhbXBsZQ' },
  },
  qr_refuse: {
    description: '手机端（已登录）拒绝电脑端的扫码登录请求，二维码随即作废。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl' },
  },
  qr_info: {
    description: '手机端（已登录）在确认前查看是哪台电脑在请求登录：浏览器、大致位置与请求时间。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl' },
  },
  register: {
    description: '用手机号和短信验证码注册账号，成功后直接登录（返回用户信息与 token）。',
    exampleBody: {
      username: 'new_member',
      password: 'Passw0rd2026',
      phone: '13800000009',
      code: '123456',
    },
  },
  forget_send: {
    description: '找回密码第一步：向账号绑定的手机号或邮箱发送验证码。',
    exampleBody: { account: 'demo_enterprise', channel: 'mobile' },
  },
  forget_reset: {
    description:
      '找回密码第二步：校验验证码并设置新密码；成功后该账号的全部会话失效，日历订阅地址随即停用。',
    exampleBody: {
      account: 'demo_enterprise',
      channel: 'mobile',
      code: '123456',
      password: 'Passw0rd2026',
    },
  },
};
