import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { MessageSender } from './auth/message-sender.js';

/** What every module's routes receive from buildApp. */
export interface ModuleDeps {
  readonly db: Db;
  /** The app's clock (AppDeps.now): use it, not `new Date()`, for anything that expires. */
  readonly now: () => Date;
  readonly config: Config;
  /** Sends verification codes by SMS and email. */
  readonly messages: MessageSender;
}
