// The session's public face: the rest of the portal imports from here only.
export { useSession } from './use-session';
export type { SessionSnapshot } from './session-store';
export { getSession } from './session-store';
export { requireEnterprise, requireLogin } from './guards';
export type { RequireEnterpriseOptions, RequireLoginOptions } from './guards';
export {
  closeLoginDialog,
  openLoginDialog,
  takeLoginDestination,
  useLoginDialogOpen,
} from './login-dialog-store';
export type { OpenLoginDialogOptions } from './login-dialog-store';
export {
  AUTH_UNDER_REVIEW,
  enterpriseRefusalMessage,
  isAuthUnderReview,
} from './enterprise-refusal';
export { loadUserInfo, userQueryOptions } from './user-info';
export { establishSession } from './establish-session';
export type { LoginResult } from './establish-session';
export { useCompleteLogin } from './use-complete-login';
export { useLogout } from './use-logout';
export { memberDisplayName } from './member-name';
export { accessRefusal, AccessRefusedError } from './route-access';
export type { AccessRefusal } from './route-access';
export { checkRenewal } from './check-renewal';
export { setRenewalWarning, useRenewalWarning } from './renewal-warning-store';
