export { ListFrame } from './list-frame';
export type { ListColumn, ListFrameProps, ListFrameTabs, ListView } from './list-frame';
export { FilterRow } from './filter-row';
export type { FilterOption, FilterRowProps } from './filter-row';
export { Pager } from './pager';
export type { PagerProps } from './pager';
export { lastPage, usePageInRange } from './use-page-in-range';
export type { PageInRange } from './use-page-in-range';
