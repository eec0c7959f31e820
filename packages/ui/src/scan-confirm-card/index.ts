export { ScanConfirmCard } from './scan-confirm-card';
export type { ScanConfirmCardProps, ScanConfirmState, ScanRequester } from './scan-confirm-card';
