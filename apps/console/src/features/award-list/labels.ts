// How the award-list screens say a level, an amount and a date.
import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';
import { formatDate } from '@qyfw/ui';

export const LEVEL_OPTIONS = POLICY_LEVEL_OPTIONS.map((option) => ({
  value: option.level,
  label: option.label,
}));

export const levelLabel = (level: number): string =>
  POLICY_LEVEL_OPTIONS.find((option) => option.level === level)?.label ?? String(level);

/** 120.50 (万元 is in the column's title). */
export const money = (amount: number): string => amount.toFixed(2);

export const publishedAt = (seconds: number): string => formatDate(seconds, 'YYYY-MM-DD HH:mm');
