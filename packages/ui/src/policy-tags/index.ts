export {
  POLICY_VALIDITY_LABELS,
  PolicyValidityTag,
  WINDOW_STATE_LABELS,
  WindowStateTag,
} from './policy-tags';
export type {
  PolicyValidityState,
  PolicyValidityTagProps,
  WindowState,
  WindowStateTagProps,
} from './policy-tags';
