export { FormFrame } from './form-frame';
export type { FormFrameProps } from './form-frame';
export { FormFailure } from './form-failure';
export { LeaveGuard } from './leave-guard';
export type { LeaveGuardProps } from './leave-guard';
