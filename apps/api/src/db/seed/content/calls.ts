// Calls for applications (申报通知/申报指南) under the seeded documents: windows in every state on
// the seed's day (未开始, 申报中, 即将截止, 已截止, 常年受理), every delivery mode, support type and
// ceiling, conditions as data with their clauses, the self-check list, form and materials. A new
// document's calls are mostly open or about to open; an old one's are closed; a revised, repealed
// or lapsed document's only call closed before it stopped. A few calls are drafts (never public).
import type { Faker } from '@faker-js/faker';
import type { ConditionLeaf, ConditionNode } from '@qyfw/portal-sdk/conditions';
import { and, desc, eq, gte, isNull, lt, lte, ne, notExists, or } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { bulletins, policies, policyCalls } from '../../schema/index.js';
import type { DeliveryMode } from '../../schema/index.js';
import { addDays, shanghaiDate } from '../../../modules/shared/dates.js';
import { callTemplateOf, COMMON_FIELDS, FORM_FIELDS, MATERIALS } from './call-catalogue.js';
import type { FieldKey, LeafTemplate, MaterialKey, WindowState } from './call-catalogue.js';
import { DEMO_DOCUMENTS } from './demo-calls.js';
import { DISTRICTS } from './places.js';
import { callNameOf, ceilingOr, fill, isYearly } from './policy-catalogue.js';
import type { PlannedPolicy, PolicyTopic } from './policy-catalogue.js';
import { topicOfTitle } from './topics.js';
import { daysFrom, fakerFor } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

const DAY_MS = 86_400_000;

/** The window of a state, in Shanghai calendar days around today (margins keep it stable). */
function windowOf(
  faker: Faker,
  today: string,
  state: WindowState,
  ageDays: number,
): { start: string | null; end: string | null } {
  const int = (min: number, max: number) => faker.number.int({ min, max: Math.max(min, max) });
  switch (state) {
    case 'rolling':
      return { start: null, end: null };
    case 'upcoming': {
      const start = int(3, 30);
      return { start: addDays(today, start), end: addDays(today, start + int(20, 60)) };
    }
    case 'open':
      return {
        start: addDays(today, -int(0, Math.min(ageDays, 40))),
        end: addDays(today, int(10, 60)),
      };
    case 'closing':
      return {
        start: addDays(today, -int(5, Math.max(5, Math.min(ageDays, 30)))),
        end: addDays(today, int(1, 6)),
      };
    case 'closed': {
      // Ended at least two days ago, after the document was published.
      const end = int(2, Math.max(2, ageDays - 20));
      const start = Math.min(end + int(20, 60), Math.max(end, ageDays));
      return { start: addDays(today, -start), end: addDays(today, -end) };
    }
  }
}

/** How long after a yearly notice its calls may still be open or about to open. */
const YEARLY_CALL_DAYS = 150;

/** A closed window of a yearly notice's call: opened soon after the notice, closed weeks later. */
function closedAfter(faker: Faker, today: string, ageDays: number): { start: string; end: string } {
  const start = ageDays - faker.number.int({ min: 3, max: 20 });
  const end = Math.max(2, start - faker.number.int({ min: 20, max: 60 }));
  return { start: addDays(today, -Math.max(start, end)), end: addDays(today, -end) };
}

function stateFor(faker: Faker, document: PlannedPolicy, ageDays: number): WindowState {
  // A document no longer in force had its call before it stopped.
  if (document.validity !== 'current' || document.validUntil !== null) {
    if (ageDays > 30) return 'closed';
  }
  const weights: [WindowState, number][] =
    ageDays <= 60
      ? [
          ['upcoming', 25],
          ['open', 35],
          ['closing', 15],
          ['rolling', 10],
          ['closed', ageDays > 25 ? 15 : 0],
        ]
      : ageDays <= 365
        ? [
            ['open', 20],
            ['closing', 6],
            ['closed', 55],
            ['rolling', 14],
            ['upcoming', 5],
          ]
        : [
            ['closed', 80],
            ['rolling', 15],
            ['open', 5],
          ];
  return faker.helpers.weightedArrayElement(
    weights.filter(([, weight]) => weight > 0).map(([value, weight]) => ({ value, weight })),
  );
}

/** Leaves with ids c1, c2 … in the order the call lists them. */
function conditionsOf(leaves: readonly LeafTemplate[]): ConditionNode {
  return { all: leaves.map((leaf, index): ConditionLeaf => ({ id: `c${index + 1}`, ...leaf })) };
}

/** The region condition a document's level implies (national and provincial ones have none). */
function regionLeaf(document: PlannedPolicy): LeafTemplate[] {
  if (document.level === 21)
    return [
      {
        label: `注册地在${document.region}`,
        clause: '第二条第（一）项',
        field: 'district',
        op: 'eq',
        value: document.region,
      },
    ];
  if (document.level === 20)
    return [
      {
        label: '注册地在杭州市',
        clause: '第二条第（一）项',
        field: 'district',
        op: 'in',
        value: DISTRICTS.map((district) => district.name),
      },
    ];
  return [];
}

const formOf = (keys: readonly FieldKey[]) =>
  [...new Set([...COMMON_FIELDS, ...keys])].map((key) => ({ ...FORM_FIELDS[key] }));
const materialsOf = (keys: readonly MaterialKey[]) => keys.map((key) => ({ ...MATERIALS[key] }));

/** The calls of the planned documents (their ids given), as rows to insert. */
export function planCalls(
  context: SeedContext,
  planned: readonly PlannedPolicy[],
  ids: readonly number[],
): (typeof policyCalls.$inferInsert)[] {
  const faker = fakerFor('calls', context.now);
  const today = shanghaiDate(context.now);
  const year = Number(today.slice(0, 4));
  const rows: (typeof policyCalls.$inferInsert)[] = [];
  const publishedAt = (start: string | null, published: Date) => {
    const announced = start ? new Date(Date.parse(`${start}T01:00:00Z`) - 7 * DAY_MS) : published;
    const at = announced.getTime() < published.getTime() ? published : announced;
    return at.getTime() > context.now.getTime() ? daysFrom(context.now, -1) : at;
  };
  planned.forEach((document, index) => {
    const policyId = ids[index]!;
    const phone = `0571-${faker.string.numeric(8)}`;
    if (document.demoKey) {
      const demo = DEMO_DOCUMENTS.find((candidate) => candidate.key === document.demoKey)!.call;
      const window = windowOf(faker, today, demo.window, 30);
      rows.push({
        policyId,
        title: `${year}年度${demo.title}`,
        applyStartOn: window.start,
        applyEndOn: window.end,
        deliveryMode: demo.mode,
        supportType: demo.supportType,
        supportCeiling: demo.ceiling,
        supportText: demo.supportText,
        amountRule: demo.amountRule ?? null,
        conditions: conditionsOf(demo.conditions),
        checklist: [...demo.checklist],
        formFields: formOf(demo.fields),
        materials: materialsOf(demo.materials),
        handlingUnit: document.unit,
        consultPhone: phone,
        state: 'published',
        publishedAt: publishedAt(window.start, document.published),
        createdAt: document.published,
      });
      return;
    }
    const ageDays = Math.floor((context.now.getTime() - document.published.getTime()) / DAY_MS);
    const count =
      document.state === 'draft'
        ? faker.number.int({ min: 0, max: 1 })
        : document.validity !== 'current'
          ? 1
          : faker.helpers.weightedArrayElement([
              { value: 0, weight: 15 },
              { value: 1, weight: 60 },
              { value: 2, weight: 25 },
            ]);
    const template = callTemplateOf(document.topic.subject);
    const values = { region: document.region, year: document.year, amount: document.amount };
    const variant = document.variant ?? document.topic.variants[0]!;
    for (let batch = 0; batch < count; batch += 1) {
      const mode: DeliveryMode = faker.helpers.weightedArrayElement(
        template.modes.map((value, rank) => ({ value, weight: rank === 0 ? 3 : 1 })),
      );
      const yearly = isYearly(variant);
      let state = stateFor(faker, document, ageDays);
      // A year's notice runs its year's calls: months after it came out they have closed.
      if (yearly && ageDays > YEARLY_CALL_DAYS) state = 'closed';
      // 免申即享 has no application to send: most such calls run all year.
      else if (mode === 'exempt' && state !== 'closed' && faker.number.float() < 0.6)
        state = 'rolling';
      const window =
        yearly && state === 'closed'
          ? closedAfter(faker, today, ageDays)
          : windowOf(faker, today, state, ageDays);
      // A 2025年度 notice opens 2025年度 calls; a standing document's calls name their own year.
      const callYear = yearly
        ? document.year
        : window.start
          ? Number(window.start.slice(0, 4))
          : year;
      const part = count > 1 ? `（第${batch === 0 ? '一' : '二'}批）` : '';
      const draft = document.state === 'draft' || faker.number.float() < 0.02;
      rows.push({
        policyId,
        title: `${callNameOf(variant, document.region, callYear)}${mode === 'exempt' ? '（免申即享）' : ''}${part}`,
        applyStartOn: window.start,
        applyEndOn: window.end,
        deliveryMode: mode,
        supportType: template.supportType,
        supportCeiling: template.pays ? document.amount : null,
        supportText: `${fill(document.topic.support, values)}`,
        conditions: conditionsOf([...regionLeaf(document), ...template.conditions]),
        checklist: [...template.checklist],
        formFields: mode === 'exempt' ? [] : formOf(template.fields),
        materials: mode === 'exempt' ? [] : materialsOf(template.materials),
        handlingUnit: document.unit,
        consultPhone: phone,
        state: draft ? 'draft' : 'published',
        publishedAt: draft ? null : publishedAt(window.start, document.published),
        createdAt: document.published,
      });
    }
  });
  return rows;
}

export interface RecentCall {
  readonly id: number;
  readonly policyId: number;
  readonly title: string;
  readonly policyTitle: string;
  readonly level: number;
  readonly region: string;
  readonly handlingUnit: string;
  readonly applyStartOn: string | null;
  readonly applyEndOn: string | null;
  readonly publishedAt: Date;
  /** Its ceiling in 万元, what its notice's support line quotes. */
  readonly amount: number;
  /** The catalogue topic of its document. */
  readonly topic: PolicyTopic;
}

function recentCallOf({
  supportCeiling,
  ...row
}: {
  [K in keyof typeof recentCallColumns]: (typeof recentCallColumns)[K]['_']['data'] | null;
} & Record<string, unknown>): RecentCall {
  const topic = topicOfTitle(row.policyTitle as string);
  return {
    ...(row as Omit<RecentCall, 'publishedAt' | 'amount' | 'topic'>),
    publishedAt: (row.publishedAt as Date | null) ?? new Date(0),
    amount: ceilingOr(supportCeiling as number | null, topic, row.level as number),
    topic,
  };
}

const recentCallColumns = {
  id: policyCalls.id,
  policyId: policyCalls.policyId,
  title: policyCalls.title,
  policyTitle: policies.title,
  level: policies.level,
  region: policies.region,
  handlingUnit: policyCalls.handlingUnit,
  applyStartOn: policyCalls.applyStartOn,
  applyEndOn: policyCalls.applyEndOn,
  publishedAt: policyCalls.publishedAt,
  supportCeiling: policyCalls.supportCeiling,
};

/**
 * Published calls accepting applications today (started or 常年受理, not yet closed; 免申即享
 * left out) that no bulletin announces yet, newest announced first: 正在申报's notices.
 */
export async function openCalls(db: Db, today: string, limit: number): Promise<RecentCall[]> {
  const rows = await db
    .select(recentCallColumns)
    .from(policyCalls)
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(
      and(
        eq(policies.state, 'published'),
        eq(policyCalls.state, 'published'),
        ne(policyCalls.deliveryMode, 'exempt'),
        or(isNull(policyCalls.applyStartOn), lte(policyCalls.applyStartOn, today)),
        or(isNull(policyCalls.applyEndOn), gte(policyCalls.applyEndOn, today)),
        notExists(
          db
            .select({ id: bulletins.id })
            .from(bulletins)
            .where(eq(bulletins.callId, policyCalls.id)),
        ),
      ),
    )
    .orderBy(desc(policyCalls.publishedAt), desc(policyCalls.id))
    .limit(limit);
  return rows.map(recentCallOf);
}

/**
 * The newest published calls with a window of a level that are still open (or about to open), or
 * that have closed: what 申报通知, 公示 and award lists announce. Newest announced first.
 */
export async function recentCalls(
  db: Db,
  level: number,
  limit: number,
  which: 'open' | 'closed',
  today: string,
): Promise<RecentCall[]> {
  const rows = await db
    .select(recentCallColumns)
    .from(policyCalls)
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(
      and(
        eq(policies.level, level),
        eq(policies.state, 'published'),
        eq(policyCalls.state, 'published'),
        // 免申即享 is announced to the enterprises the batch finds, not by a notice to apply.
        ne(policyCalls.deliveryMode, 'exempt'),
        which === 'open' ? gte(policyCalls.applyEndOn, today) : lt(policyCalls.applyEndOn, today),
      ),
    )
    .orderBy(desc(policyCalls.publishedAt), desc(policyCalls.id))
    .limit(limit);
  return rows.map(recentCallOf);
}
