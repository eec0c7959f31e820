// The account calls of the login dialog and the account pages, over the one SDK client. Each
// returns what the page needs next; failures arrive as the SDK's catalogue errors.
import { LOGIN_TYPES, SMS_TYPE_LOGIN } from '@qyfw/portal-sdk/constants';
import {
  calls,
  type QrInfo,
  type QrLogin,
  type QrStatus,
  type Session,
} from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

export function loginWithPassword(account: string, password: string): Promise<Session> {
  return sdk.call(calls.login, { type: LOGIN_TYPES.account, account, password });
}

/** The spec names the login fields account and code; an SMS login sends the phone as account. */
export function loginWithSmsCode(phone: string, code: string): Promise<Session> {
  return sdk.call(calls.login, { type: LOGIN_TYPES.sms, account: phone, code });
}

/** dx_send: a login code, also the code that confirms a phone at registration. */
export async function sendSmsCode(phone: string): Promise<void> {
  await sdk.call(calls.dx_send, { type: SMS_TYPE_LOGIN, phone });
}

export function fetchLoginQr(): Promise<QrLogin> {
  return sdk.call(calls.web_login);
}

/** The dialog's poll: the sign with the poll key that only this page holds. */
export function checkLoginQr(qr: Pick<QrLogin, 'sign' | 'poll_key'>): Promise<QrStatus> {
  return sdk.call(calls.checkStatus, { sign: qr.sign, poll_key: qr.poll_key });
}

/** The dialog gives its QR up (closed, switched to account mode, replaced). */
export async function cancelLoginQr(qr: Pick<QrLogin, 'sign' | 'poll_key'>): Promise<void> {
  await sdk.call(calls.qr_cancel, { sign: qr.sign, poll_key: qr.poll_key });
}

/**
 * Which computer asks to log in with the scanned sign (phone, logged in). Read once per sign: the
 * answer does not change, and after the member's answer the server refuses it.
 */
export function qrLoginInfoQueryOptions(sign: string) {
  return queryOptions({
    queryKey: ['qr_info', sign],
    queryFn: (): Promise<QrInfo> => sdk.call(calls.qr_info, { sign }),
    staleTime: Infinity,
    // An expired sign stays expired; a network failure is offered as 重试 on the page.
    retry: false,
  });
}

export async function confirmQrLogin(sign: string): Promise<void> {
  await sdk.call(calls.qr_confirm, { sign });
}

export async function refuseQrLogin(sign: string): Promise<void> {
  await sdk.call(calls.qr_refuse, { sign });
}

export interface Registration {
  username: string;
  password: string;
  phone: string;
  code: string;
}

export function registerAccount(registration: Registration): Promise<Session> {
  return sdk.call(calls.register, registration);
}

export type ResetChannel = 'mobile' | 'email';

export async function sendResetCode(account: string, channel: ResetChannel): Promise<void> {
  await sdk.call(calls.forget_send, { account, channel });
}

export interface PasswordReset {
  account: string;
  channel: ResetChannel;
  code: string;
  password: string;
}

export async function resetPassword(reset: PasswordReset): Promise<void> {
  await sdk.call(calls.forget_reset, reset);
}
