import type { Db } from '../db/client.js';

/** What every module's routes receive from buildApp. */
export interface ModuleDeps {
  readonly db: Db;
}
