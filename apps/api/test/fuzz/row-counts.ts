// "Nothing stored on rejection": the row count of every table, read in one statement.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

let tableNames: string[] | undefined;

/** Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves it unknown. */
async function rows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

async function listTables(db: Db): Promise<string[]> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tables.map((row) => row.table_name);
}

export async function rowCountFingerprint(db: Db): Promise<Record<string, number>> {
  tableNames ??= await listTables(db);
  const columns = tableNames.map(
    (name) => sql`(select count(*) from ${sql.identifier(name)})::int as ${sql.identifier(name)}`,
  );
  const [counts] = await rows<Record<string, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return counts ?? {};
}
