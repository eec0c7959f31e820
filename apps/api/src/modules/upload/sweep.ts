// Uploads attached to nothing (attached.ts) are deleted, row and bytes, once
// UNATTACHED_UPLOAD_LIFETIME_MS (24 hours) old: a file picked and never used, a replaced avatar,
// a material taken out of a draft. Without it every upload stayed for ever (issue 23: a stranger
// stored 400 MB a minute of files no record would ever name).
//
// Safe against an attach in the same moment. A run takes its candidates with FOR UPDATE SKIP
// LOCKED — a row ownedUpload() holds (FOR KEY SHARE, until the attaching transaction ends) is
// skipped, and an attach that comes after waits for this transaction and then finds the row gone
// (400, upload again) — and deletes them in a second statement that checks "attached to nothing"
// again on a fresh snapshot, so a reference committed between the two is seen. Several API
// instances may sweep at once: SKIP LOCKED gives them disjoint rows. The bytes go after the rows
// are committed: a failure there leaves an unreadable file (logged), never a row without bytes.
import { UNATTACHED_UPLOAD_LIFETIME_MS } from '@qyfw/portal-sdk/upload';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { NAMED_UPLOADS, UNATTACHED } from './attached.js';
import type { UploadStorage } from './storage.js';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Rows per transaction: a backlog is cleared in short transactions, not one long one. */
const BATCH = 1000;

export interface Swept {
  readonly deleted: number;
  readonly bytes: number;
}

interface DeletedRow {
  readonly storageKey: string;
  readonly size: number;
}

interface Batch {
  /** Rows taken as candidates (a full batch means there may be more). */
  readonly taken: number;
  readonly deleted: readonly DeletedRow[];
}

async function sweepBatch(db: Db, cutoff: Date): Promise<Batch> {
  return db.transaction(async (tx) => {
    // The candidates are found in full first (one hashed anti-join), then a batch of them is
    // locked: a LIMIT next to the anti-join would make the planner probe the list row by row.
    const candidates = (await tx.execute(sql`
      with ${NAMED_UPLOADS},
      unattached as materialized (
        select upload.id from uploads upload
         where upload.created_at < ${cutoff.toISOString()}::timestamptz and ${UNATTACHED})
      select upload.id from uploads upload
       where upload.id in (select id from unattached order by id limit ${BATCH})
         for update of upload skip locked`)) as unknown as { rows: Array<{ id: number }> };
    const ids = candidates.rows.map((row) => Number(row.id));
    if (ids.length === 0) return { taken: 0, deleted: [] };
    const deleted = (await tx.execute(sql`
      with ${NAMED_UPLOADS}
      delete from uploads upload
       where upload.id in (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )}) and ${UNATTACHED}
       returning upload.storage_key as "storageKey", upload.size`)) as unknown as {
      rows: DeletedRow[];
    };
    return { taken: ids.length, deleted: deleted.rows };
  });
}

/** Deletes every upload attached to nothing and created before `now` − 24 hours. */
export async function sweepUnattachedUploads(
  db: Db,
  storage: UploadStorage,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<Swept> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS);
  let deleted = 0;
  let bytes = 0;
  for (;;) {
    const batch = await sweepBatch(db, cutoff);
    for (const row of batch.deleted) {
      try {
        await storage.delete(row.storageKey);
      } catch (error) {
        log?.warn({ err: error, storageKey: row.storageKey }, '删除未使用的上传文件失败');
      }
      deleted += 1;
      bytes += Number(row.size);
    }
    // A short batch was the last; rows skipped as locked wait for the next run.
    if (batch.taken < BATCH) return { deleted, bytes };
  }
}

/** Sweeps once an hour while the app runs (the timer never keeps the process alive). */
export function scheduleUploadSweep(
  app: FastifyInstance,
  db: Db,
  storage: UploadStorage,
  now: () => Date,
): void {
  const run = () => {
    sweepUnattachedUploads(db, storage, now(), app.log)
      .then((swept) => {
        if (swept.deleted > 0) app.log.info({ swept }, '已清理未使用的上传文件');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, '清理未使用的上传文件失败'));
  };
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
