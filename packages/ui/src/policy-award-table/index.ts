export { PolicyAwardTable } from './policy-award-table';
export type { PolicyAwardRow, PolicyAwardTableProps } from './policy-award-table';
