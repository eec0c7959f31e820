// Bulk inserts: many rows per statement (not one statement a row), which is what makes
// `--scale 100` take minutes instead of hours.
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';

/** Rows per INSERT; 1000 rows × ~15 columns stays far below PostgreSQL's 65 535 parameters. */
export const BATCH_ROWS = 1000;

export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(start, start + BATCH_ROWS) as PgInsertValue<T>[]);
  }
}

/**
 * Inserts and answers the new ids in the order of `rows` (RETURNING follows the VALUES order).
 * A value may be SQL (a search vector computed in the statement).
 */
export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  db: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(start, start + BATCH_ROWS) as PgInsertValue<T>[])
      .returning()) as { id: number }[];
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}
