// The audit log (design §6 "roles"): every operator or handler action, and every change of a
// record several members share, is written here in the same transaction as the change.
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  readonly actorUserId: number | null;
  /** The role the actor acted in: operator, handler, member, or a flow relation. */
  readonly actorRole: string;
  /** `<entity>.<what>`, e.g. enterprise_auth.approve, enterprise_record.save. */
  readonly action: string;
  readonly entityType: string;
  readonly entityId: number;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly ip?: string | null;
  readonly at: Date;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorRole: entry.actorRole,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    at: entry.at,
  });
}
