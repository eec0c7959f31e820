export { QrLoginPanel } from './qr-login-panel';
export type { QrLoginPanelProps, QrLoginStatus } from './qr-login-panel';
export { LoginModeToggle } from './login-mode-toggle';
export type { LoginModeToggleProps, LoginPanelMode } from './login-mode-toggle';
export { AgreementNotice } from './agreement-notice';
export type { AgreementNoticeProps } from './agreement-notice';
