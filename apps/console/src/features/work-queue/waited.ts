// How long an item has waited, as people say it: 3天5小时, 2小时10分钟, 不到1分钟.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function waitedText(ms: number): string {
  if (ms >= DAY) return `${Math.floor(ms / DAY)}天${Math.floor((ms % DAY) / HOUR)}小时`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}小时${Math.floor((ms % HOUR) / MINUTE)}分钟`;
  if (ms >= MINUTE) return `${Math.floor(ms / MINUTE)}分钟`;
  return '不到1分钟';
}
