import type { Db } from '../db/client.js';

/** What every module's routes receive from buildApp. */
export interface ModuleDeps {
  readonly db: Db;
  /** The app's clock (AppDeps.now): use it, not `new Date()`, for anything that expires. */
  readonly now: () => Date;
}
