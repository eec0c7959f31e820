// The match's catalogue in memory. Every match reads every open call with its conditions — at
// --scale 100 about 25 000 rows of JSON, far more than the evaluation itself costs — and the
// catalogue changes only when an operator writes it. So the calls of a day are read once and kept,
// keyed by the day and by policy_catalogue_stamp, which migration 0014's triggers bump in the
// same transaction as any write to policies or policy_calls: one primary-key read per match tells
// whether the kept copy is still the catalogue. A write is seen once committed, by every server
// process alike (the stamp lives in the database, not here).
//
// Kept in the match's order within a level (nearest deadline, larger support, id), so a match only
// buckets the calls by level; and with each call's conditions as an index into the distinct trees:
// calls are written from a few templates (152 distinct trees among 107 000 calls at --scale 100),
// and a match classifies each distinct tree once.
import type { ConditionNode } from '@qyfw/portal-sdk/conditions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policyCatalogueStamp } from '../../db/schema/index.js';
import { allMatchableCalls } from './open-calls.js';
import type { MatchableCall } from './open-calls.js';

export interface MatchCatalogue {
  /** By nearest deadline (none last), larger support ceiling, id. */
  readonly calls: readonly MatchableCall[];
  /** The distinct condition trees. */
  readonly trees: readonly ConditionNode[];
  /** For each call (same index), its tree's index in `trees`. */
  readonly treeOf: Int32Array;
}

interface Kept {
  readonly key: string;
  readonly catalogue: Promise<MatchCatalogue>;
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

/** The order of calls within a level: nearest deadline first, then larger support, then id. */
function byDeadline(a: MatchableCall, b: MatchableCall): number {
  return (
    (a.endOn ?? '9999').localeCompare(b.endOn ?? '9999') ||
    (b.supportCeiling ?? 0) - (a.supportCeiling ?? 0) ||
    a.id - b.id
  );
}

async function readCatalogue(db: Db, today: string): Promise<MatchCatalogue> {
  const calls = (await allMatchableCalls(db, today)).sort(byDeadline);
  const trees: ConditionNode[] = [];
  const indexOf = new Map<string, number>();
  const treeOf = new Int32Array(calls.length);
  calls.forEach((call, i) => {
    // jsonb answers its keys in one canonical order, so equal trees print alike.
    const key = JSON.stringify(call.conditions);
    let index = indexOf.get(key);
    if (index === undefined) {
      index = trees.length;
      trees.push(call.conditions);
      indexOf.set(key, index);
    }
    treeOf[i] = index;
  });
  return { calls, trees, treeOf };
}

/** Every call a match may evaluate today (all regions), read again only after a change. */
export async function cachedCatalogue(db: Db, today: string): Promise<MatchCatalogue> {
  const key = `${today}#${await catalogueStamp(db)}`;
  const current = kept.get(db);
  if (current?.key === key) return current.catalogue;
  const catalogue = readCatalogue(db, today);
  kept.set(db, { key, catalogue });
  // A failed read is not kept: the next match tries again.
  catalogue.catch(() => {
    if (kept.get(db)?.catalogue === catalogue) kept.delete(db);
  });
  return catalogue;
}
