// Bounds by unit (issue 23) and the 免申即享 amount and trust rules: what the portal's forms and
// the server both apply.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedDateSchema, boundedNumberSchema } from '../src/bounds.js';
import { formValueProblem, recordFieldsShape } from '../src/calls/index.js';
import { caseAmount, trustedProfile } from '../src/conditions/index.js';
import type { MatchProfile } from '../src/conditions/index.js';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('numbers by unit', () => {
  it.each([
    ['万元', -12345.678, '投资额不能为负数'],
    ['万元', 1e308, '投资额不能超过1000000000万元'],
    ['万元', 1.005, '投资额最多保留两位小数'],
    ['万元', Number.POSITIVE_INFINITY, '投资额须为数字'],
    ['人', 3.5, '投资额须为整数'],
    ['人', 10_000_001, '投资额不能超过10000000人'],
    ['%', -101, '投资额不能小于-100%'],
    [null, -1, '投资额不能为负数'],
  ])('%s: %d → %s', (unit, value, expected) => {
    expect(message(boundedNumberSchema('投资额', unit).safeParse(value))).toBe(expected);
  });

  it.each([
    ['万元', 0],
    ['万元', 1_000_000_000],
    ['万元', 12.34],
    ['人', 262],
    ['%', -20.5],
  ])('%s: %d passes', (unit, value) => {
    expect(boundedNumberSchema('投资额', unit).safeParse(value).success).toBe(true);
  });
});

describe('dates', () => {
  afterEach(() => vi.useRealTimers());

  it('a founding date runs from 1949-01-01 to today in Shanghai', () => {
    // 2026-11-27 00:30 in Shanghai: still 2026-11-26 in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-26T16:30:00Z') });
    const founded = recordFieldsShape.established_on;
    expect(message(founded.safeParse('0001-01-01'))).toBe('成立日期不能早于1949-01-01');
    expect(founded.safeParse('1949-01-01').success).toBe(true);
    expect(founded.safeParse('2026-11-27').success).toBe(true);
    expect(message(founded.safeParse('2026-11-28'))).toBe('成立日期不能晚于今天');
    expect(message(founded.safeParse('2026-02-30'))).toBe('成立日期须为有效日期（YYYY-MM-DD）');
  });

  it('an application date runs from 1949-01-01 to 2099-12-31', () => {
    const planned = boundedDateSchema('项目结束日期', { past: false });
    expect(planned.safeParse('2030-06-30').success).toBe(true);
    expect(message(planned.safeParse('2100-01-01'))).toBe('项目结束日期不能晚于2099-12-31');
  });
});

describe('formValueProblem (save, submit and the portal form)', () => {
  const money = { label: '投资额', type: 'number', unit: '万元' } as const;
  it('bounds a number by its unit and names the field', () => {
    expect(formValueProblem(money, -12345.678)).toBe('“投资额”不能为负数');
    expect(formValueProblem(money, 1e308)).toBe('“投资额”不能超过1000000000万元');
    expect(formValueProblem(money, '12')).toBe('“投资额”须为数字');
    expect(formValueProblem(money, 12.5)).toBeUndefined();
    expect(formValueProblem(money, null)).toBeUndefined();
  });
  it('bounds dates and selects', () => {
    expect(formValueProblem({ label: '开始日期', type: 'date' }, '1900-01-01')).toBe(
      '“开始日期”不能早于1949-01-01',
    );
    expect(formValueProblem({ label: '开始日期', type: 'date' }, '')).toBeUndefined();
    expect(formValueProblem({ label: '类别', type: 'select', options: ['甲'] }, '乙')).toBe(
      '“类别”须为以下之一：甲',
    );
  });
});

describe('免申即享 amount and trust', () => {
  const profile: MatchProfile = {
    rd_spending: { value: 800, source: '公开数据', as_of: '2026-05-01' },
    revenue: { value: 9000, source: '企业填报', as_of: '2026-05-01' },
    tax_paid: { value: 300, source: '平台核验', as_of: '2026-05-01' },
  };
  const share = { kind: 'share', field: 'rd_spending', percent: 2 } as const;

  it('keeps only trusted values', () => {
    expect(Object.keys(trustedProfile(profile)).sort()).toEqual(['rd_spending', 'tax_paid']);
  });

  it('computes the rule, capped at the ceiling, never the ceiling itself', () => {
    expect(caseAmount(share, 50, profile)).toEqual({ computable: true, amount: 16 });
    expect(caseAmount(share, 10, profile)).toEqual({ computable: true, amount: 10 });
    expect(caseAmount({ kind: 'fixed', amount: 20 }, 50, profile)).toEqual({
      computable: true,
      amount: 20,
    });
    expect(caseAmount(null, 50, profile)).toEqual({ computable: true, amount: null });
  });

  it('cannot compute from a self-reported base', () => {
    expect(caseAmount({ ...share, field: 'revenue' }, 50, profile)).toEqual({
      computable: false,
    });
    expect(caseAmount(share, 50, {})).toEqual({ computable: false });
  });
});
