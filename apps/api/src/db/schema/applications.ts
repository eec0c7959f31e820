// What enterprises do with calls for applications (DOMAIN §3): applications (申报) through their
// flow, 免申即享 cases the system opens from data, and the material library an application's
// materials are taken from. States are the SDK's flow tables; every change goes through the one
// server transition() (row lock, version, workflow_events row).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { exemptCaseFlow, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { ExemptCaseState, PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import type { ConditionOutcome, MatchField } from '@qyfw/portal-sdk/conditions';
import { enterprises } from './enterprises.js';
import { policyCalls } from './policies.js';
import { uploads } from './uploads.js';
import { users } from './users.js';

const listOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One item a 补正 request names: a form field or a material, with what is wrong with it. */
export interface CorrectionItem {
  readonly kind: 'field' | 'material';
  readonly key: string;
  readonly note: string;
}

/** Where the money goes (免申即享 confirmation, and an application's 拨付). */
export interface BankAccount {
  readonly bank: string;
  readonly accountName: string;
  readonly accountNumber: string;
}

export const policyApplications = pgTable(
  'policy_applications',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => policyCalls.id, { onDelete: 'restrict' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The member who created it; any member of the enterprise may continue it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state')
      .$type<PolicyApplicationState>()
      .notNull()
      .default(policyApplicationFlow.initial),
    version: integer('version').notNull().default(0),
    /** The form's answers by field key. */
    form: jsonb('form').$type<Record<string, string | number | null>>().notNull().default({}),
    /** Upload ids by material key. */
    materials: jsonb('materials').$type<Record<string, number[]>>().notNull().default({}),
    /** The open 补正 request: only these items may change until resubmitted. */
    corrections: jsonb('corrections').$type<CorrectionItem[]>().notNull().default([]),
    /** The last refusal, failure or correction reason. */
    reason: text('reason'),
    /** Support proposed and paid, 万元. */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    bankAccount: jsonb('bank_account').$type<BankAccount>(),
    /** The client's key of the submit: a retried submit finds the same application. */
    submitKey: text('submit_key'),
    /** 申报编号 shown to the member and the handling unit, set on the first submit. */
    serialNumber: text('serial_number'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live application per enterprise and call: a second 申报 opens the first.
    uniqueIndex('policy_applications_live_idx')
      .on(table.enterpriseId, table.callId)
      .where(sql`${table.state} not in ('withdrawn', 'rejected', 'failed')`),
    uniqueIndex('policy_applications_serial_idx').on(table.serialNumber),
    index('policy_applications_enterprise_idx').on(table.enterpriseId, table.updatedAt.desc()),
    index('policy_applications_state_idx').on(table.state, table.updatedAt.desc()),
    index('policy_applications_call_idx').on(table.callId),
    check(
      'policy_applications_state_valid',
      sql`${table.state} in (${listOf(policyApplicationFlow.stateNames)})`,
    ),
    check(
      'policy_applications_amount_nonnegative',
      sql`${table.amount} is null or ${table.amount} >= 0`,
    ),
  ],
);

/** One evaluated condition as the 免申即享 batch saw it (the snapshot a dispute is about). */
export interface SnapshotCondition {
  readonly id: string;
  readonly label: string;
  readonly field: MatchField;
  readonly outcome: ConditionOutcome;
  readonly value: unknown;
  readonly source: string;
  readonly asOf: string | null;
}

export const exemptCases = pgTable(
  'exempt_cases',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => policyCalls.id, { onDelete: 'restrict' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    state: text('state').$type<ExemptCaseState>().notNull().default(exemptCaseFlow.initial),
    version: integer('version').notNull().default(0),
    /** The data the match used, condition by condition, when the case was opened or re-checked. */
    snapshot: jsonb('snapshot').$type<SnapshotCondition[]>().notNull(),
    /** Support the enterprise would receive, 万元. */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    bankAccount: jsonb('bank_account').$type<BankAccount>(),
    /** The member who confirmed, declined or disputed. */
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the member says is wrong with the data, or why they declined. */
    memberNote: text('member_note'),
    /** The operator's reason when re-notifying or closing. */
    reason: text('reason'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The batch may run again: an enterprise has one case per call.
    uniqueIndex('exempt_cases_call_enterprise_idx').on(table.callId, table.enterpriseId),
    index('exempt_cases_enterprise_idx').on(table.enterpriseId, table.updatedAt.desc()),
    index('exempt_cases_state_idx').on(table.state),
    check(
      'exempt_cases_state_valid',
      sql`${table.state} in (${listOf(exemptCaseFlow.stateNames)})`,
    ),
  ],
);

/**
 * The enterprise's material library (材料库): files it has given once (营业执照, 审计报告, 纳税证明,
 * 高企证书 …) that later applications take instead of asking again.
 */
export const enterpriseMaterials = pgTable(
  'enterprise_materials',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The kind a call's material names in libraryKind: licence, audit_report, tax_certificate … */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** Past this day the material is shown as 已过期 and not prefilled. */
    validUntil: date('valid_until', { mode: 'string' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enterprise_materials_enterprise_kind_idx').on(table.enterpriseId, table.kind)],
);
