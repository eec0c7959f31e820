// 免申即享 cases (DOMAIN §3): the batch found an enterprise eligible from data, kept a snapshot of
// the values it used condition by condition, and told it. demo_enterprise has several awaiting its
// confirmation, one confirmed, one paid, one disputed (and one declined, one received); other
// enterprises have cases in every state. Each has the history that led there.
import { caseAmount, evaluateConditions } from '@qyfw/portal-sdk/conditions';
import type { AmountRule, ConditionNode } from '@qyfw/portal-sdk/conditions';
import { ROLES } from '@qyfw/portal-sdk/constants';
import { exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import type { ExemptCaseState } from '@qyfw/portal-sdk/flows';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import {
  enterprises,
  exemptCases,
  policyCalls,
  users,
  workflowEvents,
} from '../../schema/index.js';
import type { SnapshotCondition } from '../../schema/index.js';
import { heldProfile, PROFILE_RECORD_COLUMNS } from '../../../modules/policy-match/profile.js';
import { shanghaiDate } from '../../../modules/shared/dates.js';
import { loadHoldings, NO_HOLDINGS } from '../../../modules/shared/holdings.js';
import { insertBatched, insertReturningIds } from './batch.js';
import { DEMO_ENTERPRISE_USERNAME } from './demo-enterprise.js';
import { DEMO_ENTERPRISE } from './enterprises.js';
import { historyRows, spread, walkFlow } from './history.js';
import { exemptProfile } from './seed-profiles.js';
import type { EnterpriseRow } from './seed-profiles.js';
import { fakerFor, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_OTHER_CASES = 40;

export const CASE_PATHS: Record<ExemptCaseState, readonly string[]> = {
  matched: [],
  notified: ['notify'],
  confirmed: ['notify', 'confirm'],
  disputed: ['notify', 'dispute'],
  declined: ['notify', 'decline'],
  publicized: ['notify', 'confirm', 'publicize'],
  paid: ['notify', 'confirm', 'publicize', 'pay'],
  received: ['notify', 'confirm', 'publicize', 'pay', 'confirm_receipt'],
  closed: ['notify', 'dispute', 'close'],
};

/** demo_enterprise's cases, the ones awaiting its answer first. */
export const DEMO_CASE_STATES: readonly ExemptCaseState[] = [
  'notified',
  'notified',
  'notified',
  'confirmed',
  'paid',
  'disputed',
  'declined',
  'received',
];

const MEMBER_NOTES: Record<string, string> = {
  dispute: '系统采用的从业人数为上年度社保口径，与企业实际年平均从业人数不一致，请核实',
  decline: '本年度已享受同类区级补助，放弃本次享受',
};
const REASONS: Record<string, string> = {
  close: '经与社保部门核对，企业上年度参保人数不满足条件，复核不符合',
};

export async function seedExemptCases(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('exempt_cases', context.now);
  const today = shanghaiDate(context.now);
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, ROLES.operator))
    .orderBy(users.id)
    .limit(1);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, DEMO_ENTERPRISE_USERNAME))
    .limit(1);
  const calls = await db
    .select({
      id: policyCalls.id,
      title: policyCalls.title,
      conditions: policyCalls.conditions,
      supportCeiling: policyCalls.supportCeiling,
      amountRule: policyCalls.amountRule,
    })
    .from(policyCalls)
    .where(
      and(
        eq(policyCalls.deliveryMode, 'exempt'),
        eq(policyCalls.state, 'published'),
        // Cases are opened while a call runs: all year, or within its window.
        sql`(${policyCalls.applyEndOn} is null or ${policyCalls.applyEndOn} >= ${today})`,
        sql`(${policyCalls.applyStartOn} is null or ${policyCalls.applyStartOn} <= ${today})`,
      ),
    )
    .orderBy(asc(policyCalls.id))
    .limit(300);
  if (calls.length === 0) return;
  const columns = {
    id: enterprises.id,
    name: enterprises.name,
    creditCode: enterprises.creditCode,
    ...PROFILE_RECORD_COLUMNS,
  };
  const [demo] = await db
    .select(columns)
    .from(enterprises)
    .where(eq(enterprises.creditCode, DEMO_ENTERPRISE.creditCode));
  const others = await db
    .select(columns)
    .from(enterprises)
    .where(ne(enterprises.creditCode, DEMO_ENTERPRISE.creditCode))
    .orderBy(asc(enterprises.id))
    .limit(300);
  // What each holds, counted as /information, /match and the live batch count it: a snapshot's
  // 发明专利 is the enterprise's own, never a figure made up to meet the call.
  const held = await loadHoldings(db, { all: true }, today);

  /**
   * The snapshot the batch kept and the amount by the call's rule (null: no rule, the operator
   * sets it), or undefined when trusted data does not make the enterprise eligible.
   */
  const found = (
    enterprise: EnterpriseRow & { readonly id: number },
    call: {
      conditions: ConditionNode;
      amountRule: AmountRule | null;
      supportCeiling: number | null;
    },
  ): { snapshot: SnapshotCondition[]; amount: number | null } | undefined => {
    const own = heldProfile(held.get(enterprise.id) ?? NO_HOLDINGS);
    const profile = exemptProfile(enterprise, call.conditions, today, own);
    const evaluation = evaluateConditions(call.conditions, profile, today);
    if (evaluation.outcome !== 'met') return undefined;
    const amount = caseAmount(call.amountRule, call.supportCeiling, profile);
    if (!amount.computable) return undefined;
    const snapshot = evaluation.leaves.map((leaf) => ({
      id: leaf.id,
      label: leaf.label,
      field: leaf.field,
      outcome: leaf.outcome,
      value: leaf.value,
      source: leaf.source ?? '公开数据',
      asOf: leaf.as_of,
    }));
    return { snapshot, amount: amount.amount };
  };

  interface Planned {
    readonly enterprise: (typeof others)[number];
    readonly userId: number | null;
    readonly call: (typeof calls)[number];
    readonly snapshot: SnapshotCondition[];
    readonly amount: number | null;
    readonly state: ExemptCaseState;
  }
  const planned: Planned[] = [];
  const taken = new Set<string>();
  const place = (
    enterprise: (typeof others)[number],
    userId: number | null,
    state: ExemptCaseState,
    start: number,
  ) => {
    for (let offset = 0; offset < calls.length; offset += 1) {
      const call = calls[(start + offset) % calls.length]!;
      if (taken.has(`${enterprise.id}:${call.id}`)) continue;
      const eligible = found(enterprise, call);
      if (!eligible) continue;
      taken.add(`${enterprise.id}:${call.id}`);
      planned.push({ enterprise, userId, call, ...eligible, state });
      return;
    }
  };
  if (demo) DEMO_CASE_STATES.forEach((state) => place(demo, member?.id ?? null, state, 0));
  for (let index = 0; index < scaled(context, BASE_OTHER_CASES) && others.length > 0; index += 1) {
    const state = faker.helpers.arrayElement(exemptCaseFlow.stateNames);
    place(faker.helpers.arrayElement(others), null, state, faker.number.int(calls.length - 1));
  }

  const jitter = () => faker.number.int({ min: 0, max: 59 });
  const prepared = planned.map((item) => {
    const steps = walkFlow(exemptCaseFlow, CASE_PATHS[item.state]);
    const end = new Date(context.now.getTime() - faker.number.int({ min: 1, max: 4 }) * 86_400_000);
    const moments = spread(end, 6 + steps.length * 5, steps.length + 1, jitter);
    const at = (event: string) => {
      const index = steps.findIndex((step) => step.event === event);
      return index < 0 ? null : moments[index + 1]!;
    };
    const answer = steps.find((step) => ['confirm', 'decline', 'dispute'].includes(step.event));
    const confirmed = steps.some((step) => step.event === 'confirm');
    const ceiling = item.call.supportCeiling ?? 10;
    // By the call's rule (the live batch's function); without one, the operator set an amount
    // (within the ceiling) when publicizing, and there is none before.
    const amount =
      item.amount ??
      (at('publicize') === null
        ? null
        : Math.round(ceiling * faker.number.float({ min: 0.2, max: 1 }) * 100) / 100);
    return {
      item,
      steps,
      moments: moments.slice(1),
      row: {
        callId: item.call.id,
        enterpriseId: item.enterprise.id,
        state: item.state,
        version: steps.length,
        snapshot: item.snapshot,
        amount,
        bankAccount: confirmed
          ? {
              bank: faker.helpers.arrayElement([
                '中国工商银行杭州西湖支行',
                '杭州银行科技支行',
                '中国建设银行杭州高新支行',
              ]),
              accountName: item.enterprise.name,
              accountNumber: faker.string.numeric(19),
            }
          : null,
        answeredBy: answer ? item.userId : null,
        memberNote: answer ? (MEMBER_NOTES[answer.event] ?? null) : null,
        reason: steps.some((step) => step.event === 'close') ? REASONS.close! : null,
        notifiedAt: at('notify'),
        answeredAt: answer ? at(answer.event) : null,
        paidAt: at('pay'),
        createdAt: moments[0]!,
        updatedAt: moments.at(-1)!,
      } satisfies typeof exemptCases.$inferInsert,
    };
  });
  const ids = await insertReturningIds(
    db,
    exemptCases,
    prepared.map((entry) => entry.row),
  );
  await insertBatched(
    db,
    workflowEvents,
    prepared.flatMap((entry, index) =>
      historyRows(
        exemptCaseFlow,
        ids[index]!,
        entry.steps,
        entry.moments,
        (role) =>
          role === 'operator'
            ? (operator?.id ?? null)
            : role === 'enterprise_member'
              ? entry.item.userId
              : null,
        (event) => MEMBER_NOTES[event] ?? REASONS[event] ?? null,
      ),
    ),
  );
}
