import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { AppDeps } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { TestDatabase } from './databases.js';

/** The default client of the portal and data screen (API_CLIENTS default). */
export const CLIENT_AUTH = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

export const JSON_HEADERS = {
  authorization: CLIENT_AUTH,
  'content-type': 'application/json',
} as const;

export interface LogRecord {
  readonly level: number;
  readonly msg: string;
  readonly [key: string]: unknown;
}

export interface TestApp {
  readonly app: FastifyInstance;
  /** Everything the app logged (level info and above), parsed. */
  readonly logs: LogRecord[];
}

/**
 * buildApp on the suite's database, logging into `logs`. Close it with `app.close()`. `deps` adds
 * the other dependencies (a movable clock, a message sender).
 */
export async function buildTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database' | 'logger'> = {},
): Promise<TestApp> {
  const logs: LogRecord[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as LogRecord);
      done();
    },
  });
  const logger = createLogger({ logLevel: 'info' }, sink);
  const app = await buildApp(db.config(env), { ...deps, database: db.database, logger });
  return { app, logs };
}
