export { useLoopingScroll } from './use-looping-scroll';
export type { LoopingScroll, LoopingScrollOptions } from './use-looping-scroll';
