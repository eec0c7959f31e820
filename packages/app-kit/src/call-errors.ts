import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { isPortalError, type PortalError } from '@qyfw/portal-sdk';

/**
 * Kinds the client's global handler does not toast: the caller knows best how to show them
 * (a form shows the server's "wrong password" beside its fields), and 401/402 have their own flows.
 */
const LEFT_TO_CALLER: ReadonlySet<PortalError['kind']> = new Set([
  'business',
  'request',
  'unauthorized',
  'session-expired',
]);

/** Whether the global handler of lib/sdk.ts shows this failure itself. */
export function isToastedGlobally(error: PortalError): boolean {
  return !LEFT_TO_CALLER.has(error.kind);
}

/**
 * What a form should show for a failed call: the server's msg for a refused request (contract §8: login
 * and send-code failures show it); undefined when the global handler already said it (network,
 * HTTP status) or when a session flow took over (401, 402).
 */
export function failureMessage(error: unknown): string | undefined {
  if (!isPortalError(error)) return MESSAGES.unknown;
  return error.kind === 'business' || error.kind === 'request' ? error.message : undefined;
}

/**
 * What a dialog that made a change shows when the server refused it: the server's own words
 * for a refusal with a message — a business code, or an HTTP 4xx with the envelope (a stale
 * version's 409, a 400 for a step the record no longer allows) — else as failureMessage. A
 * reviewer must read why, in the dialog, not "操作失败".
 */
export function refusalMessage(error: unknown): string | undefined {
  if (
    isPortalError(error) &&
    // A 404 with the envelope is a refusal too: the record was deleted meanwhile (该文章不存在).
    (error.kind === 'http' || error.kind === 'not-found') &&
    error.code !== undefined &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500
  ) {
    return error.message;
  }
  return failureMessage(error);
}

/**
 * As failureMessage, shown as a toast (for actions without a place of their own, like send-code).
 * The app's toast comes in as a parameter: the kit draws none of its own.
 */
export function showCallFailure(error: unknown, toastError: (text: string) => unknown): void {
  const text = failureMessage(error);
  if (text) void toastError(text);
}
