import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';

/** 国家级, 省级, 市级, 区县级 for a level code (18–21). */
export function policyLevelLabel(level: number): string {
  return POLICY_LEVEL_OPTIONS.find((option) => option.level === level)?.label ?? '其他';
}
