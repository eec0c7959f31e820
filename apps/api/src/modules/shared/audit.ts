// The audit log (design §6 "roles"): every operator or handler action, and every change of a
// record several members share, is written here in the same transaction as the change.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { USER_AGENT_MAX_LENGTH } from '../../plugins/session.js';

/** Where an audited action came from: the caller's address and browser (shown as 地址与浏览器). */
export interface AuditClient {
  readonly ip: string | null;
  /** The User-Agent header as sent (bounded as sessions bound it); null when none was sent. */
  readonly userAgent: string | null;
}

/** The request's address (request.ip: behind TRUST_PROXY, the one the proxy names) and browser. */
export function auditClient(request: FastifyRequest): AuditClient {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: agent?.slice(0, USER_AGENT_MAX_LENGTH) || null };
}

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
  readonly userAgent?: string | null;
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
    userAgent: entry.userAgent ?? null,
    at: entry.at,
  });
}

/** Who acts in an operator's change: the operator of the session, from where, and when. */
export interface OperatorAct extends AuditClient {
  readonly userId: number;
  readonly now: Date;
}

/** What one change records besides who made it. */
export type AuditedChange = Pick<
  AuditEntry,
  'action' | 'entityType' | 'entityId' | 'before' | 'after'
>;

/**
 * The audit row of an operator's change (平台运营's editors: policies, calls, content, site
 * settings), in the change's transaction: the actor, address, browser and time come from `act`.
 */
export async function recordOperatorAudit(
  db: Db,
  act: OperatorAct,
  change: AuditedChange,
): Promise<void> {
  await recordAudit(db, {
    actorUserId: act.userId,
    actorRole: 'operator',
    ...change,
    ip: act.ip,
    userAgent: act.userAgent,
    at: act.now,
  });
}
