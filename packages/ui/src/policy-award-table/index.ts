export { PolicyAwardTable } from './policy-award-table';
export type { PolicyAwardRow, PolicyAwardTableProps } from './policy-award-table';
export {
  POLICY_GROUP_ENTRY_HEIGHT,
  PolicyGroupList,
  PolicyGroupListSkeleton,
  policyGroupTabId,
} from './policy-group-list';
export type { PolicyGroupEntry, PolicyGroupListProps } from './policy-group-list';
