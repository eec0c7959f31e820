/** The platform has no WeChat app (yet): said as a member understands it. */
export const WECHAT_UNAVAILABLE = '微信绑定暂未开放，您可继续使用手机号、邮箱或账号密码登录。';

// What the WeChat callback's ?reason= means (modules/account wechat-binding.ts BindFailure).
export const WECHAT_BIND_FAILURES: Readonly<Record<string, string>> = {
  unconfigured: WECHAT_UNAVAILABLE,
  expired: '授权已过期或已使用，请重新绑定',
  session: '请在发起绑定的浏览器中登录后重新绑定',
  denied: '您取消了微信授权',
  provider: '微信授权失败，请稍后再试',
  taken: '该微信已绑定其他账号，请先在该账号解除绑定',
};

export const WECHAT_BIND_UNKNOWN_FAILURE = '绑定微信失败，请重新绑定';
