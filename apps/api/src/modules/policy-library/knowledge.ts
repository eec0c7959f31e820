// 政策知识: interpretations and Q&A, searchable by keyword (their own search vector), by kind and
// by the policy they explain; one item with the published policies it explains and its
// neighbours in the list's order (newest first).
import type { KnowledgeKind, KnowledgeListItem } from '@qyfw/portal-sdk/calls/policy-library';
import { KNOWLEDGE_KIND_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knowledge, knowledgePolicies, policies } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';
import { keywordWords, matches, rank, searchQuery } from '../search/tokens.js';
import { epochSeconds } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';
import { snippetOf } from './snippet.js';
import { validityOf } from './validity.js';

const KNOWLEDGE_NOT_FOUND = '该政策知识不存在或已删除';

export interface KnowledgeQuery extends PageRequest {
  readonly keyword?: string | undefined;
  readonly kind?: KnowledgeKind | undefined;
  readonly policy_id?: number | undefined;
}

export async function listKnowledge(
  db: Db,
  query: KnowledgeQuery,
): Promise<PagedAnswer<KnowledgeListItem>> {
  const tsquery = query.keyword ? searchQuery(query.keyword) : null;
  const words = query.keyword ? keywordWords(query.keyword) : [];
  // A draft (published_at null) is the console's until an operator publishes it.
  const conditions: (SQL | undefined)[] = [isNotNull(knowledge.publishedAt)];
  if (tsquery) conditions.push(matches(knowledge.searchVector, tsquery));
  if (query.kind) conditions.push(eq(knowledge.kind, query.kind));
  if (query.policy_id !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${knowledgePolicies} where ${knowledgePolicies.knowledgeId} = ${knowledge.id} and ${knowledgePolicies.policyId} = ${query.policy_id})`,
    );
  }
  const where = and(...conditions);
  const newest = [desc(knowledge.createdAt), desc(knowledge.id)];
  return pagedAnswer(
    query,
    () => db.$count(knowledge, where),
    async (limit, offset) => {
      const rows = await db
        .select({
          id: knowledge.id,
          title: knowledge.title,
          kind: knowledge.kind,
          summary: knowledge.summary,
          content: knowledge.content,
          createdAt: knowledge.createdAt,
        })
        .from(knowledge)
        .where(where)
        .orderBy(...(tsquery ? [desc(rank(knowledge.searchVector, tsquery)), ...newest] : newest))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        kind: row.kind,
        kind_label: KNOWLEDGE_KIND_LABELS[row.kind],
        snippet: snippetOf([row.summary, row.content], words),
        createtime: epochSeconds(row.createdAt),
        highlight: words,
      }));
    },
  );
}

export async function knowledgeDetail(db: Db, id: number, today: string) {
  const published = isNotNull(knowledge.publishedAt);
  const [row] = await db
    .select()
    .from(knowledge)
    .where(and(eq(knowledge.id, id), published))
    .limit(1);
  if (!row) throw ApiError.notFound(KNOWLEDGE_NOT_FOUND);
  const neighbour = { id: knowledge.id, title: knowledge.title };
  // Newest first: the previous item is the next newer one, the next item the next older one.
  const self = sql`(select k.created_at, k.id from knowledge k where k.id = ${row.id})`;
  const newer = sql`(${knowledge.createdAt}, ${knowledge.id}) > ${self}`;
  const older = sql`(${knowledge.createdAt}, ${knowledge.id}) < ${self}`;
  const [linked, [prev], [next]] = await Promise.all([
    db
      .select({
        id: policies.id,
        title: policies.title,
        validity: policies.validity,
        validUntil: policies.validUntil,
      })
      .from(knowledgePolicies)
      .innerJoin(policies, eq(policies.id, knowledgePolicies.policyId))
      .where(and(eq(knowledgePolicies.knowledgeId, id), eq(policies.state, 'published')))
      .orderBy(desc(policies.publishedOn), asc(policies.id)),
    db
      .select(neighbour)
      .from(knowledge)
      .where(and(newer, published))
      .orderBy(asc(knowledge.createdAt), asc(knowledge.id))
      .limit(1),
    db
      .select(neighbour)
      .from(knowledge)
      .where(and(older, published))
      .orderBy(desc(knowledge.createdAt), desc(knowledge.id))
      .limit(1),
  ]);
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    kind_label: KNOWLEDGE_KIND_LABELS[row.kind],
    source: row.source,
    createtime: epochSeconds(row.createdAt),
    content: sanitizeRichText(row.content),
    policies: linked.map((policy) => ({
      id: policy.id,
      title: policy.title,
      ...validityOf(policy.validity, policy.validUntil, today),
    })),
    prev: prev ?? null,
    next: next ?? null,
  };
}
