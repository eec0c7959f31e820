// A 免申即享 case's amount by its call's rule (DOMAIN §1 "the kind and ceiling of support", §3):
// a fixed sum, or a share of one of the enterprise's figures (按上年度研发费用的 2% 给予补助) — both
// capped at the call's ceiling (最高 50 万元), which is a limit, never the amount itself. The rule
// is data on the call; the seed and the live batch compute every case's amount with this one
// function.
import { z } from 'zod';
import type { MatchProfile } from './evaluate.js';
import { isTrustedSource } from './trust.js';

/** The figures (万元) a share may be taken of. */
export const AMOUNT_BASE_FIELDS = ['revenue', 'rd_spending', 'tax_paid'] as const;
export type AmountBaseField = (typeof AMOUNT_BASE_FIELDS)[number];

/** The largest amount a rule may state (万元): the columns are numeric(14,2). */
const AMOUNT_RULE_MAX = 1_000_000_000;

/** The rule's schema: strict for what an operator sends, stripping for answers (as all answers). */
function ruleSchema(object: typeof z.strictObject | typeof z.object) {
  return z.discriminatedUnion(
    'kind',
    [
      object({
        kind: z.literal('fixed'),
        amount: z
          .number({ error: '兑现金额须为数字' })
          .min(0, { error: '兑现金额不能为负数' })
          .max(AMOUNT_RULE_MAX, { error: `兑现金额不能超过${AMOUNT_RULE_MAX}万元` })
          .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
            error: '兑现金额最多保留两位小数',
          }),
      }),
      object({
        kind: z.literal('share'),
        field: z.enum(AMOUNT_BASE_FIELDS, {
          error: `计算基数须为其一：${AMOUNT_BASE_FIELDS.join('、')}`,
        }),
        percent: z
          .number({ error: '兑现比例须为数字' })
          .gt(0, { error: '兑现比例须大于 0' })
          .max(100, { error: '兑现比例不能超过 100%' }),
      }),
    ],
    { error: '兑现规则须为 fixed（定额）或 share（按比例）' },
  );
}

export const amountRuleSchema = ruleSchema(z.strictObject);
export const amountRuleAnswerSchema = ruleSchema(z.object);
export type AmountRule = z.infer<typeof amountRuleSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A case's amount in 万元: the rule applied to the profile and capped at the ceiling (null: no
 * cap). `amount: null` when the call states no rule — the operator sets it when publicizing
 * (never above the ceiling). `computable: false` when the rule's base is missing from the profile
 * or not from a trusted source: the case cannot be opened from data the platform trusts.
 */
export function caseAmount(
  rule: AmountRule | null,
  ceiling: number | null,
  profile: MatchProfile,
): { readonly computable: true; readonly amount: number | null } | { readonly computable: false } {
  const cap = (value: number) => round2(ceiling === null ? value : Math.min(value, ceiling));
  if (rule === null) return { computable: true, amount: null };
  if (rule.kind === 'fixed') return { computable: true, amount: cap(rule.amount) };
  const base = profile[rule.field];
  if (!base || !isTrustedSource(base.source)) return { computable: false };
  const value = base.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    return { computable: false };
  return { computable: true, amount: cap((value * rule.percent) / 100) };
}
