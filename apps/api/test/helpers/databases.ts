// Runs a suite on one fresh database (describeEachDatabase) or, for the SQL-sensitive suites, on
// every database the run has (describeOnBothDatabases: PGlite always, PostgreSQL as well when
// TEST_DATABASE_URL is set). Why the one database is PostgreSQL when the run has it and PGlite
// otherwise: docs/quality.md "Which database a suite runs on". Each PostgreSQL suite gets its own uniquely named database (created
// through TEST_DATABASE_URL, dropped afterwards), so suites and parallel runs never collide. Both
// start as copies of the run's migrated and seeded template (test/global-setup.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Config } from '../../src/config.js';
import { createDatabase } from '../../src/db/client.js';
import type { Database, DatabaseDriver } from '../../src/db/client.js';
import { testConfig } from './test-config.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export const testedDrivers: readonly DatabaseDriver[] = TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The database an ordinary suite runs on. PostgreSQL when the run has one: the suites' races
 * ("of two concurrent saves one wins") only race there — PGlite has one connection and runs
 * every statement in turn — and PGlite keeps the SQL-sensitive suites (describeOnBothDatabases).
 * Without TEST_DATABASE_URL (the README's test command on a machine without PostgreSQL): PGlite.
 */
export const defaultDriver: DatabaseDriver = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  readonly driver: DatabaseDriver;
  /** Migrated and seeded with the demo content. */
  readonly database: Database;
  /** A test configuration pointing at this database, with `env` on top. */
  config(env?: Record<string, string>): Config;
}

interface OpenedTestDatabase extends TestDatabase {
  dispose(): Promise<void>;
}

async function withAdminClient<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** The template's dumped data directory, read once per test file. */
let pgliteImage: Promise<Blob> | undefined;

/** Opens a fresh, migrated and seeded database of the given driver. */
export async function openTestDatabase(driver: DatabaseDriver): Promise<OpenedTestDatabase> {
  if (driver === 'pglite') {
    pgliteImage ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
    const database = await createDatabase(testConfig(), { pgliteImage: await pgliteImage });
    return { driver, database, config: (env) => testConfig(env), dispose: () => database.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  // Lower-case letters, digits and '_' only: safe to use unquoted in SQL.
  const name = `qyfw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`),
  );
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const config = (env: Record<string, string> = {}): Config =>
    testConfig({ DATABASE_URL: url.toString(), ...env });
  const database = await createDatabase(config());
  return {
    driver,
    database,
    config,
    dispose: async () => {
      await database.close();
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

function describeOn(
  drivers: readonly DatabaseDriver[],
  title: string,
  suite: (db: TestDatabase) => void,
): void {
  for (const driver of drivers) {
    describe(`${title} [${driver}]`, () => {
      let opened: OpenedTestDatabase | undefined;
      const current = (): OpenedTestDatabase => {
        if (!opened) throw new Error('the test database opens in beforeAll');
        return opened;
      };
      beforeAll(async () => {
        opened = await openTestDatabase(driver);
      });
      afterAll(async () => {
        await opened?.dispose();
      });
      suite({
        driver,
        get database() {
          return current().database;
        },
        config: (env) => current().config(env),
      });
    });
  }
}

/**
 * `describe(title)` on the run's one database (`defaultDriver`): refusals, validation and
 * behaviour that no SQL dialect difference can change. The suite reads the current database
 * through the handle it is given (available from its beforeAll/tests on); one database serves the
 * whole suite, so tests that change rows put them back or assert on their own rows.
 */
export function describeEachDatabase(title: string, suite: (db: TestDatabase) => void): void {
  describeOn([defaultDriver], title, suite);
}

/**
 * `describe(title)` once per database the run has: for suites whose outcome depends on the SQL
 * itself — transitions and locking, search, the match, aggregates, the seed and migrations,
 * faults. docs/quality.md lists them; a new suite belongs here only for the same reasons.
 */
export function describeOnBothDatabases(title: string, suite: (db: TestDatabase) => void): void {
  describeOn(testedDrivers, title, suite);
}
