export { DataList } from './data-list';
export type { DataListProps, DataListSort, DataListView, ListPage, ListQuery } from './data-list';
export { RowActionButtons } from './row-actions';
export type { RowActions } from './row-actions';
export { bodyFromSearch, listSearchSchema, pageSearchSchema } from './list-search';
export { localPage } from './local-page';
