// Test-only: the suite's own documents, calls and knowledge, written directly (expected answers
// never come from the code under test). Every document carries the suite's issuing unit, so a
// search filtered by it sees only these rows whatever the demo seed holds. Each write drops the
// cached searches, as the operators' writes do.
import type { DeliveryMode, PolicyValidity, PublishState } from '../../db/schema/index.js';
import { knowledge, knowledgePolicies, policies, policyCalls } from '../../db/schema/index.js';
import { invalidateContent } from '../../cache/content-cache.js';
import type { Db } from '../../db/client.js';
import { searchVector } from '../search/tokens.js';

export const UNIT = '检索测试局';

export interface PolicyInput {
  readonly title: string;
  readonly body?: string;
  readonly summary?: string;
  readonly level?: number;
  readonly region?: string;
  readonly issuingUnit?: string;
  readonly documentNumber?: string;
  readonly publishedOn?: string;
  readonly themes?: string[];
  readonly industryCodes?: string[];
  readonly validity?: PolicyValidity;
  readonly validUntil?: string | null;
  readonly successorId?: number | null;
  readonly supportCeiling?: number | null;
  readonly state?: PublishState;
}

export async function addPolicy(db: Db, input: PolicyInput): Promise<number> {
  const documentNumber = input.documentNumber ?? '';
  const issuingUnit = input.issuingUnit ?? UNIT;
  const summary = input.summary ?? '';
  const body = input.body ?? `<p>${input.title}</p>`;
  const [row] = await db
    .insert(policies)
    .values({
      level: input.level ?? 20,
      title: input.title,
      documentNumber,
      issuingUnit,
      region: input.region ?? '测试市',
      publishedOn: input.publishedOn ?? '2026-01-01',
      summary,
      body,
      themes: input.themes ?? [],
      industryCodes: input.industryCodes ?? [],
      validity: input.validity ?? 'current',
      validUntil: input.validUntil ?? null,
      successorId: input.successorId ?? null,
      supportCeiling: input.supportCeiling ?? null,
      state: input.state ?? 'published',
      searchVector: searchVector({
        title: input.title,
        names: [documentNumber, issuingUnit],
        body: [summary, body],
      }) as unknown as string,
    })
    .returning({ id: policies.id });
  invalidateContent(db, 'policy');
  return row!.id;
}

export interface CallInput {
  readonly title?: string;
  readonly start?: string | null;
  readonly end?: string | null;
  readonly mode?: DeliveryMode;
  readonly state?: PublishState;
  readonly ceiling?: number | null;
}

export async function addCall(db: Db, policyId: number, input: CallInput = {}): Promise<number> {
  const [row] = await db
    .insert(policyCalls)
    .values({
      policyId,
      title: input.title ?? '申报通知',
      applyStartOn: input.start ?? null,
      applyEndOn: input.end ?? null,
      deliveryMode: input.mode ?? 'review',
      supportType: '奖励',
      supportCeiling: input.ceiling ?? null,
      conditions: {
        all: [
          {
            id: 'c1',
            label: '注册地在西湖区',
            clause: '第二条',
            field: 'district',
            op: 'eq',
            value: '西湖区',
          },
        ],
      } as never,
      checklist: ['项目具有示范带动作用'],
      state: input.state ?? 'published',
    })
    .returning({ id: policyCalls.id });
  invalidateContent(db, 'policy');
  return row!.id;
}

export async function addKnowledge(
  db: Db,
  input: { title: string; content: string; kind?: 'interpretation' | 'qa'; createdAt: Date },
  policyIds: readonly number[] = [],
): Promise<number> {
  const [row] = await db
    .insert(knowledge)
    .values({
      title: input.title,
      kind: input.kind ?? 'interpretation',
      content: input.content,
      source: UNIT,
      createdAt: input.createdAt,
      searchVector: searchVector({
        title: input.title,
        body: [input.content],
      }) as unknown as string,
    })
    .returning({ id: knowledge.id });
  if (policyIds.length > 0) {
    await db
      .insert(knowledgePolicies)
      .values(policyIds.map((policyId) => ({ knowledgeId: row!.id, policyId })));
  }
  invalidateContent(db, 'knowledge');
  return row!.id;
}
