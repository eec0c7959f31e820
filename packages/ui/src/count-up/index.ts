export { CountUp } from './count-up';
export type { CountUpProps } from './count-up';
