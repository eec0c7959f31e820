/**
 * The award table shows 5 rows in 160 px and scrolls past that (contract §9). The spec gives no speed:
 * 1 px every 50 ms (20 px a second, a row in 1.6 s) reads comfortably.
 */
export const POLICY_TABLE_MOTION = {
  visibleRows: 5,
  bodyHeight: 160,
  stepPx: 1,
  intervalMs: 50,
} as const;
