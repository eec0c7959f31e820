// Numbers as the data screen prints them: Chinese grouping, a fixed number of decimals.

const formatters = new Map<number, Intl.NumberFormat>();

/** `12345.6` → `12,345.60` with `decimals` 2. */
export function formatNumber(value: number, decimals = 0): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('zh-CN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** The value with its unit, e.g. `1,200 万`; no unit, no space. */
export function withUnit(text: string, unit: string | undefined): string {
  return unit ? `${text} ${unit}` : text;
}
