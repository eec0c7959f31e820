// An OAuth 2.0 authorization-code provider as the account module uses it to bind a third-party
// identity (WeChat today). The browser goes to `authorizeUrl`; the provider sends it back to our
// callback with `code` and our `state`; `exchange` turns the code into the member's identity there.

/** Who the member is at the provider. */
export interface OAuthIdentity {
  /** The provider's id of the member for our app (WeChat: openid). */
  readonly subject: string;
  /** The id across the provider's apps of one owner, when it gives one (WeChat: unionid). */
  readonly unionId: string | null;
  /** The name shown there, when it tells (WeChat: nickname). */
  readonly nickname: string | null;
}

export interface OAuthProvider {
  /** Stored with each state (oauth_states.provider). */
  readonly name: string;
  /** Where to send the browser; `redirectUri` is our callback, `state` comes back with it. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The authorization code → the identity; throws OAuthError when the provider refuses. */
  exchange(code: string): Promise<OAuthIdentity>;
}

/** The provider refused, answered nonsense or could not be reached. */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
}
