import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { isPortalError, type PortalError } from '@qyfw/portal-sdk';
import { notify } from './notify';

/**
 * Kinds the client's global handler does not toast: the caller knows best how to show them
 * (a form shows the server's "wrong password"), and 401/402 have their own flows.
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
 * A form's failure message: the server's msg for a refused request (§8: login and send-code
 * failures show it); failures the global handler already toasted are not shown twice.
 */
export function showCallFailure(error: unknown): void {
  if (!isPortalError(error)) {
    void notify.error(MESSAGES.unknown);
    return;
  }
  if (error.kind === 'business' || error.kind === 'request') void notify.error(error.message);
}
