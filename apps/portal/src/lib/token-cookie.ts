import { TOKEN_COOKIE_EXPIRES_DAYS } from '@qyfw/portal-sdk/constants';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;

// The cookie itself cannot be asked when it expires, so the moment is remembered beside it for
// the idle tracker. Only for tokens saved in this page: after a reload the cookie's own expiry
// (the browser drops it) is what counts.
let expiresAt: number | undefined;

/** The session token sent in the `token` header, or undefined when logged out or expired. */
export function readToken(): string | undefined {
  const token = Cookies.get(TOKEN_COOKIE);
  if (!token) return undefined;
  if (expiresAt !== undefined && Date.now() >= expiresAt) return undefined;
  return token;
}

/**
 * Secure on an https page: the browser then never sends the token over plain http (a
 * downgraded request, an http link to the same host). A page served over http (a local demo)
 * could not keep a Secure cookie at all, so there it stays as it was. The page's own scheme is
 * what the browser enforces, whatever a proxy in front says.
 */
const secure = () => window.location.protocol === 'https:';

/** Keeps the token for 0.25 day (design §2: the server's session lives as long). */
export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_COOKIE_EXPIRES_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: secure(),
  });
  expiresAt = Date.now() + TOKEN_COOKIE_EXPIRES_DAYS * DAY_MS;
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/', secure: secure() });
  expiresAt = undefined;
}
