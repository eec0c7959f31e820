export { RouteProgressBar } from './route-progress-bar';
export type { RouteProgressBarProps } from './route-progress-bar';
