import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { MessageSender } from './auth/message-sender.js';
import type { UploadStorage } from './upload/storage.js';

/** What every module's routes receive from buildApp. */
export interface ModuleDeps {
  readonly db: Db;
  /** The app's clock (AppDeps.now): use it, not `new Date()`, for anything that expires. */
  readonly now: () => Date;
  readonly config: Config;
  /** Sends verification codes by SMS and email. */
  readonly messages: MessageSender;
  /** Where uploaded files' bytes live (disk under DATA_DIR by default). */
  readonly uploadStorage: UploadStorage;
}
