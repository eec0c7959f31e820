// Demo content. Each seeder adds its rows when they are missing and leaves existing ones alone.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { siteConfig } from '../schema/index.js';
import { resetSiteConfig, seedSiteConfig } from './site-config.js';
import { resetDemoAccounts, seedDemoAccounts } from './demo-accounts.js';
import { resetUnits, seedUnits } from './units.js';
import { resetAgreements, seedAgreements } from './agreements.js';
import { resetWorkCalendar, seedWorkCalendar } from './work-calendar.js';
import { clearContentCache } from '../../cache/content-cache.js';
import { resetContent, seedContent } from './content/index.js';
import { resetMessages, seedMessages } from './content/messages.js';
import type { ContentSeedOptions } from './content/index.js';
import { seedDay } from './content/seed-context.js';

export interface SeedOptions extends ContentSeedOptions {
  /** Delete the demo content first, then insert it again. */
  readonly reset?: boolean;
}

interface Seeder {
  readonly name: string;
  seed(db: Db, options: SeedOptions): Promise<unknown>;
  /** Removes the seeder's rows, so `--reset` puts the demo content back as shipped. */
  reset(db: Db): Promise<void>;
}

/** In insertion order; reset runs in reverse so rows that others reference go last. */
const seeders: readonly Seeder[] = [
  { name: 'site_config', seed: seedSiteConfig, reset: resetSiteConfig },
  { name: 'agreements', seed: seedAgreements, reset: resetAgreements },
  // Public data (holidays and make-up days from chinese-days), also written on every start.
  { name: 'work_calendar', seed: seedWorkCalendar, reset: resetWorkCalendar },
  // 承办单位, before the accounts: demo_handler is placed in one.
  { name: 'units', seed: seedUnits, reset: resetUnits },
  // Before the content, which links demo_enterprise to its enterprise.
  { name: 'demo_accounts', seed: seedDemoAccounts, reset: resetDemoAccounts },
  { name: 'content', seed: seedContent, reset: resetContent },
  // demo_enterprise's 消息中心 (after the demo accounts); left alone once the member has any.
  { name: 'messages', seed: seedMessages, reset: resetMessages },
];

/** Adds the missing demo content (all of it with `reset`, after deleting it). Names what ran. */
export async function seedDatabase(db: Db, given: SeedOptions = {}): Promise<string[]> {
  // The draw is the same every day; only the dates move with today (seedDay says why).
  const options: SeedOptions = { ...given, now: seedDay(given.now ?? new Date()) };
  await db.transaction(async (tx) => {
    if (options.reset) {
      for (const seeder of [...seeders].reverse()) await seeder.reset(tx);
    }
    for (const seeder of seeders) await seeder.seed(tx, options);
  });
  // Planner statistics for the rows just written. PGlite runs no autovacuum, so without this its
  // tables never get any and the planner guesses: at --scale 20 the home page's IP-holder count
  // took ~80 ms on guesses and ~13 ms with statistics, blocking every request meanwhile.
  await db.execute(sql`analyze`);
  // Answers cached from the rows just replaced must not outlive them.
  clearContentCache(db);
  return seeders.map((seeder) => seeder.name);
}

/**
 * Seeds a database that has never been configured (no site_config row). A database in use is
 * left alone on start, so demo rows an operator deleted do not come back with every restart.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isUnconfigured(db))) return false;
  await seedDatabase(db);
  return true;
}

/** No site_config row: the database has never been seeded (nor configured by an operator). */
export async function isUnconfigured(db: Db): Promise<boolean> {
  const [configured] = await db.select({ id: siteConfig.id }).from(siteConfig).limit(1);
  return configured === undefined;
}
