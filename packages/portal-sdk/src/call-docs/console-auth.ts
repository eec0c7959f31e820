// What each console sign-in call is for, with an example body (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type ConsoleAuthCallName = keyof (typeof callDomains)['console-auth'];

export const consoleAuthCallDocs: { readonly [Name in ConsoleAuthCallName]: CallDoc } = {
  admin_sign_in: {
    description:
      '工作人员（平台运营、办理人员、系统管理员）登录管理后台。密码正确时：已绑定动态验证码的账号答 step=code（再带 code 调用一次），首次登录答 step=enrol（二维码与密钥，随后调用 admin_totp_enrol），带正确 code 答 step=signed_in 与 token。错误的密码和动态验证码计入同一登录限制；已用过的验证码拒绝；会员账号答“该账号不是工作人员账号”。会话最长8小时，闲置30分钟结束。',
    exampleBody: { account: 'demo_operator', password: 'Demo@2026', code: '123456' },
  },
  admin_totp_enrol: {
    description:
      '首次登录绑定动态验证码：带 admin_sign_in 给出的 enrol_token 和验证器显示的6位码；正确时答 token 与10个恢复码（只显示这一次，服务器只存其摘要）。',
    exampleBody: { enrol_token: 'enrol-token', code: '123456' },
  },
  admin_me: {
    description:
      '当前登录管理后台的工作人员：姓名、角色、所属单位、会话最晚结束时间。仅限管理后台会话。',
    exampleBody: {},
  },
  admin_sign_out: {
    description: '退出管理后台：结束当前会话。',
    exampleBody: {},
  },
};
