/** Every date on the portal reads in China's time, wherever the visitor's computer is (design §2). */
export const PORTAL_TIME_ZONE = 'Asia/Shanghai';

// The browser's own time-zone data does the conversion: the home page shows dates, and dayjs
// with its utc and timezone plugins cost its first visit ≈ 4.5 kB gzip for this one function.
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** The tokens a pattern may use (dayjs's names for them), longest first so `MM` wins over `M`. */
const TOKENS: readonly [string, (fields: Record<Field, string>) => string][] = [
  ['YYYY', (f) => f.year],
  ['MM', (f) => f.month],
  ['M', (f) => String(Number(f.month))],
  ['DD', (f) => f.day],
  ['D', (f) => String(Number(f.day))],
  ['HH', (f) => f.hour],
  ['mm', (f) => f.minute],
  ['ss', (f) => f.second],
];
const TOKEN_PATTERN = new RegExp(TOKENS.map(([token]) => token).join('|'), 'g');

/**
 * Epoch seconds (as the API sends `createtime`) as a Beijing-time date, `2026-03-08` by default.
 * `pattern` takes YYYY, MM, M, DD, D, HH, mm and ss; anything else is printed as it is.
 */
export function formatDate(epochSeconds: number, pattern = 'YYYY-MM-DD'): string {
  const fields = {} as Record<Field, string>;
  for (const part of parts.formatToParts(new Date(epochSeconds * 1000))) {
    if (part.type !== 'literal') fields[part.type as Field] = part.value;
  }
  return pattern.replace(TOKEN_PATTERN, (token) =>
    TOKENS.find(([name]) => name === token)![1](fields),
  );
}
