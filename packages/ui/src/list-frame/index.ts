export { ListFrame } from './list-frame';
export type { ListColumn, ListFrameProps, ListFrameTabs, ListView } from './list-frame';
export { FilterRow } from './filter-row';
export type { FilterOption, FilterRowProps } from './filter-row';
export { Pager } from './pager';
export type { PagerProps } from './pager';
