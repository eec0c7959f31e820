// Operators' edits of editorial content: list and read any row (drafts too), save (a new row is a
// draft), publish, withdraw (下线: back to a draft) and delete a draft. Each change runs in one
// transaction with its audit row (before → after), checks the `updated_at` the operator read, and
// gives the row a stamp of its own (kinds.ts nextStamp).
import type {
  AdminContent,
  AdminContentItem,
  ContentKind,
} from '@qyfw/portal-sdk/calls/content-admin';
import { and, desc, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bulletins,
  information,
  knowledge,
  knowledgePolicies,
  news,
} from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordOperatorAudit } from '../shared/audit.js';
import type { OperatorAct } from '../shared/audit.js';
import { epochSeconds } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { categoryOf, contentAnswer } from './answers.js';
import { bulletinColumns, informationColumns, knowledgeColumns, newsColumns } from './inputs.js';
import type { SaveInput } from './inputs.js';
import { commonTable, lockContent, NOT_FOUND, nextStamp, stateOf } from './kinds.js';
import type { AnyContentRow, ContentRows } from './kinds.js';

/** What the audit keeps of a row: every column but the search vector and the bookkeeping. */
function audited(row: AnyContentRow, extra: Record<string, unknown> = {}) {
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    ...rest
  } = row as AnyContentRow & { searchVector?: unknown };
  delete (rest as { searchVector?: unknown }).searchVector;
  return { state: stateOf(row), ...rest, ...extra };
}

async function auditChange(
  tx: Db,
  act: OperatorAct,
  kind: ContentKind,
  what: 'create' | 'update' | 'publish' | 'withdraw' | 'delete',
  entityId: number,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordOperatorAudit(tx, act, {
    action: `${kind}.${what}`,
    entityType: kind,
    entityId,
    before,
    after,
  });
}

async function columnsFor(
  tx: Db,
  input: SaveInput,
  act: OperatorAct,
  before: AnyContentRow | undefined,
): Promise<Record<string, unknown>> {
  switch (input.kind) {
    case 'news':
      return newsColumns(tx, input, act, before as ContentRows['news'] | undefined);
    case 'knowledge':
      return knowledgeColumns(tx, input);
    case 'information':
      return informationColumns(tx, input);
    case 'bulletin':
      return bulletinColumns(tx, input);
  }
}

async function linkedPolicyIds(tx: Db, knowledgeId: number): Promise<number[]> {
  const rows = await tx
    .select({ policyId: knowledgePolicies.policyId })
    .from(knowledgePolicies)
    .where(eq(knowledgePolicies.knowledgeId, knowledgeId));
  return rows.map((row) => row.policyId).sort((a, b) => a - b);
}

async function relinkPolicies(tx: Db, knowledgeId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(knowledgePolicies).where(eq(knowledgePolicies.knowledgeId, knowledgeId));
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx.insert(knowledgePolicies).values(unique.map((policyId) => ({ knowledgeId, policyId })));
}

export async function saveContent(
  db: Db,
  input: SaveInput,
  act: OperatorAct,
): Promise<AdminContent> {
  return db.transaction(async (tx) => {
    const kind = input.kind;
    const table = commonTable(kind);
    const before =
      input.id === undefined
        ? undefined
        : ((await lockContent(tx, kind, input.id, input.updated_at)) as AnyContentRow);
    const policiesBefore =
      kind === 'knowledge' && before ? await linkedPolicyIds(tx, before.id) : undefined;
    const columns = await columnsFor(tx, input, act, before);
    // The columns are the kind's own table's (inputs.ts); `table` is that table at run time.
    type Insert = typeof table.$inferInsert;
    const [saved] = before
      ? await tx
          .update(table)
          .set({ ...columns, updatedAt: nextStamp(before.updatedAt, act.now) } as Partial<Insert>)
          .where(eq(table.id, before.id))
          .returning()
      : await tx
          .insert(table)
          .values({
            ...columns,
            publishedAt: null,
            updatedAt: act.now,
            createdAt: act.now,
          } as Insert)
          .returning();
    const row = saved as AnyContentRow;
    let extraAfter: Record<string, unknown> = {};
    let extraBefore: Record<string, unknown> = {};
    if (input.kind === 'knowledge') {
      await relinkPolicies(tx, row.id, input.policy_ids);
      extraAfter = { policyIds: await linkedPolicyIds(tx, row.id) };
      extraBefore = { policyIds: policiesBefore ?? [] };
    }
    await auditChange(
      tx,
      act,
      kind,
      before ? 'update' : 'create',
      row.id,
      before ? audited(before, extraBefore) : null,
      audited(row, extraAfter),
    );
    return contentAnswer(tx, kind, row as ContentRows[typeof kind]);
  });
}

export interface ContentTarget {
  readonly kind: ContentKind;
  readonly id: number;
  readonly updated_at: number;
}

/**
 * Runs `change` in one transaction on the target row, locked and checked against the stamp the
 * operator read (lockContent: 404 when gone, 409 when stale).
 */
function changeLocked<T>(
  db: Db,
  target: ContentTarget,
  change: (tx: Db, before: AnyContentRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await lockContent(tx, target.kind, target.id, target.updated_at);
    return change(tx, before as AnyContentRow);
  });
}

/**
 * 发布 and 下线 alike: `columns` says what publishedAt becomes (refusing a row already so), the row
 * gets a new stamp, and the audit keeps the state and publishedAt before → after.
 */
function changePublication(
  db: Db,
  target: ContentTarget,
  act: OperatorAct,
  what: 'publish' | 'withdraw',
  columns: (before: AnyContentRow) => { publishedAt: Date | null; createdAt?: Date },
): Promise<AdminContent> {
  return changeLocked(db, target, async (tx, before) => {
    const publication = columns(before);
    const table = commonTable(target.kind);
    const [saved] = await tx
      .update(table)
      .set({ ...publication, updatedAt: nextStamp(before.updatedAt, act.now) })
      .where(eq(table.id, before.id))
      .returning();
    const row = saved as AnyContentRow;
    await auditChange(
      tx,
      act,
      target.kind,
      what,
      row.id,
      { state: stateOf(before), publishedAt: before.publishedAt },
      { state: stateOf(row), publishedAt: row.publishedAt },
    );
    return contentAnswer(tx, target.kind, row as never);
  });
}

/**
 * Publishes a draft. The portal dates and orders articles by created_at (its `createtime`), so
 * publishing dates it now: a draft written last week and published today is today's news.
 */
export function publishContent(
  db: Db,
  target: ContentTarget,
  act: OperatorAct,
): Promise<AdminContent> {
  return changePublication(db, target, act, 'publish', (before) => {
    if (before.publishedAt !== null) throw ApiError.badRequest('该内容已发布');
    return { publishedAt: act.now, createdAt: act.now };
  });
}

/** 下线: a published row goes back to a draft; the portal stops showing it at once. */
export function withdrawContent(
  db: Db,
  target: ContentTarget,
  act: OperatorAct,
): Promise<AdminContent> {
  return changePublication(db, target, act, 'withdraw', (before) => {
    if (before.publishedAt === null) throw ApiError.badRequest('该内容尚未发布');
    return { publishedAt: null };
  });
}

/** Deletes a draft; the audit keeps what it said. A published row must be withdrawn first. */
export function deleteContent(
  db: Db,
  target: ContentTarget,
  act: OperatorAct,
): Promise<{ id: number }> {
  return changeLocked(db, target, async (tx, before) => {
    if (before.publishedAt !== null) throw ApiError.badRequest('已发布的内容须先下线再删除');
    const extra =
      target.kind === 'knowledge' ? { policyIds: await linkedPolicyIds(tx, before.id) } : {};
    const table = commonTable(target.kind);
    await tx.delete(table).where(eq(table.id, before.id));
    await auditChange(tx, act, target.kind, 'delete', before.id, audited(before, extra), null);
    return { id: before.id };
  });
}

export async function contentDetail(db: Db, kind: ContentKind, id: number): Promise<AdminContent> {
  const table = commonTable(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw ApiError.notFound(NOT_FOUND);
  return contentAnswer(db, kind, row as never);
}

/** The columns a list row's category comes from, per kind (the bodies are never read here). */
const CATEGORY_COLUMNS = {
  news: { source: news.source },
  knowledge: { kind: knowledge.kind },
  information: { type: information.type },
  bulletin: { type: bulletins.type, level: bulletins.level },
} as const;

interface ListedRow {
  id: number;
  title: string;
  publishedAt: Date | null;
  updatedAt: Date;
  createdAt: Date;
  source?: string;
  kind?: string;
  type?: number;
  level?: number;
}

export async function listContent(
  db: Db,
  body: {
    kind: ContentKind;
    page: number;
    pageSize: number;
    keyword?: string | undefined;
    state?: 'draft' | 'published' | undefined;
  },
): Promise<PagedAnswer<AdminContentItem>> {
  const table = commonTable(body.kind);
  const where = and(
    body.keyword ? ilike(table.title, containsPattern(body.keyword)) : undefined,
    body.state === 'draft'
      ? isNull(table.publishedAt)
      : body.state === 'published'
        ? isNotNull(table.publishedAt)
        : undefined,
  );
  return pagedAnswer(
    body,
    () => db.$count(table, where),
    async (limit, offset) => {
      const rows = (await db
        .select({
          id: table.id,
          title: table.title,
          publishedAt: table.publishedAt,
          updatedAt: table.updatedAt,
          createdAt: table.createdAt,
          ...CATEGORY_COLUMNS[body.kind],
        })
        .from(table)
        .where(where)
        .orderBy(desc(table.updatedAt), desc(table.id))
        .limit(limit)
        .offset(offset)) as ListedRow[];
      return rows.map((row) => ({
        id: row.id,
        kind: body.kind,
        state: stateOf(row),
        title: row.title,
        category: categoryOf(body.kind, {
          source: row.source ?? '',
          kind: row.kind ?? null,
          type: row.type ?? null,
          level: row.level ?? null,
        }),
        published_at: row.publishedAt ? epochSeconds(row.publishedAt) : null,
        updated_at: epochSeconds(row.updatedAt),
        createtime: epochSeconds(row.createdAt),
      }));
    },
  );
}
