export { SearchBox } from './search-box';
export type { SearchBoxOption, SearchBoxProps, SearchBoxQuery, SearchBoxTab } from './search-box';
