export { FormFrame } from './form-frame';
export type { FormFrameProps } from './form-frame';
