// What the member and operators are told of a 免申即享 case (the SDK's exemptCaseSchema, its
// detail, the operators' item and detail). The bank account number is masked for members (it is
// shown back to whoever confirmed, but a screen of the enterprise need not hold it whole); the
// operators' item (the list, a transition's answer) holds it whole for payment files, and the
// operators' detail screen masks it again: a review reads the last four digits, no more.
import { eventsFor, exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import type {
  AdminExemptCaseDetail,
  AdminExemptCaseItem,
  ExemptCase,
  ExemptCaseDetail,
} from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';
import type { BankAccount } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { callBrief, callWithPolicy } from '../application/call.js';
import type { CallWithPolicy } from '../application/call.js';
import { timelineOf } from '../application/timeline.js';
import { epochSeconds } from '../shared/dates.js';
import { confirmDue } from './due.js';
import { caseNextStep } from './next-step.js';
import type { CaseRow } from './rows.js';

const secondsOrNull = (date: Date | null) => (date === null ? null : epochSeconds(date));

function masked(account: BankAccount): BankAccount {
  const digits = account.accountNumber;
  return {
    ...account,
    accountNumber: `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`,
  };
}

export async function caseCall(db: Db, row: CaseRow): Promise<CallWithPolicy> {
  const found = await callWithPolicy(db, row.callId);
  if (!found) throw ApiError.notFound('申报通知不存在');
  return found;
}

export function caseView(
  row: CaseRow,
  found: CallWithPolicy,
  now: Date,
  audience: 'member' | 'operator' = 'member',
): ExemptCase {
  const account = row.bankAccount;
  return {
    id: row.id,
    call: callBrief(found, now),
    state: row.state,
    version: row.version,
    amount: row.amount,
    snapshot: row.snapshot.map((item) => ({
      id: item.id,
      label: item.label,
      field: item.field,
      outcome: item.outcome,
      value: item.value,
      source: item.source,
      as_of: item.asOf,
    })),
    bank_account: account ? (audience === 'member' ? masked(account) : account) : null,
    member_note: row.memberNote,
    reason: row.reason,
    next_step: caseNextStep(row),
    deadline: row.state === 'notified' ? { due_on: confirmDue(row), label: '确认截止' } : null,
    actions: eventsFor(exemptCaseFlow, row.state, 'enterprise_member'),
    createtime: epochSeconds(row.createdAt),
    updatetime: epochSeconds(row.updatedAt),
    notifytime: secondsOrNull(row.notifiedAt),
    answertime: secondsOrNull(row.answeredAt),
    paidtime: secondsOrNull(row.paidAt),
  };
}

export async function caseDetail(db: Db, row: CaseRow, now: Date): Promise<ExemptCaseDetail> {
  return {
    ...caseView(row, await caseCall(db, row), now),
    timeline: await timelineOf(db, 'exempt_case', row.id),
  };
}

export async function adminCaseItem(db: Db, row: CaseRow, now: Date): Promise<AdminExemptCaseItem> {
  const [enterprise] = await db
    .select({ name: enterprises.name, creditCode: enterprises.creditCode })
    .from(enterprises)
    .where(eq(enterprises.id, row.enterpriseId));
  return {
    ...caseView(row, await caseCall(db, row), now, 'operator'),
    enterprise: {
      id: row.enterpriseId,
      name: enterprise?.name ?? '',
      credit_code: enterprise?.creditCode ?? '',
    },
    operator_actions: eventsFor(exemptCaseFlow, row.state, 'operator'),
  };
}

/** The operators' review of one case: the item, the account masked, and the history. */
export async function adminCaseDetail(
  db: Db,
  row: CaseRow,
  now: Date,
): Promise<AdminExemptCaseDetail> {
  const item = await adminCaseItem(db, row, now);
  return {
    ...item,
    bank_account: item.bank_account ? masked(item.bank_account) : null,
    timeline: await timelineOf(db, 'exempt_case', row.id),
  };
}
