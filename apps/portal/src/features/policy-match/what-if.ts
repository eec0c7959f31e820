// 假设分析 (issue 14 "what-if"): the profile values a member may change on /match to see what the
// match would say — the numbers (营业收入, 研发费用, IP counts …) and the qualifications. Nothing is
// saved: the changed values travel as policy_match's `overrides` and live only in the page's state.
import { MATCH_FIELDS, MATCH_FIELD_NAMES } from '@qyfw/portal-sdk/conditions';
import type { MatchField } from '@qyfw/portal-sdk/conditions';

/** The numeric fields, in the vocabulary's order. */
export const WHAT_IF_NUMBER_FIELDS = MATCH_FIELD_NAMES.filter(
  (field) => MATCH_FIELDS[field].kind === 'number',
);

/** The qualifications DOMAIN §2 names; a member may also type another. */
export const KNOWN_QUALIFICATIONS = [
  '高新技术企业',
  '科技型中小企业',
  '专精特新中小企业',
  '专精特新“小巨人”企业',
  '瞪羚企业',
  '规上企业',
] as const;

/** What the what-if form holds: a number (or nothing) per numeric field, and the qualifications. */
export interface WhatIfValues {
  numbers: Partial<Record<MatchField, number | null>>;
  qualifications: string[];
}

export type WhatIfOverrides = Partial<Record<MatchField, number | string[]>>;

/** The record's values as the form starts from them. */
export function whatIfStart(current: Partial<Record<MatchField, unknown>>): WhatIfValues {
  const numbers: WhatIfValues['numbers'] = {};
  for (const field of WHAT_IF_NUMBER_FIELDS) {
    const value = current[field];
    numbers[field] = typeof value === 'number' ? value : null;
  }
  const held = current.qualifications;
  return {
    numbers,
    qualifications: Array.isArray(held) ? held.filter((q) => typeof q === 'string') : [],
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * Only what differs from the record: an empty answer means "as recorded". A cleared number is
 * not an override (the record's value stays; a hypothesis cannot make a value unknown).
 */
export function whatIfOverrides(start: WhatIfValues, values: WhatIfValues): WhatIfOverrides {
  const overrides: WhatIfOverrides = {};
  for (const field of WHAT_IF_NUMBER_FIELDS) {
    const value = values.numbers[field];
    if (typeof value === 'number' && Number.isFinite(value) && value !== start.numbers[field]) {
      overrides[field] = value;
    }
  }
  if (!sameList(start.qualifications, values.qualifications)) {
    overrides.qualifications = [...values.qualifications];
  }
  return overrides;
}

/** 研发费用 300 万元 → 350 万元: one line per changed value, for the 假设 banner. */
export function describeOverrides(start: WhatIfValues, overrides: WhatIfOverrides): string[] {
  return Object.entries(overrides).map(([key, value]) => {
    const field = key as MatchField;
    const info = MATCH_FIELDS[field];
    if (Array.isArray(value)) return `${info.label}：${value.length ? value.join('、') : '无'}`;
    const unit = 'unit' in info ? ` ${info.unit}` : '';
    const before = start.numbers[field];
    const from = typeof before === 'number' ? `${before}${unit}` : '未填写';
    return `${info.label}：${from} → ${String(value)}${unit}`;
  });
}
