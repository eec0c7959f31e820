// Raw SQL rows on either driver (both answer `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export async function queryRowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
