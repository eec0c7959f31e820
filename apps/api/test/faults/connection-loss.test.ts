// A PostgreSQL connection can die while a transaction holds it between two queries (the
// database restarts, a NAT drops the flow). pg then emits 'error' on that client, and a client
// checked out of the pool has no listener of pg's own: unhandled, the event would crash the
// process. It must fail the transaction and nothing else.
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import type { Database } from '../../src/db/client.js';
import { testedDrivers } from '../helpers/databases.js';
import type { openTestDatabase } from '../helpers/databases.js';
import { openPostgresBehindProxy } from './tcp-proxy.js';
import type { TcpProxy } from './tcp-proxy.js';

/** The pg client a drizzle transaction runs on (drizzle keeps it on the transaction's session). */
function clientOf(
  transaction: unknown,
): pg.PoolClient & { connection: { stream: NodeJS.EventEmitter } } {
  return (
    transaction as {
      session: { client: pg.PoolClient & { connection: { stream: NodeJS.EventEmitter } } };
    }
  ).session.client;
}

describe.runIf(testedDrivers.includes('postgres'))('a connection lost mid-transaction', () => {
  let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
  let proxy: TcpProxy;
  let database: Database;

  beforeAll(async () => {
    let config;
    ({ testDb, proxy, config } = await openPostgresBehindProxy());
    database = await createDatabase(config);
  });

  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await testDb?.dispose();
  });

  it('fails that transaction, not the process, and the pool serves the next call', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      const socket = clientOf(tx).connection.stream;
      // Reset while no query is running, and wait until the client has seen it.
      const closed = once(socket, 'close');
      await proxy.stop();
      await closed;
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();

    await proxy.start();
    const answer = await database.db.execute(sql`select 1 as ok`);
    expect((answer as { rows: unknown[] }).rows).toEqual([{ ok: 1 }]);
  });
});
