// When something happened, as every 人员与角色 screen says it: to the minute, Beijing time, or a
// word for "never" (— unless the screen has a better one: 从未登录).
import { formatDate } from '@qyfw/ui';

export const timeText = (seconds: number | null, never = '—') =>
  seconds === null ? never : formatDate(seconds, 'YYYY-MM-DD HH:mm');
