// What every content seeder shares: a seeded faker (zh_CN), the moment the demo is anchored
// to, the volume multiplier and the store of generated images.
import { base, en, Faker, zh_CN } from '@faker-js/faker';
import type { ImageStore } from './images.js';

export interface SeedContext {
  /** Dates of the demo are spread around this moment (due dates, deadlines, "last 12 months"). */
  readonly now: Date;
  /** Volume multiplier (`pnpm seed --scale N`); 1 for the shipped demo. */
  readonly scale: number;
  readonly images: ImageStore;
}

/**
 * A faker of its own for each area, with a fixed seed: an area's rows are the same whichever
 * other areas were seeded before it.
 */
export function fakerFor(area: string, now: Date): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  let seed = 20260101;
  for (const char of area) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  faker.seed(seed);
  faker.setDefaultRefDate(now);
  return faker;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment a seed anchors its dates to: the start of `moment`'s day in Shanghai. Every draw is
 * then the same whatever the hour (a "moment up to N days ago, at a working hour" no longer
 * depends on whether that hour has passed yet, nor a UTC date on whether Shanghai is a day
 * ahead), every date moves by whole days from one day to the next, and no seeded moment lies
 * ahead of the real now. The draws themselves depend on no calendar fact (a year, a weekday):
 * see same-every-day.test.ts, which seeds two different days and compares the rows.
 */
export function seedDay(moment: Date): Date {
  const shanghai = new Date(moment.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return new Date(`${shanghai}T00:00:00+08:00`);
}

/** `now` moved by whole days (negative: in the past). */
export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A moment up to `days` days before `now`, at a working hour. */
export function pastMoment(faker: Faker, now: Date, days: number): Date {
  const day = faker.number.int({ min: 0, max: days });
  const moment = daysFrom(now, -day);
  moment.setUTCHours(
    faker.number.int({ min: 1, max: 10 }),
    faker.number.int({ min: 0, max: 59 }),
    faker.number.int({ min: 0, max: 59 }),
    0,
  );
  return moment.getTime() > now.getTime() ? daysFrom(moment, -1) : moment;
}

/** `YYYY-MM-DD` (UTC calendar of the moment; seed dates need no time-zone precision). */
export function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** n × scale, at least 1 when n > 0. */
export function scaled(context: SeedContext, n: number): number {
  return Math.max(n > 0 ? 1 : 0, Math.round(n * context.scale));
}
