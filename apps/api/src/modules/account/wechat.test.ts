// WeChat binding against a local stand-in of WeChat Open Platform (a Fastify server on a random
// port serving /connect/qrconnect, /sns/oauth2/access_token and /sns/userinfo): the whole round
// trip, the state's checks, a WeChat another member has, unbinding, and the unconfigured platform.
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.js';
import { buildAuthKit, createMember, userRow } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { OAUTH_STATE_TTL_MS } from './wechat-binding.js';

const PASSWORD = 'Demo@2026';
const APP_ID = 'wx_test_app';
const APP_SECRET = 'test-secret';

/** The stand-in: each code names the openid it exchanges for ('code-<openid>'). */
async function startWechatStandIn(): Promise<{ server: FastifyInstance; baseUrl: string }> {
  const server = Fastify();
  server.get('/connect/qrconnect', async (request, reply) => {
    const query = request.query as Record<string, string>;
    // The member "scans" at once: straight back to our callback with a code.
    const back = new URL(query.redirect_uri!);
    back.search = new URLSearchParams({ code: 'code-scanned', state: query.state! }).toString();
    return reply.redirect(back.toString());
  });
  server.get('/sns/oauth2/access_token', async (request) => {
    const query = request.query as Record<string, string>;
    if (query.appid !== APP_ID || query.secret !== APP_SECRET)
      return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (!query.code?.startsWith('code-')) return { errcode: 40029, errmsg: 'invalid code' };
    const openid = query.code.slice('code-'.length);
    return { access_token: `at-${openid}`, openid, unionid: `u-${openid}`, expires_in: 7200 };
  });
  server.get('/sns/userinfo', async (request) => {
    const query = request.query as Record<string, string>;
    return { openid: query.openid, nickname: `微信${query.openid}` };
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, baseUrl: address };
}

let serial = 0;
const unique = () => `wx_${process.pid % 1000}_${(serial += 1)}`;

describeEachDatabase('account: WeChat binding', (db) => {
  let kit: AuthKit;
  let bare: AuthKit;
  let standIn: { server: FastifyInstance; baseUrl: string };
  beforeAll(async () => {
    standIn = await startWechatStandIn();
    kit = await buildAuthKit(db, {
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_BASE_URL: standIn.baseUrl,
      PUBLIC_ORIGIN: 'https://qyfw.example.cn',
    });
    bare = await buildAuthKit(db);
  });
  afterAll(async () => {
    await kit.app.close();
    await bare.app.close();
    await standIn.server.close();
  });

  async function member(on: AuthKit = kit) {
    const username = unique();
    const id = await createMember(on.db, { username, password: PASSWORD });
    const { token } = await on.loginWithPassword(username, PASSWORD);
    return { id, token };
  }
  const call = (name: string, token: string, on: AuthKit = kit) =>
    on.post(`/api/account/${name}`, {}, { token });

  /** bind_start → the stand-in's authorize page → our callback, as the browser follows it. */
  async function roundTrip(token: string, options: { cookie?: string; code?: string } = {}) {
    const start = await call('wechat_bind_start', token);
    const authorize = new URL(start.json().data.url as string);
    const state = authorize.searchParams.get('state')!;
    const code = options.code ?? 'code-scanned';
    const callback = await kit.get(
      `/api/oauth/wechat/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
      { headers: { cookie: options.cookie ?? `token=${encodeURIComponent(token)}` } },
    );
    return { start, authorize, state, callback };
  }

  it('binds through the provider: authorize URL, callback, status, 账号安全 message', async () => {
    const owner = await member();
    expect((await call('wechat_status', owner.token)).json().data).toEqual({
      configured: true,
      bound: false,
      nickname: null,
      bound_at: null,
    });
    const start = await call('wechat_bind_start', owner.token);
    const url = new URL(start.json().data.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.baseUrl}/connect/qrconnect`);
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: APP_ID,
      redirect_uri: 'https://qyfw.example.cn/api/oauth/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
    });

    // The stand-in's authorize page sends the browser back with a code.
    const page = await fetch(url, { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    const openid = unique();
    const callback = await kit.get(
      `/api/oauth/wechat/callback?code=code-${openid}&state=${back.searchParams.get('state')}`,
      { headers: { cookie: `other=1; token=${encodeURIComponent(owner.token)}` } },
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('https://qyfw.example.cn/pc/wechat?result=bound');
    expect(await userRow(kit.db, owner.id)).toMatchObject({
      wechatOpenid: openid,
      wechatNickname: `微信${openid}`,
    });
    expect((await call('wechat_status', owner.token)).json().data).toEqual({
      configured: true,
      bound: true,
      nickname: `微信${openid}`,
      bound_at: Math.floor(kit.clock.now().getTime() / 1000),
    });
    const [message] = await kit.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, owner.id), eq(messages.type, 'security')));
    expect(message).toMatchObject({ title: '已绑定微信', link: '/wechat' });
    const again = await call('wechat_bind_start', owner.token);
    expect(again.json()).toEqual({ code: 400, msg: '已绑定微信，如需更换请先解除绑定' });
  });

  it('uses a state once, refuses an expired one, and one from another browser session', async () => {
    const owner = await member();
    const stranger = await member();
    const location = (res: { headers: Record<string, unknown> }) => String(res.headers.location);

    const foreign = await roundTrip(owner.token, {
      cookie: `token=${stranger.token}`,
      code: `code-${unique()}`,
    });
    expect(location(foreign.callback)).toContain('result=error&reason=session');
    const noCookie = await roundTrip(owner.token, { cookie: '', code: `code-${unique()}` });
    expect(location(noCookie.callback)).toContain('reason=session');

    const first = await roundTrip(owner.token, { code: `code-${unique()}` });
    expect(location(first.callback)).toContain('result=bound');
    const replay = await kit.get(`/api/oauth/wechat/callback?code=code-x&state=${first.state}`, {
      headers: { cookie: `token=${owner.token}` },
    });
    expect(location(replay)).toContain('reason=expired');

    const other = await member();
    const start = await call('wechat_bind_start', other.token);
    const state = new URL(start.json().data.url as string).searchParams.get('state');
    kit.clock.advance(OAUTH_STATE_TTL_MS);
    const late = await kit.get(`/api/oauth/wechat/callback?code=code-${unique()}&state=${state}`, {
      headers: { cookie: `token=${other.token}` },
    });
    expect(location(late)).toContain('reason=expired');
    const made = await kit.get('/api/oauth/wechat/callback?code=code-x&state=made-up', {
      headers: { cookie: `token=${other.token}` },
    });
    expect(location(made)).toContain('reason=expired');
    expect((await userRow(kit.db, other.id)).wechatOpenid).toBeNull();
  });

  it('refuses a WeChat bound to another member, a declined authorization and a provider refusal', async () => {
    const first = await member();
    const second = await member();
    const openid = unique();
    expect(
      String((await roundTrip(first.token, { code: `code-${openid}` })).callback.headers.location),
    ).toContain('bound');
    const taken = await roundTrip(second.token, { code: `code-${openid}` });
    expect(String(taken.callback.headers.location)).toContain('reason=taken');
    const declined = await roundTrip(second.token, { code: '' });
    expect(String(declined.callback.headers.location)).toContain('reason=denied');
    const refused = await roundTrip(second.token, { code: 'bogus' });
    expect(String(refused.callback.headers.location)).toContain('reason=provider');
    expect((await userRow(kit.db, second.id)).wechatOpenid).toBeNull();
  });

  it('unbinds while another way to log in remains', async () => {
    const owner = await member();
    expect((await call('wechat_unbind', owner.token)).json()).toEqual({
      code: 400,
      msg: '尚未绑定微信',
    });
    await roundTrip(owner.token, { code: `code-${unique()}` });
    expect((await call('wechat_unbind', owner.token)).json().code).toBe(200);
    expect(await userRow(kit.db, owner.id)).toMatchObject({
      wechatOpenid: null,
      wechatBoundAt: null,
    });

    const stranded = await member();
    await roundTrip(stranded.token, { code: `code-${unique()}` });
    await kit.db.execute(
      `update users set password_hash = null, mobile = null where id = ${stranded.id}`,
    );
    const refused = await call('wechat_unbind', stranded.token);
    expect(refused.json()).toEqual({
      code: 400,
      msg: '解除绑定后将无法登录，请先设置登录密码或绑定手机号',
    });
    expect((await userRow(kit.db, stranded.id)).wechatOpenid).not.toBeNull();
  });

  it('says so when the platform has no WeChat app, and visitors get 401', async () => {
    const owner = await member(bare);
    expect((await call('wechat_status', owner.token, bare)).json().data.configured).toBe(false);
    expect((await call('wechat_bind_start', owner.token, bare)).json()).toEqual({
      code: 400,
      msg: '微信绑定暂未开放',
    });
    const callback = await bare.get('/api/oauth/wechat/callback?code=x&state=y');
    expect(callback.headers.location).toBe('/pc/wechat?result=error&reason=unconfigured');
    for (const name of ['wechat_status', 'wechat_bind_start', 'wechat_unbind'])
      expect((await kit.post(`/api/account/${name}`, {})).statusCode, name).toBe(401);
  });
});
