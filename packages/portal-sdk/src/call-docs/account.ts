// What each call of the `account` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const accountCallDocs: {
  readonly [Name in keyof (typeof callDomains)['account']]: CallDoc;
} = {
  profile_update: {
    description:
      '修改本人基本信息：昵称（不超过20个字符，空串清除）、头像（本人上传的头像文件 id，null 移除），用户名仅在尚未设置时可设置一次（规则同 `bind_info`）。只改所带的字段。需要登录。',
    exampleBody: { nickname: '小王', avatar_upload_id: 1 },
  },
  security_overview: {
    description:
      '账号安全概况：是否已设置登录密码（短信注册的账号没有密码，用手机验证码设置）、上次修改密码的时间、是否已绑定微信、日历订阅地址的生成时间（无则为 null；修改或找回密码后随即停用）。需要登录。',
    exampleBody: {},
  },
  password_change: {
    description:
      '修改登录密码：须当前密码（连续输错将需等待）；从未设置密码的账号改用 `reauth_send`（purpose password）发到本人手机的验证码。新密码规则同注册。成功后本人的其它会话全部失效（当前会话保留），日历订阅地址随即停用，并通知绑定的手机与邮箱。需要登录。',
    exampleBody: { current_password: 'Demo@2026', password: 'Qyfw2026pass' },
  },
  login_history: {
    description:
      '本人的登录记录，最新在前，分页：时间、大致地点（由 IP 离线查得）、设备（浏览器与系统）、打码的 IP、登录方式，是否为当前会话、是否仍有效。需要登录。',
    exampleBody: { page: 1, pageSize: 10 },
  },
  session_end: {
    description:
      '结束本人的另一个会话（`login_history` 的 id），该设备随即需要重新登录。他人的会话答 404；当前会话请用 `logout`。需要登录。',
    exampleBody: { id: 1 },
  },
  reauth_send: {
    description:
      '修改联系方式第一步之一：向要更换的原邮箱（purpose email）或原手机（phone）发送身份验证码；purpose password 发到本人手机，供没有密码的账号设置密码。尚未绑定时答 400。频率限制同 `dx_send`（60 秒、每日、每 IP）。需要登录。',
    exampleBody: { purpose: 'phone' },
  },
  reauth: {
    description:
      '修改联系方式第一步：用当前密码或 `reauth_send` 的验证码证明身份，换取 10 分钟内有效、只能使用一次、只用于所选联系方式（email 或 phone）的凭证 `grant`。需要登录。',
    exampleBody: { purpose: 'phone', method: 'password', password: 'Demo@2026' },
  },
  contact_send_code: {
    description:
      '修改联系方式第二步：凭 `grant` 向新邮箱或新手机发送验证码。新联系方式已属于其他账号时答 400（不透露是谁）。需要登录。',
    exampleBody: { grant: 'grant-token', purpose: 'phone', phone: '13900000009' },
  },
  contact_change: {
    description:
      '修改联系方式第三步：凭 `grant` 与新联系方式收到的验证码完成更换；凭证随即作废，原联系方式收到通知，消息中心记一条账号安全消息。缺少任一步验证都不会更改。需要登录。',
    exampleBody: { grant: 'grant-token', purpose: 'phone', phone: '13900000009', code: '123456' },
  },
  wechat_status: {
    description:
      '微信绑定状态：平台是否已配置微信开放平台应用、本人是否已绑定、微信昵称与绑定时间。需要登录。',
    exampleBody: {},
  },
  wechat_bind_start: {
    description:
      '开始绑定微信：答微信开放平台网站应用的授权地址（state 10 分钟内有效、只能用一次）。授权后微信回到 `GET /api/oauth/wechat/callback`，绑定后转到 /pc/wechat?result=bound（失败为 result=error&reason=…）。平台未配置时答 400。需要登录。',
    exampleBody: {},
  },
  wechat_unbind: {
    description: '解除微信绑定；解除后须仍能用密码或手机验证码登录，否则答 400。需要登录。',
    exampleBody: {},
  },
};
