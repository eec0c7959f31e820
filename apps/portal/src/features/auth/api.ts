// The account calls of the login dialog and the account pages, over the one SDK client. Each
// returns what the page needs next; failures arrive as the SDK's catalogue errors. The forms'
// submits (login, register, forget_reset) are not here: FormFrame makes their calls.
import { SMS_TYPE_LOGIN } from '@qyfw/portal-sdk/constants';
import * as authCalls from '@qyfw/portal-sdk/calls/auth';
import type { QrInfo, QrLogin, QrStatus } from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** dx_send: a login code, also the code that confirms a phone at registration. */
export async function sendSmsCode(phone: string): Promise<void> {
  await sdk.call(authCalls.dx_send, { type: SMS_TYPE_LOGIN, phone });
}

export function fetchLoginQr(): Promise<QrLogin> {
  return sdk.call(authCalls.web_login);
}

/** The dialog's poll: the sign with the poll key that only this page holds. */
export function checkLoginQr(qr: Pick<QrLogin, 'sign' | 'poll_key'>): Promise<QrStatus> {
  return sdk.call(authCalls.checkStatus, { sign: qr.sign, poll_key: qr.poll_key });
}

/** The dialog gives its QR up (closed, switched to account mode, replaced). */
export async function cancelLoginQr(qr: Pick<QrLogin, 'sign' | 'poll_key'>): Promise<void> {
  await sdk.call(authCalls.qr_cancel, { sign: qr.sign, poll_key: qr.poll_key });
}

/**
 * Which computer asks to log in with the scanned sign (phone, logged in). Read once per sign: the
 * answer does not change, and after the member's answer the server refuses it.
 */
export function qrLoginInfoQueryOptions(sign: string) {
  return queryOptions({
    queryKey: ['qr_info', sign],
    queryFn: (): Promise<QrInfo> => sdk.call(authCalls.qr_info, { sign }),
    staleTime: Infinity,
    // An expired sign stays expired; a network failure is offered as 重试 on the page.
    retry: false,
  });
}

export async function confirmQrLogin(sign: string): Promise<void> {
  await sdk.call(authCalls.qr_confirm, { sign });
}

export async function refuseQrLogin(sign: string): Promise<void> {
  await sdk.call(authCalls.qr_refuse, { sign });
}

export type ResetChannel = 'mobile' | 'email';

export async function sendResetCode(account: string, channel: ResetChannel): Promise<void> {
  await sdk.call(authCalls.forget_send, { account, channel });
}
