export {
  isExternalUrl,
  SCROLLING_STRIP_HEIGHT,
  ScrollingStrip,
  ScrollingStripSkeleton,
} from './scrolling-strip';
export type { ScrollingStripProps, StripItem } from './scrolling-strip';
