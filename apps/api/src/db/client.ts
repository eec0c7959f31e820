// Chooses the database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY } from '../config.js';
import type { Config } from '../config.js';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/** What services query: the driver-independent Drizzle API (both drivers extend it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly driver: DatabaseDriver;
  /** Applies the pending migrations of src/db/migrations. */
  migrate(): Promise<void>;
  /** Closes the connection(s); safe to call twice. */
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** Told about errors on idle pooled connections, which would otherwise crash the process. */
  readonly log?: { warn(details: object, msg: string): void };
  /**
   * PGlite only: a data directory dumped by `dumpDataDir` to start from (the tests' migrated and
   * seeded template, which saves every suite the migration and the seed).
   */
  readonly pgliteImage?: Blob;
}

/**
 * A client of a PostgreSQL that cannot be reached gives up after this long, so a request answers
 * 503 within seconds instead of hanging until the portal's 50 s timeout (design §2).
 */
const CONNECT_TIMEOUT_MS = 3000;

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): Promise<Database> {
  return config.databaseUrl === undefined
    ? createPglite(config.dataDir, options.pgliteImage)
    : createPostgres(config.databaseUrl, options);
}

async function createPglite(dataDir: string, image?: Blob): Promise<Database> {
  let location: string | undefined;
  if (dataDir !== IN_MEMORY) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // pg_trgm: fuzzy matching of names (design §6 "Chinese search"); PostgreSQL ships it in contrib.
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: once(() => client.close()),
  };
}

async function createPostgres(
  connectionString: string,
  options: DatabaseOptions,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // Every client gets an error listener of its own: pg listens only on idle ones, so a client
  // checked out by a transaction that loses its connection between two queries would emit
  // 'error' with nobody listening and crash the process. The transaction's next query fails
  // instead (answered 503) and the pool replaces the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.log?.warn({ err: error }, '数据库连接断开'));
  });
  // The pool re-emits an idle client's error, already logged above; without a listener that
  // event would crash the process too.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: once(() => pool.end()),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}
