// The deadline inbox as iCalendar (RFC 5545) through the `ics` package: one all-day event per
// obligation on its last day (a Shanghai calendar date, so VALUE=DATE with no zone to shift it),
// with a UID that stays the same for the same record so calendar apps update instead of adding.
import type { Deadline } from '@qyfw/portal-sdk/schemas';
import { createEvents } from 'ics';
import type { DateArray, EventAttributes } from 'ics';

const CALENDAR_NAME = '企业服务门户 · 我的待办期限';
const PRODUCT_ID = 'qyfw/deadlines';
const SHANGHAI_ZONE = 'X-WR-TIMEZONE:Asia/Shanghai';

function dateArray(date: string): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The feed's text. `origin` is the site's public origin (the portal lives under /pc); `host`
 * names the UID domain.
 */
export function renderDeadlineCalendar(deadlines: readonly Deadline[], origin: string): string {
  const host = new URL(origin).hostname;
  const events: EventAttributes[] = deadlines.map((deadline) => ({
    uid: `${deadline.key}@${host}`,
    title: `【${deadline.category}】${deadline.title}截止`,
    description: `${deadline.title}，截止日期 ${deadline.due_date}。请登录企业服务门户办理：${origin}/pc${deadline.link}`,
    url: `${origin}/pc${deadline.link}`,
    start: dateArray(deadline.due_date),
    end: dateArray(nextDay(deadline.due_date)),
    categories: [deadline.category],
    transp: 'TRANSPARENT',
  }));
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: CALENDAR_NAME });
  if (error || value === null) throw error ?? new Error('日历生成失败');
  // The dates are Beijing dates; apps that show a calendar-wide zone (Google, Outlook) read it here.
  return value.replace(/(X-WR-CALNAME:[^\r\n]*\r\n)/, `$1${SHANGHAI_ZONE}\r\n`);
}
