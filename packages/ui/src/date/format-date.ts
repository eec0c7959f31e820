import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date on the portal reads in China's time, wherever the visitor's computer is (design §2). */
export const PORTAL_TIME_ZONE = 'Asia/Shanghai';

/** Epoch seconds (as the API sends `createtime`) as a Beijing-time date, `2026-03-08` by default. */
export function formatDate(epochSeconds: number, pattern = 'YYYY-MM-DD'): string {
  return dayjs.unix(epochSeconds).tz(PORTAL_TIME_ZONE).format(pattern);
}
