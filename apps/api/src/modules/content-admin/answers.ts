// Content rows as the console's calls answer them (snake_case wire shapes), with the titles of
// the policies and calls a row links to.
import type {
  AdminContent,
  AdminContentOf,
  BulletinType,
  ContentKind,
  ContentLink,
  InformationType,
} from '@qyfw/portal-sdk/calls/content-admin';
import {
  BULLETIN_TYPE_LABELS,
  INFORMATION_TYPE_LABELS,
} from '@qyfw/portal-sdk/calls/content-admin';
import { KNOWLEDGE_KIND_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knowledgePolicies, policies, policyCalls } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';
import type { AnyContentRow, ContentRows } from './kinds.js';
import { stateOf } from './kinds.js';

function base(row: AnyContentRow) {
  return {
    id: row.id,
    state: stateOf(row),
    title: row.title,
    content: row.content,
    published_at: row.publishedAt ? epochSeconds(row.publishedAt) : null,
    updated_at: epochSeconds(row.updatedAt),
    createtime: epochSeconds(row.createdAt),
  };
}

/** The title of the policy or call a row links to (null: it links none). */
async function linkTo(
  tx: Db,
  table: typeof policies | typeof policyCalls,
  id: number | null,
): Promise<ContentLink | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

/** The policies a knowledge item explains, in the order they were published. */
export async function knowledgePolicyLinks(tx: Db, knowledgeId: number): Promise<ContentLink[]> {
  return tx
    .select({ id: policies.id, title: policies.title })
    .from(knowledgePolicies)
    .innerJoin(policies, eq(policies.id, knowledgePolicies.policyId))
    .where(eq(knowledgePolicies.knowledgeId, knowledgeId))
    .orderBy(asc(policies.publishedOn), asc(policies.id));
}

export async function contentAnswer<K extends ContentKind>(
  tx: Db,
  kind: K,
  row: ContentRows[K],
): Promise<AdminContentOf<K>> {
  return (await answerOf(tx, kind, row as AnyContentRow)) as AdminContentOf<K>;
}

/** What each kind answers besides `kind` and the fields every kind has (base). */
type OwnFields<K extends ContentKind> = Omit<
  AdminContentOf<K>,
  'kind' | keyof ReturnType<typeof base>
>;

const OWN_FIELDS: { [K in ContentKind]: (tx: Db, row: ContentRows[K]) => Promise<OwnFields<K>> } = {
  news: async (_tx, row) => ({ summary: row.summary, source: row.source, image: row.image }),
  knowledge: async (tx, row) => ({
    knowledge_kind: row.kind,
    summary: row.summary,
    source: row.source,
    policies: await knowledgePolicyLinks(tx, row.id),
  }),
  information: async (tx, row) => ({
    type: row.type as InformationType,
    source: row.source,
    call: await linkTo(tx, policyCalls, row.callId),
  }),
  bulletin: async (tx, row) => ({
    type: row.type as BulletinType,
    level: row.level as PolicyLevel,
    issuing_unit: row.issuingUnit,
    deadline: row.deadline,
    policy: await linkTo(tx, policies, row.policyId),
    call: await linkTo(tx, policyCalls, row.callId),
  }),
};

async function answerOf(tx: Db, kind: ContentKind, row: AnyContentRow): Promise<AdminContent> {
  const own = OWN_FIELDS[kind] as (tx: Db, row: AnyContentRow) => Promise<object>;
  return { kind, ...base(row), ...(await own(tx, row)) } as AdminContent;
}

const levelLabel = (level: number) =>
  POLICY_LEVEL_OPTIONS.find((option) => option.level === level)?.label ?? '';

/** What the list shows beside a title: 来源, 解读/问答, 资讯类型, 公告类型 · 级别. */
export function categoryOf(
  kind: ContentKind,
  row: { source: string; kind: string | null; type: number | null; level: number | null },
): string {
  switch (kind) {
    case 'news':
      return row.source;
    case 'knowledge':
      return KNOWLEDGE_KIND_LABELS[row.kind as keyof typeof KNOWLEDGE_KIND_LABELS] ?? '';
    case 'information':
      return INFORMATION_TYPE_LABELS[row.type as InformationType] ?? '';
    case 'bulletin':
      return [BULLETIN_TYPE_LABELS[row.type as BulletinType], levelLabel(row.level ?? 0)]
        .filter(Boolean)
        .join(' · ');
  }
}
