// How the screen writes months and times: short on the axes, the year in the panel's subtitle.

/** '2026-03' → '3月'. */
export function monthLabel(month: string): string {
  return `${Number(month.slice(5, 7))}月`;
}

/** '2026-03' → '2026年3月'. */
export function longMonthLabel(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
}

/** The span a list of months covers, e.g. '2025年2月—2026年1月'; '' for none. */
export function monthRange(months: readonly string[]): string {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return '';
  return first === last
    ? longMonthLabel(first)
    : `${longMonthLabel(first)}—${longMonthLabel(last)}`;
}

const shanghaiShortTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Epoch seconds → '01-30 14:03' in Asia/Shanghai. */
export function shortTime(epochSeconds: number): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of shanghaiShortTime.formatToParts(new Date(epochSeconds * 1000)))
    parts[part.type] = part.value;
  return `${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** 0.768 → '76.8%'. */
export function percent(share: number): string {
  return `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}
