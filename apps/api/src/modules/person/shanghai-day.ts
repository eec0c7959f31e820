// The portal's calendar day is Beijing time (Asia/Shanghai). China has kept UTC+8 without
// daylight saving since 1991, so a fixed offset is exact and needs no time-zone database.
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00:00 of `now`'s day in Beijing time. */
export function startOfShanghaiDay(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/** 23:59:59 of `now`'s day in Beijing time (the last whole second, as epoch seconds show it). */
export function endOfShanghaiDay(now: Date): Date {
  return new Date(startOfShanghaiDay(now).getTime() + DAY_MS - 1000);
}
