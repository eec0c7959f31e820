// The bounds of what an enterprise reports, by unit (issue 23): amounts in 万元 are ≥ 0 with at
// most two decimals, head counts and other counts are whole and ≥ 0, every number has a sane,
// finite maximum, and dates start at 1949-01-01 (a founding date is not in the future either).
// Zod schemas, so the enterprise record, an application form's number and date fields, the
// portal's forms and the server refuse alike, each message naming the field.
import { z } from 'zod';

/** The largest amount in 万元 anything reported may state (the columns are numeric(14..16,2)). */
export const WAN_YUAN_MAX = 1_000_000_000;
/** The largest head count or other count. */
export const COUNT_MAX = 10_000_000;
/** The earliest date a record or an application may state. */
export const EARLIEST_DATE = '1949-01-01';
/** The latest date an application may state (a project's end, a planned date). */
export const LATEST_DATE = '2099-12-31';

/** Units that count whole things: 3.5 人 is not a head count. */
const WHOLE_UNITS = new Set(['人', '件', '个', '项', '家', '次', '台', '套', '名']);

export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  /** 0: whole numbers; 2: at most two decimals. */
  readonly decimals: 0 | 2;
}

/**
 * The bounds of a number in `unit`: whole counts (人, 件 …) 0 – COUNT_MAX; 元 0 – WAN_YUAN_MAX ×
 * 10 000; a percentage −100 – 10 000 (a fall cannot exceed all of it; a growth may be large);
 * 万元 and anything else 0 – WAN_YUAN_MAX, two decimals.
 */
export function numberBounds(unit: string | null | undefined): NumberBounds {
  const trimmed = unit?.trim() ?? '';
  if (WHOLE_UNITS.has(trimmed)) return { min: 0, max: COUNT_MAX, decimals: 0 };
  if (trimmed === '元') return { min: 0, max: WAN_YUAN_MAX * 10_000, decimals: 2 };
  if (trimmed === '%') return { min: -100, max: 10_000, decimals: 2 };
  return { min: 0, max: WAN_YUAN_MAX, decimals: 2 };
}

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A number in `unit`, bounded by numberBounds; every message names `label`. */
export function boundedNumberSchema(label: string, unit: string | null | undefined) {
  const bounds = numberBounds(unit);
  const suffix = unit?.trim() ?? '';
  const base = z
    // zod's number refuses NaN and ±Infinity itself (须为数字).
    .number({ error: `${label}须为数字` })
    .refine((value) => value >= bounds.min, {
      error: bounds.min === 0 ? `${label}不能为负数` : `${label}不能小于${bounds.min}${suffix}`,
      abort: true,
    })
    .refine((value) => value <= bounds.max, {
      error: `${label}不能超过${bounds.max}${suffix}`,
      abort: true,
    });
  return bounds.decimals === 0
    ? base.refine(Number.isInteger, { error: `${label}须为整数` })
    : base.refine(hasAtMostTwoDecimals, { error: `${label}最多保留两位小数` });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today in Asia/Shanghai (UTC+8, no daylight saving), YYYY-MM-DD. */
export function shanghaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A day YYYY-MM-DD from EARLIEST_DATE: up to today (Asia/Shanghai, read when checked) for a
 * date that has happened — a founding date — or up to LATEST_DATE otherwise.
 */
export function boundedDateSchema(label: string, options: { readonly past: boolean }) {
  return z
    .string({ error: `${label}须为 YYYY-MM-DD 格式` })
    .refine(isRealIsoDate, { error: `${label}须为有效日期（YYYY-MM-DD）`, abort: true })
    .refine((value) => value >= EARLIEST_DATE, {
      error: `${label}不能早于${EARLIEST_DATE}`,
      abort: true,
    })
    .refine((value) => value <= (options.past ? shanghaiToday() : LATEST_DATE), {
      error: options.past ? `${label}不能晚于今天` : `${label}不能晚于${LATEST_DATE}`,
    });
}
