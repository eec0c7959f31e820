// Members as the SDK's user_detail answers them, and helpers that put one in the browser the way
// a login does (token cookie + local storage), for tests that start logged in.
import { calls, type RenewalCounts, type Session, type UserInfo } from '@qyfw/portal-sdk/schemas';
import type { FakeAnswer } from './fake-api-server';
import { pointPageAt } from './point-page-at';

/** An enterprise member (authenticated enterprise 7), never snoozed. */
export const enterpriseMember: UserInfo = {
  id: 11,
  user_id: 11,
  nickname: null,
  username: 'demo_enterprise',
  email: 'demo@qyfw.example.cn',
  mobile: '13800000001',
  avatar_id: null,
  notice_time: null,
  qyedit: null,
  qiyeauthentication: { enterprise_id: 7 },
  enterprise: {
    name: '杭州云栖智造科技有限公司',
    credit_code: '91330106MA2H3Q8X5K',
    auth_state: 'approved',
  },
  roles: ['member'],
};

/** A member without an enterprise. */
export const plainMember: UserInfo = {
  ...enterpriseMember,
  id: 12,
  user_id: 12,
  username: 'demo_member',
  email: null,
  mobile: '13800000002',
  qiyeauthentication: null,
  enterprise: null,
};

/** A member who logged in by SMS with a new phone: no username, no enterprise (→ /bindInfo). */
export const phoneOnlyMember: UserInfo = {
  ...plainMember,
  id: 13,
  user_id: 13,
  username: null,
  mobile: '13800000003',
};

export const dueRenewals: RenewalCounts = {
  zzgl: 2,
  patent_num: 3,
  copyright_num: 1,
  softright_num: 4,
  brand_num: 5,
};

export const TOKEN = 'session-token-abc';

export function sessionOf(user: UserInfo, token = TOKEN): Session {
  return { ...user, token };
}

/**
 * Starts the test logged in as `user`, as a login in an earlier visit would have left it. The
 * page moves to `origin` first: the token cookie belongs to the host it is set on.
 */
export function storeSession(user: UserInfo, origin: string, token = TOKEN): void {
  pointPageAt(origin);
  localStorage.setItem('userId', String(user.user_id));
  // The user info itself is not stored: the page loads it (user_detail) into the query cache.
  document.cookie = `token=${token}; path=/`;
}

export function ok<T>(data: T): FakeAnswer {
  return { status: 200, body: { code: 200, msg: '成功', data } };
}

/** The login family answers code 1 for success, 0 with a reason for failure (design §2). */
export function loginOk<T>(data: T): FakeAnswer {
  return { status: 200, body: { code: 1, msg: '成功', data } };
}

export function loginRefused(msg: string): FakeAnswer {
  return { status: 200, body: { code: 0, msg } };
}

export const PATHS = {
  userDetail: calls.user_detail.path,
  login: calls.login.path,
  // GET: the client sends user_id in the query string.
  webLogin: `${calls.web_login.path}?user_id=`,
  checkStatus: calls.checkStatus.path,
  dxSend: calls.dx_send.path,
  logout: calls.logout.path,
  listCount: calls.list_count.path,
  editNoticeTime: calls.edit_notice_time.path,
  register: calls.register.path,
  forgetSend: calls.forget_send.path,
  forgetReset: calls.forget_reset.path,
  bindInfo: calls.bind_info.path,
  qrConfirm: calls.qr_confirm.path,
  qrCancel: calls.qr_cancel.path,
  qrRefuse: calls.qr_refuse.path,
  qrInfo: calls.qr_info.path,
  agreement: calls.agreement.path,
} as const;

/** A 1×1 PNG: what web_login's QR looks like to a test. */
export const QR_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
