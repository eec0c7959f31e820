// Choices of the library's filters, in the SDK's order and words (its label tables are the
// single source: the server answers the same labels).
import {
  CALL_WINDOW_LABELS,
  DELIVERY_MODE_LABELS,
  POLICY_SORT_LABELS,
  POLICY_VALIDITY_LABELS,
  type CallDeliveryMode,
  type CallWindowState,
  type PolicySort,
  type PolicyValidityState,
} from '@qyfw/portal-sdk/calls/policy-library';
import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';
import { type FilterOption, formatDate, formatWanYuan } from '@qyfw/ui';

/** The value of a FilterRow's 全部 (no filter). */
export const ALL = 'all';
type All = typeof ALL;

const withAll = <V extends string>(labels: Record<V, string>): FilterOption<V | All>[] => [
  { value: ALL, label: '全部' },
  ...(Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label })),
];

export const LEVEL_OPTIONS: FilterOption<number | All>[] = [
  { value: ALL, label: '全部' },
  ...POLICY_LEVEL_OPTIONS.map((option) => ({ value: option.level, label: option.label })),
];
export const VALIDITY_OPTIONS = withAll<PolicyValidityState>(POLICY_VALIDITY_LABELS);
export const WINDOW_OPTIONS = withAll<CallWindowState>(CALL_WINDOW_LABELS);
export const MODE_OPTIONS = withAll<CallDeliveryMode>(DELIVERY_MODE_LABELS);
export const SORT_OPTIONS: FilterOption<PolicySort>[] = (
  Object.entries(POLICY_SORT_LABELS) as [PolicySort, string][]
).map(([value, label]) => ({ value, label }));

/** 最高 200 万元; null when the call or document awards no money. */
export function ceilingText(ceiling: number | null): string | null {
  if (ceiling === null) return null;
  return `最高 ${formatWanYuan(ceiling)}`;
}

/**
 * Today in China, YYYY-MM-DD (the deadlines are China's dates). Through the portal's one date
 * formatter: building an Intl.DateTimeFormat per call cost 政策库 60–90 ms of its first render.
 */
export function chinaToday(now = new Date()): string {
  return formatDate(now.getTime() / 1000);
}

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative when it has passed. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
}
