// Applications (申报, DOMAIN §3): demo_enterprise has one in every state of the flow, each with
// the history that led there (who, when, why), a 申报编号 once submitted, the open 补正 items, the
// amounts of the supported ones; other enterprises have some too, so the operators' lists look
// real. Applications that are still moving sit on open calls; decided, paid ones on closed calls.
import type { Faker } from '@faker-js/faker';
import { exemptCaseFlow, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { evaluateConditions } from '@qyfw/portal-sdk/conditions';
import type { ConditionNode } from '@qyfw/portal-sdk/conditions';
import type { PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import {
  enterprises,
  policyApplications,
  policyCalls,
  users,
  workflowEvents,
} from '../../schema/index.js';
import type { BankAccount, CallFormField, CorrectionItem } from '../../schema/index.js';
import { ROLES } from '@qyfw/portal-sdk/constants';
import { PROFILE_RECORD_COLUMNS } from '../../../modules/policy-match/profile.js';
import { serialNumberOf } from '../../../modules/application/serial-number.js';
import { addDays, shanghaiDate } from '../../../modules/shared/dates.js';
import { insertBatched, insertReturningIds } from './batch.js';
import { DEMO_DOCUMENTS } from './demo-calls.js';
import { DEMO_ENTERPRISE_USERNAME } from './demo-enterprise.js';
import { DEMO_ENTERPRISE } from './enterprises.js';
import { historyRows, spread, walkFlow } from './history.js';
import { batchProfile } from './seed-profiles.js';
import { fakerFor, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_OTHER_APPLICATIONS = 80;

/** The events that lead to each state (the received one went through a 补正 and back). */
export const APPLICATION_PATHS: Record<PolicyApplicationState, readonly string[]> = {
  draft: [],
  submitted: ['submit'],
  accepted: ['submit', 'accept'],
  rejected: ['submit', 'reject'],
  correction: ['submit', 'accept', 'request_correction'],
  reviewing: ['submit', 'accept', 'start_review'],
  publicized: ['submit', 'accept', 'start_review', 'propose'],
  paid: ['submit', 'accept', 'start_review', 'propose', 'pay'],
  received: [
    'submit',
    'request_correction',
    'resubmit',
    'accept',
    'start_review',
    'propose',
    'pay',
    'confirm_receipt',
  ],
  failed: ['submit', 'accept', 'start_review', 'fail'],
  withdrawn: ['submit', 'withdraw'],
};

const REASONS: Record<string, string> = {
  reject: '申报主体注册地不在本政策支持范围内，不予受理',
  request_correction: '申报材料不完整，请按补正事项一次性补齐后重新提交',
  fail: '经专家评审，项目创新性和示范带动作用不足，未予支持',
  withdraw: '企业核对后发现申报条件暂不满足，主动撤回',
};

/** States of applications still in the window; the others sit on closed calls. */
const ON_OPEN_CALLS = new Set<PolicyApplicationState>([
  'draft',
  'submitted',
  'correction',
  'accepted',
  'withdrawn',
]);
const SUPPORTED = new Set<PolicyApplicationState>(['publicized', 'paid', 'received']);

interface CallRow {
  readonly id: number;
  readonly applyEndOn: string | null;
  readonly supportCeiling: number | null;
  readonly formFields: CallFormField[];
  readonly materials: { key: string; name: string }[];
  readonly conditions: ConditionNode;
}

interface Applicant {
  readonly id: number;
  readonly name: string;
  readonly legalPerson: string;
  readonly address: string;
  readonly revenue: number | null;
  readonly rdSpending: number | null;
  readonly averageStaff: number | null;
  readonly taxPaid: number | null;
  /** The member who applies; null for directory enterprises nobody has claimed. */
  readonly userId: number | null;
}

function formFor(
  faker: Faker,
  call: CallRow,
  applicant: Applicant,
  today: string,
): Record<string, string | number | null> {
  const record: Record<string, string | number | null> = {
    legal_person: applicant.legalPerson || faker.person.fullName(),
    address:
      applicant.address ||
      `杭州市${faker.location.street()}${faker.number.int({ min: 1, max: 300 })}号`,
    revenue: applicant.revenue ?? faker.number.int({ min: 500, max: 30000 }),
    rd_spending: applicant.rdSpending ?? faker.number.int({ min: 50, max: 3000 }),
    average_staff: applicant.averageStaff ?? faker.number.int({ min: 10, max: 800 }),
    tax_paid: applicant.taxPaid ?? faker.number.int({ min: 20, max: 1500 }),
  };
  const form: Record<string, string | number | null> = {};
  for (const field of call.formFields) {
    if (field.prefill && field.prefill in record) form[field.key] = record[field.prefill]!;
    else if (field.key === 'contact') form[field.key] = faker.person.fullName();
    else if (field.key === 'contact_phone') form[field.key] = `1${faker.string.numeric(10)}`;
    else if (field.key === 'project_name')
      form[field.key] =
        `${applicant.name.replace(/^杭州/, '').slice(0, 4)}${faker.helpers.arrayElement(['智能制造升级', '工业互联网平台', '研发中心建设', '数字化车间改造'])}项目`;
    else if (field.key === 'project_summary')
      form[field.key] =
        '项目围绕核心技术攻关和产业化应用，建设研发测试平台，预计新增产值和就业岗位。';
    else if (field.type === 'number') form[field.key] = faker.number.int({ min: 50, max: 2000 });
    // A date the form asks for (a project's start): about ten months back, moving with today.
    else if (field.type === 'date') form[field.key] = addDays(today, -330);
    else if (field.type === 'select') form[field.key] = field.options?.[0] ?? null;
    else form[field.key] = null;
  }
  return form;
}

const demoBank = (name: string): BankAccount => ({
  bank: '中国工商银行杭州西湖支行',
  accountName: name,
  accountNumber: '1202020109900123456',
});

export async function seedApplications(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('applications', context.now);
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
  // Applications are made to published calls that take them (免申即享 ones open cases instead),
  // never to the calls designed for the demo's match, which the demo member applies to itself.
  const demoTitles = DEMO_DOCUMENTS.map((document) => `%${document.call.title}`);
  const callsWhere = (open: boolean) =>
    and(
      eq(policyCalls.state, 'published'),
      ne(policyCalls.deliveryMode, 'exempt'),
      ...demoTitles.map((title) => sql`${policyCalls.title} not like ${title}`),
      open
        ? and(
            or(isNull(policyCalls.applyStartOn), sql`${policyCalls.applyStartOn} <= ${today}`),
            or(isNull(policyCalls.applyEndOn), sql`${policyCalls.applyEndOn} >= ${today}`),
          )
        : and(
            isNotNull(policyCalls.applyEndOn),
            sql`${policyCalls.applyEndOn} < ${today}`,
            isNotNull(policyCalls.supportCeiling),
          ),
    );
  const select = (open: boolean) =>
    db
      .select({
        id: policyCalls.id,
        applyEndOn: policyCalls.applyEndOn,
        supportCeiling: policyCalls.supportCeiling,
        formFields: policyCalls.formFields,
        materials: policyCalls.materials,
        conditions: policyCalls.conditions,
      })
      .from(policyCalls)
      .where(callsWhere(open))
      .orderBy(asc(policyCalls.id))
      .limit(400);
  const openCalls: CallRow[] = await select(true);
  const closedCalls: CallRow[] = await select(false);
  if (openCalls.length === 0 || closedCalls.length === 0) return;

  const applicantColumns = {
    id: enterprises.id,
    name: enterprises.name,
    legalPerson: enterprises.legalPerson,
    address: enterprises.address,
    revenue: enterprises.revenue,
    rdSpending: enterprises.rdSpending,
    averageStaff: enterprises.averageStaff,
    taxPaid: enterprises.taxPaid,
  };
  const [demo] = await db
    .select({ ...applicantColumns, profile: PROFILE_RECORD_COLUMNS })
    .from(enterprises)
    .where(eq(enterprises.creditCode, DEMO_ENTERPRISE.creditCode));
  // The demo applies only where its data does not rule it out (another district's call …).
  const demoMayApply = (call: CallRow) =>
    !demo ||
    evaluateConditions(call.conditions, batchProfile(demo.profile, call.conditions, today), today)
      .outcome !== 'failed';
  const others = await db
    .select(applicantColumns)
    .from(enterprises)
    .where(notInArray(enterprises.creditCode, [DEMO_ENTERPRISE.creditCode]))
    .orderBy(asc(enterprises.id))
    .limit(300);

  interface Planned {
    readonly applicant: Applicant;
    readonly call: CallRow;
    readonly state: PolicyApplicationState;
    /** Days the history spans, ending a day or more ago. */
    readonly days: number;
  }
  const planned: Planned[] = [];
  const taken = new Set<string>();
  const cursor = { open: 0, closed: 0 };
  const nextCall = (
    applicantId: number,
    state: PolicyApplicationState,
    fits: (call: CallRow) => boolean = () => true,
  ): CallRow | undefined => {
    const open = ON_OPEN_CALLS.has(state);
    const list = open ? openCalls : closedCalls;
    const key = open ? 'open' : 'closed';
    for (let tries = 0; tries < list.length; tries += 1) {
      const call = list[cursor[key]++ % list.length]!;
      if (!taken.has(`${applicantId}:${call.id}`) && fits(call)) {
        taken.add(`${applicantId}:${call.id}`);
        return call;
      }
    }
    return undefined;
  };
  if (demo) {
    const applicant = { ...demo, userId: member?.id ?? null };
    for (const state of policyApplicationFlow.stateNames) {
      const call = nextCall(demo.id, state, demoMayApply);
      if (call)
        planned.push({ applicant, call, state, days: 10 + APPLICATION_PATHS[state].length * 6 });
    }
  }
  for (
    let index = 0;
    index < scaled(context, BASE_OTHER_APPLICATIONS) && others.length > 0;
    index += 1
  ) {
    const other = faker.helpers.arrayElement(others);
    const state = faker.helpers.weightedArrayElement(
      policyApplicationFlow.stateNames.map((value) => ({
        value,
        weight: value === 'submitted' || value === 'reviewing' || value === 'received' ? 3 : 1,
      })),
    );
    const call = nextCall(other.id, state);
    if (!call) continue;
    planned.push({
      applicant: { ...other, userId: null },
      call,
      state,
      days: faker.number.int({ min: 5, max: 20 }) + APPLICATION_PATHS[state].length * 5,
    });
  }

  const jitter = () => faker.number.int({ min: 0, max: 59 });
  const prepared = planned.map((item) => {
    const steps = walkFlow(policyApplicationFlow, APPLICATION_PATHS[item.state]);
    const end = new Date(context.now.getTime() - faker.number.int({ min: 1, max: 3 }) * 86_400_000);
    const moments = spread(end, item.days, steps.length + 1, jitter);
    const created = moments[0]!;
    const at = (event: string) => {
      const index = steps.map((step) => step.event).lastIndexOf(event);
      return index < 0 ? null : moments[index + 1]!;
    };
    const firstSubmit = steps.findIndex((step) => step.event === 'submit');
    const submittedAt = firstSubmit < 0 ? null : moments[firstSubmit + 1]!;
    const ceiling = item.call.supportCeiling ?? 0;
    const amount = SUPPORTED.has(item.state)
      ? Math.round(ceiling * faker.number.float({ min: 0.3, max: 1 }) * 100) / 100
      : null;
    const material = item.call.materials[0];
    const corrections: CorrectionItem[] =
      item.state === 'correction'
        ? [
            ...(material
              ? [
                  {
                    kind: 'material' as const,
                    key: material.key,
                    note: `${material.name}未加盖公章，请重新上传`,
                  },
                ]
              : []),
            ...item.call.formFields
              .filter((field) => field.type === 'number')
              .slice(0, 1)
              .map((field) => ({
                kind: 'field' as const,
                key: field.key,
                note: `${field.label}与审计报告不一致，请核对后修改`,
              })),
          ]
        : [];
    const lastReasonEvent = [...steps].reverse().find((step) => REASONS[step.event]);
    return {
      item,
      steps,
      moments: moments.slice(1),
      row: {
        callId: item.call.id,
        enterpriseId: item.applicant.id,
        userId: item.applicant.userId,
        state: item.state,
        version: steps.length,
        form: formFor(faker, item.call, item.applicant, shanghaiDate(context.now)),
        materials: {},
        corrections,
        reason:
          lastReasonEvent && item.state !== 'received' ? REASONS[lastReasonEvent.event]! : null,
        amount,
        bankAccount:
          item.state === 'paid' || item.state === 'received' ? demoBank(item.applicant.name) : null,
        // Numbered from the row id once inserted (below), as the API numbers a submit.
        serialNumber: null,
        submittedAt,
        decidedAt: at('propose') ?? at('fail') ?? at('reject') ?? at('accept'),
        paidAt: at('pay'),
        receivedAt: at('confirm_receipt'),
        createdAt: created,
        updatedAt: moments.at(-1)!,
      } satisfies typeof policyApplications.$inferInsert,
    };
  });
  const ids = await insertReturningIds(
    db,
    policyApplications,
    prepared.map((entry) => entry.row),
  );
  await numberSubmitted(
    db,
    prepared.flatMap((entry, index) =>
      entry.row.submittedAt ? [{ id: ids[index]!, submittedAt: entry.row.submittedAt }] : [],
    ),
  );
  await insertBatched(
    db,
    workflowEvents,
    prepared.flatMap((entry, index) =>
      historyRows(
        policyApplicationFlow,
        ids[index]!,
        entry.steps,
        entry.moments,
        (role) => (role === 'operator' ? (operator?.id ?? null) : entry.item.applicant.userId),
        (event) =>
          event === 'request_correction' && entry.item.state === 'received'
            ? '请补充上年度研发费用专项审计报告'
            : (REASONS[event] ?? null),
      ),
    ),
  );
}

/** The seeded applications' and cases' history (reset truncates their tables, not this one). */
export async function resetApplicationHistory(db: Db): Promise<void> {
  await db
    .delete(workflowEvents)
    .where(
      inArray(workflowEvents.entityType, [policyApplicationFlow.entity, exemptCaseFlow.entity]),
    );
}

/** Gives the submitted rows their 申报编号 the API's way (serial-number.ts), in batches. */
async function numberSubmitted(
  db: Db,
  rows: readonly { readonly id: number; readonly submittedAt: Date }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const values = rows
      .slice(start, start + 500)
      .map((row) => sql`(${row.id}::int, ${serialNumberOf(row.id, row.submittedAt)}::text)`);
    await db.execute(
      sql`update policy_applications set serial_number = v.serial from (values ${sql.join(values, sql`, `)}) as v(id, serial) where policy_applications.id = v.id`,
    );
  }
}
