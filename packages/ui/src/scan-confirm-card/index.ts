export { ScanConfirmCard } from './scan-confirm-card';
export type { ScanConfirmCardProps, ScanConfirmState } from './scan-confirm-card';
