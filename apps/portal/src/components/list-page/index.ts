export { listQueryProps, type ListPageQuery } from './list-query-props';
export { publishDateColumn } from './publish-date-column';
