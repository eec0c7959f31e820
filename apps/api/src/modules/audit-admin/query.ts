// admin_audit_list and the export's rows: the filters as SQL (dates are Asia/Shanghai days, both
// ends inclusive), newest first (at, id — the index of migration 0021), and each row as the
// console shows it — the actor named, the action and record labelled, the changes as text.
import type { AuditEntityType, AuditEntry } from '@qyfw/portal-sdk/calls/audit-admin';
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { maskRecipient } from '../auth/message-sender.js';
import { addDays, epochSeconds } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';
import { describeBrowser } from '../shared/user-agent.js';
import { auditChanges } from './changes.js';
import { ACTION_LABELS, actionLabel, entityLabel, roleLabel } from './labels.js';
import { AUDIT_ENTITY_LABELS } from '@qyfw/portal-sdk/calls/audit-admin';
import { recordNameMatches, recordNames } from './records.js';

export interface AuditFilterValues {
  readonly keyword?: string | undefined;
  readonly actor_id?: number | undefined;
  readonly entity_type?: AuditEntityType | undefined;
  readonly entity_id?: number | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** The first instant of a Shanghai day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** Keys of `labels` whose label (or the key itself) contains the keyword. */
const keysMatching = (labels: Readonly<Record<string, string>>, keyword: string) =>
  Object.entries(labels)
    .filter(([key, label]) => label.includes(keyword) || key.includes(keyword.toLowerCase()))
    .map(([key]) => key);

/** The actor's name or account, the action's label, the record type's, the record's name or id. */
function keywordCondition(db: Db, keyword: string): SQL {
  const pattern = containsPattern(keyword);
  const conditions: SQL[] = [
    ilike(users.nickname, pattern),
    ilike(users.username, pattern),
    ilike(auditLog.action, pattern),
    ...recordNameMatches(db, pattern),
  ];
  const actions = keysMatching(ACTION_LABELS, keyword);
  if (actions.length > 0) conditions.push(inArray(auditLog.action, actions));
  const types = keysMatching(AUDIT_ENTITY_LABELS, keyword);
  if (types.length > 0) conditions.push(inArray(auditLog.entityType, types));
  // 12 or #12: the record's number.
  const id = /^#?(\d{1,9})$/.exec(keyword)?.[1];
  if (id !== undefined) conditions.push(eq(auditLog.entityId, Number(id)));
  return or(...conditions)!;
}

/** The filters as one condition over audit_log left-joined to the actor's user row. */
export function auditWhere(db: Db, filters: AuditFilterValues, upToId?: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.actor_id === undefined ? undefined : eq(auditLog.actorUserId, filters.actor_id),
    filters.entity_type === undefined ? undefined : eq(auditLog.entityType, filters.entity_type),
    filters.entity_id === undefined ? undefined : eq(auditLog.entityId, filters.entity_id),
    filters.from === undefined ? undefined : gte(auditLog.at, dayStart(filters.from)),
    filters.to === undefined ? undefined : lt(auditLog.at, dayStart(addDays(filters.to, 1))),
    filters.keyword ? keywordCondition(db, filters.keyword) : undefined,
    // An export reads what was there when it counted: rows written meanwhile stay out.
    upToId === undefined ? undefined : lte(auditLog.id, upToId),
  ];
  return and(...conditions);
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  actorRole: auditLog.actorRole,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  nickname: users.nickname,
  username: users.username,
  mobile: users.mobile,
};

export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

export async function countAudit(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where);
  return row?.n ?? 0;
}

/** Newest first; `after` continues past the row last read (the export reads in batches). */
export function auditRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  after?: { readonly at: Date; readonly id: number },
) {
  const past = after
    ? or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(auditLog.id, after.id)))
    : undefined;
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(where, past))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

function actorOf(row: AuditRow): AuditEntry['actor'] {
  const role = row.actorRole;
  const role_label = roleLabel(role, row.entityType);
  if (row.actorUserId === null)
    return { id: null, name: '（用户已删除）', account: null, role, role_label };
  const mobile = row.mobile ? maskRecipient(row.mobile) : null;
  return {
    id: row.actorUserId,
    name: row.nickname?.trim() || row.username || mobile || `用户${row.actorUserId}`,
    account: row.username || mobile,
    role,
    role_label,
  };
}

/** The rows as the console shows them, the records named in one query per kind. */
export async function auditEntries(db: Db, rows: readonly AuditRow[]): Promise<AuditEntry[]> {
  const names = await recordNames(db, rows);
  return rows.map((row) => ({
    id: row.id,
    at: epochSeconds(row.at),
    actor: actorOf(row),
    action: row.action,
    action_label: actionLabel(row.action),
    entity_type: row.entityType,
    entity_label: entityLabel(row.entityType),
    entity_id: row.entityId,
    record_name: names.get(`${row.entityType}:${row.entityId}`) ?? null,
    changes: auditChanges(row.entityType, row.before, row.after),
    ip: row.ip,
    user_agent: row.userAgent,
    browser: row.userAgent ? describeBrowser(row.userAgent) : null,
  }));
}

export async function auditList(
  db: Db,
  body: PageRequest & AuditFilterValues,
): Promise<PagedAnswer<AuditEntry>> {
  const where = auditWhere(db, body);
  return pagedAnswer(
    body,
    () => countAudit(db, where),
    async (limit, offset) => auditEntries(db, await auditRows(db, where, limit, offset)),
  );
}
