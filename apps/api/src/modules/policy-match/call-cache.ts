// The match's catalogue in memory. Every match reads every open call with its conditions — at
// --scale 100 about 27 000 rows of JSON, far more than the evaluation itself costs — and the
// catalogue changes only when an operator writes it. So the calls of a day are read once and kept,
// keyed by the day and by policy_catalogue_stamp, which migration 0014's triggers bump in the
// same transaction as any write to policies or policy_calls: one primary-key read per match tells
// whether the kept copy is still the catalogue. A write is seen once committed, by every server
// process alike (the stamp lives in the database, not here).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policyCatalogueStamp } from '../../db/schema/index.js';
import { allMatchableCalls } from './open-calls.js';
import type { MatchableCall } from './open-calls.js';

interface Kept {
  readonly key: string;
  readonly calls: Promise<readonly MatchableCall[]>;
}

// Per database (tests and benches run several in one process); dropped with it.
const kept = new WeakMap<Db, Kept>();

/** The catalogue's change count (0 before any write). */
export async function catalogueStamp(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: policyCatalogueStamp.version })
    .from(policyCatalogueStamp)
    .where(eq(policyCatalogueStamp.id, 1));
  return row?.version ?? 0;
}

/** Every call a match may evaluate today (all regions), read again only after a change. */
export async function cachedMatchableCalls(
  db: Db,
  today: string,
): Promise<readonly MatchableCall[]> {
  const key = `${today}#${await catalogueStamp(db)}`;
  const current = kept.get(db);
  if (current?.key === key) return current.calls;
  const calls = allMatchableCalls(db, today);
  kept.set(db, { key, calls });
  // A failed read is not kept: the next match tries again.
  calls.catch(() => {
    if (kept.get(db)?.calls === calls) kept.delete(db);
  });
  return calls;
}
