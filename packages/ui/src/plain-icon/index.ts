export { PlainIcon } from './plain-icon';
export type { PlainIconProps } from './plain-icon';
