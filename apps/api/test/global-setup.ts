// Migrates and seeds one database of each driver once per test run — the template every suite's
// database is copied from — instead of once per suite: a PGlite data directory dumped to a file
// (each suite loads it), and a PostgreSQL template database (each suite's CREATE DATABASE … TEMPLATE).
// The copies are as fresh as before (nothing one suite writes reaches another), and a run no longer
// pays the migration and the seed fifty times.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped, seeded PGlite data directory (a file path). */
    pgliteTemplate: string;
    /** The seeded PostgreSQL template database's name, or '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

async function pgliteTemplate(directory: string): Promise<string> {
  const database = await createDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client;
    const image = await client.dumpDataDir('none');
    const path = join(directory, 'pglite-template.tar');
    writeFileSync(path, Buffer.from(await image.arrayBuffer()));
    return path;
  } finally {
    await database.close();
  }
}

async function admin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(name: string): Promise<void> {
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  try {
    await database.migrate();
    await seedDatabase(database.db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = mkdtempSync(join(tmpdir(), 'qyfw-test-template-'));
  // Lower-case letters, digits and '_' only: safe to use unquoted in SQL.
  const postgresName = TEST_DATABASE_URL
    ? `qyfw_tpl_${process.pid}_${randomBytes(4).toString('hex')}`
    : '';
  const [pglitePath] = await Promise.all([
    pgliteTemplate(directory),
    postgresName ? postgresTemplate(postgresName) : Promise.resolve(),
  ]);
  project.provide('pgliteTemplate', pglitePath);
  project.provide('postgresTemplate', postgresName);
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    if (postgresName)
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`));
  };
}
