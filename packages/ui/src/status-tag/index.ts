export { STATUS_TONES, StatusTag } from './status-tag';
export type { StatusTone } from './status-tag';
