// The wall clock's text in a given time zone, whatever the zone of the machine showing it.

export interface ClockText {
  /** 2026年01月30日 */
  date: string;
  /** 星期五 */
  weekday: string;
  /** 14:03:27 */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('zh-CN', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function formatClock(moment: Date, timeZone: string): ClockText {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(moment)) parts[part.type] = part.value;
  return {
    date: `${parts.year}年${parts.month}月${parts.day}日`,
    weekday: parts.weekday ?? '',
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}
