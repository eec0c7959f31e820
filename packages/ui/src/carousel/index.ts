export { Carousel } from './carousel';
export type { CarouselProps, CarouselSlide } from './carousel';
