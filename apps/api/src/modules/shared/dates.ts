// Calendar dates in the portal's time zone. Due dates and deadlines are stored as plain dates
// (Asia/Shanghai, no time); "today" must be the Shanghai day, whatever the server's zone.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000; // China has no daylight saving time.
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the Shanghai day `moment` falls in. */
export function shanghaiDate(moment: Date): string {
  return new Date(moment.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Epoch seconds, as times travel on the wire (design §2). */
export function epochSeconds(moment: Date): number {
  return Math.floor(moment.getTime() / 1000);
}
