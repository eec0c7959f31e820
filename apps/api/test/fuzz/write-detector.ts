// "Nothing stored on rejection", checked by the database itself: a row-level trigger on every
// table of the suite's own copy logs each committed INSERT, UPDATE and DELETE into fuzz_writes,
// and a case reads (and empties) that log once. Exact — a write rolled back with its request's
// transaction leaves no entry, a write the count would miss (an UPDATE, an insert plus a delete)
// leaves one — and cheap: one small read per case instead of count(*) over every table, on
// PGlite and PostgreSQL alike. Installed only on the fuzz suite's database, never the template.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

export interface TableWrite {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  rows: number;
}

/**
 * The writes a refusal legitimately makes, by table and kind — the only ones a refused case may
 * leave: a failed password or SMS login is counted against the account and the address
 * (login_throttles, created, raised, or an expired one cleared), and a wrong SMS code uses up one
 * of the code's tries (verification_codes: attempts + 1), and a staff member's console session
 * records that it was used (sessions.last_seen_at: the 30-minute idle clock restarts with every
 * call, refused or not). Any other write while a request is refused fails the case.
 */
export const WRITES_A_REFUSAL_MAY_MAKE: Readonly<Record<string, readonly TableWrite['op'][]>> = {
  login_throttles: ['INSERT', 'UPDATE', 'DELETE'],
  verification_codes: ['UPDATE'],
  sessions: ['UPDATE'],
};

/** The writes in `writes` that no refusal may make. */
export function writesNoRefusalMayMake(writes: readonly TableWrite[]): TableWrite[] {
  return writes.filter(({ table, op }) => !WRITES_A_REFUSAL_MAY_MAKE[table]?.includes(op));
}

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/** Creates the log and a trigger on every other table of the public schema. */
export async function installWriteDetector(db: Db): Promise<void> {
  // One statement per execute: a prepared statement takes one command.
  await db.execute(sql`create table fuzz_writes (table_name text not null, op text not null)`);
  await db.execute(
    sql.raw(`create function fuzz_log_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_writes values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`do $$
      declare t text;
      begin
        for t in select table_name from information_schema.tables
                 where table_schema = 'public' and table_type = 'BASE TABLE'
                   and table_name <> 'fuzz_writes'
        loop
          execute format('create trigger fuzz_write after insert or update or delete on %I '
            || 'for each row execute function fuzz_log_write()', t);
        end loop;
      end $$`),
  );
}

/** The writes committed since the last call, by table and kind; empties the log. */
export async function takeWrites(db: Db): Promise<TableWrite[]> {
  const written = await rows<{ table: string; op: TableWrite['op']; rows: number }>(
    db,
    sql`with taken as (delete from fuzz_writes returning table_name, op)
        select table_name as "table", op, count(*)::int as rows from taken
        group by table_name, op order by table_name, op`,
  );
  return written;
}
