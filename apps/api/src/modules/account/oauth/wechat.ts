// WeChat Open Platform, website app (网站应用微信登录): the member scans a QR on
// open.weixin.qq.com/connect/qrconnect; WeChat redirects back with a code, which
// sns/oauth2/access_token exchanges for an access token and the openid (and unionid); sns/userinfo
// tells the nickname. WECHAT_BASE_URL points both hosts at a stand-in for tests and demos.
import { z } from 'zod';
import { OAuthError } from './provider.js';
import type { OAuthIdentity, OAuthProvider } from './provider.js';

export interface WechatApp {
  readonly appId: string;
  readonly appSecret: string;
  /** Replaces https://open.weixin.qq.com and https://api.weixin.qq.com when set. */
  readonly baseUrl: string | undefined;
}

/** A provider that does not answer in time is treated as refusing: the member tries again. */
const TIMEOUT_MS = 8000;

const errorSchema = z.object({ errcode: z.number(), errmsg: z.string().optional() });
const tokenSchema = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1).max(128),
  unionid: z.string().min(1).max(128).optional(),
});
const userInfoSchema = z.object({ nickname: z.string().max(100).optional() });

async function getJson(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new OAuthError(`微信接口无法访问：${(error as Error).message}`);
  }
  if (!response.ok) throw new OAuthError(`微信接口答 HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  const failure = errorSchema.safeParse(body);
  // WeChat answers failures with HTTP 200 and errcode (0 would be success, never sent with data).
  if (failure.success && failure.data.errcode !== 0)
    throw new OAuthError(`微信接口拒绝：${failure.data.errcode} ${failure.data.errmsg ?? ''}`);
  return body;
}

export function wechatProvider(app: WechatApp): OAuthProvider {
  const openBase = app.baseUrl ?? 'https://open.weixin.qq.com';
  const apiBase = app.baseUrl ?? 'https://api.weixin.qq.com';
  return {
    name: 'wechat',
    authorizeUrl(state, redirectUri) {
      const url = new URL('/connect/qrconnect', openBase);
      url.search = new URLSearchParams({
        appid: app.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      }).toString();
      return `${url.toString()}#wechat_redirect`;
    },
    async exchange(code): Promise<OAuthIdentity> {
      const tokenUrl = new URL('/sns/oauth2/access_token', apiBase);
      tokenUrl.search = new URLSearchParams({
        appid: app.appId,
        secret: app.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = tokenSchema.safeParse(await getJson(tokenUrl));
      if (!token.success) throw new OAuthError('微信接口的令牌应答不完整');

      const infoUrl = new URL('/sns/userinfo', apiBase);
      infoUrl.search = new URLSearchParams({
        access_token: token.data.access_token,
        openid: token.data.openid,
      }).toString();
      // The nickname is a courtesy: a failing userinfo still binds the openid.
      const info = userInfoSchema.safeParse(await getJson(infoUrl).catch(() => undefined));
      return {
        subject: token.data.openid,
        unionId: token.data.unionid ?? null,
        nickname: (info.success && info.data.nickname?.trim()) || null,
      };
    },
  };
}
