// Binding WeChat to the member (/wechat) through the OAuth provider: wechat_bind_start stores a
// state (hashed, 10 minutes, single use) and answers the provider's authorize URL; the callback
// checks the state, exchanges the code and binds the openid; wechat_unbind removes it while
// another way to log in remains.
import { createHash, randomBytes } from 'node:crypto';
import type { WechatStatus } from '@qyfw/portal-sdk/schemas';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oauthStates, users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { uniqueViolation } from '../auth/accounts.js';
import { epochSeconds } from '../shared/dates.js';
import { loadMember } from './member.js';
import type { OAuthProvider } from './oauth/provider.js';
import { beijingTime, recordSecurityEvent } from './security-notice.js';

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const WECHAT_CALLBACK_PATH = '/api/oauth/wechat/callback';
/** Said to the member (the page hides 绑定微信 then; this answers a call made anyway). */
export const NOT_CONFIGURED = '微信绑定暂未开放';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export async function wechatStatus(
  db: Db,
  provider: OAuthProvider | undefined,
  userId: number,
): Promise<WechatStatus> {
  const user = await loadMember(db, userId);
  return {
    configured: provider !== undefined,
    bound: user.wechatOpenid !== null,
    nickname: user.wechatOpenid !== null ? user.wechatNickname : null,
    bound_at: user.wechatBoundAt ? epochSeconds(user.wechatBoundAt) : null,
  };
}

/** `origin` is where the provider sends the browser back (the site's public origin). */
export async function startWechatBind(
  db: Db,
  provider: OAuthProvider | undefined,
  userId: number,
  origin: string,
  now: Date,
): Promise<{ url: string }> {
  if (!provider) throw ApiError.badRequest(NOT_CONFIGURED);
  const user = await loadMember(db, userId);
  if (user.wechatOpenid !== null) throw ApiError.badRequest('已绑定微信，如需更换请先解除绑定');
  const state = randomBytes(24).toString('base64url');
  await db.insert(oauthStates).values({
    userId,
    provider: provider.name,
    stateHash: sha256(state),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return { url: provider.authorizeUrl(state, `${origin}${WECHAT_CALLBACK_PATH}`) };
}

/** Why a callback did not bind; the page (/wechat?result=error&reason=…) says it in Chinese. */
export type BindFailure = 'unconfigured' | 'expired' | 'session' | 'denied' | 'provider' | 'taken';

export interface CallbackInput {
  readonly code: string | undefined;
  readonly state: string | undefined;
  /** The member logged in in the browser that came back (its token cookie), if any. */
  readonly browserUserId: number | undefined;
}

/**
 * The provider's redirect. The state must be a live one of this provider, started by the member
 * logged in in this browser (so a link crafted from someone else's authorization cannot bind
 * their WeChat to another account); it is used up whatever happens next.
 */
export async function finishWechatBind(
  db: Db,
  provider: OAuthProvider | undefined,
  input: CallbackInput,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: BindFailure }> {
  if (!provider) return { ok: false, reason: 'unconfigured' };
  if (!input.state || input.state.length > 128) return { ok: false, reason: 'expired' };
  const [state] = await db
    .select()
    .from(oauthStates)
    .where(
      and(eq(oauthStates.stateHash, sha256(input.state)), eq(oauthStates.provider, provider.name)),
    )
    .limit(1);
  if (!state || state.usedAt !== null || state.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: 'expired' };
  if (input.browserUserId !== state.userId) return { ok: false, reason: 'session' };
  const used = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(eq(oauthStates.id, state.id), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)),
    )
    .returning({ id: oauthStates.id });
  if (used.length !== 1) return { ok: false, reason: 'expired' };
  // The member declined on the phone: WeChat comes back without a code.
  if (!input.code || input.code.length > 512) return { ok: false, reason: 'denied' };

  let identity;
  try {
    identity = await provider.exchange(input.code);
  } catch {
    return { ok: false, reason: 'provider' };
  }
  try {
    return await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.wechatOpenid, identity.subject))
        .limit(1);
      if (owner && owner.id !== state.userId) return { ok: false, reason: 'taken' } as const;
      await tx
        .update(users)
        .set({
          wechatOpenid: identity.subject,
          wechatNickname: identity.nickname,
          wechatBoundAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, state.userId));
      await recordSecurityEvent(
        tx,
        {
          userId: state.userId,
          title: '已绑定微信',
          body: `您的账号于${beijingTime(now)}绑定了微信${identity.nickname ? `“${identity.nickname}”` : ''}。`,
          link: '/wechat',
        },
        now,
      );
      return { ok: true } as const;
    });
  } catch (error) {
    // Another member bound the same WeChat between the check and the update.
    if (uniqueViolation(error) !== undefined) return { ok: false, reason: 'taken' };
    throw error;
  }
}

export async function unbindWechat(db: Db, userId: number, now: Date): Promise<void> {
  const user = await loadMember(db, userId);
  if (user.wechatOpenid === null) throw ApiError.badRequest('尚未绑定微信');
  // WeChat is not a way to log in yet, but the rule stands for when it is: never strand a member.
  if (user.passwordHash === null && user.mobile === null)
    throw ApiError.badRequest('解除绑定后将无法登录，请先设置登录密码或绑定手机号');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ wechatOpenid: null, wechatNickname: null, wechatBoundAt: null, updatedAt: now })
      .where(eq(users.id, userId));
    await recordSecurityEvent(
      tx,
      {
        userId,
        title: '已解除微信绑定',
        body: `您的账号于${beijingTime(now)}解除了微信绑定。`,
        link: '/wechat',
      },
      now,
    );
  });
}
