// Who may download an upload (design §6: "downloaded only by those allowed to see the record").
// The owner and operators always may; any other reader is allowed by the module whose record
// the upload belongs to, through a reader registered here (the identity module: members of the
// enterprise a join request names may see its licence). Everyone else is answered as if the
// upload did not exist.
import { ROLES } from '@qyfw/portal-sdk/constants';
import type { Db } from '../../db/client.js';
import type { uploads } from '../../db/schema/uploads.js';
import type { SessionContext } from '../../plugins/session.js';

export type UploadRow = typeof uploads.$inferSelect;

export interface UploadReadRequest {
  /** The member asking (from the session). */
  readonly userId: number;
  readonly upload: UploadRow;
}

/** Answers true when the asking member may see the upload through this module's records. */
export type UploadReader = (db: Db, request: UploadReadRequest) => Promise<boolean>;

// A Set: a module registers its reader (a module-level function) when its routes are registered,
// which happens once per app, and a process may build several apps (tests).
const readers = new Set<UploadReader>();

/** Lets a module grant reading. Registering the same function again changes nothing. */
export function registerUploadReader(reader: UploadReader): void {
  readers.add(reader);
}

export async function mayReadUpload(
  db: Db,
  session: SessionContext,
  upload: UploadRow,
): Promise<boolean> {
  if (upload.ownerUserId === session.userId) return true;
  if (session.role === ROLES.operator) return true;
  for (const reader of readers) {
    if (await reader(db, { userId: session.userId, upload })) return true;
  }
  return false;
}
