// The member's answers to a 免申即享 notice (DOMAIN §3): confirm (willingness and the receiving
// bank account), decline (with why) or dispute the data the match used (back to an operator's
// review); and confirm the money arrived. Any member of the enterprise may answer; each answer
// goes through transition() (row lock, version, workflow event) and is told to every member.
import type { BankAccountInput } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import type { exemptCases } from '../../db/schema/index.js';
import { exemptCaseEntity } from './workflow.js';
import { transition } from '../shared/workflow/transition.js';
import { noticeCase } from './notices.js';
import { enterpriseCase } from './rows.js';
import type { CaseRow } from './rows.js';
import { caseCall } from './views.js';

export type MemberAnswer =
  | { readonly event: 'confirm'; readonly bankAccount: BankAccountInput }
  | { readonly event: 'decline'; readonly reason: string }
  | { readonly event: 'dispute'; readonly note: string }
  | { readonly event: 'confirm_receipt' };

type Changes = Partial<typeof exemptCases.$inferInsert>;

function changesOf(answer: MemberAnswer, userId: number, now: Date): Changes {
  const answered = { answeredBy: userId, answeredAt: now, updatedAt: now };
  switch (answer.event) {
    case 'confirm':
      return {
        ...answered,
        memberNote: null,
        bankAccount: {
          bank: answer.bankAccount.bank.trim(),
          accountName: answer.bankAccount.accountName.trim(),
          accountNumber: answer.bankAccount.accountNumber.trim(),
        },
      };
    case 'decline':
      return { ...answered, memberNote: answer.reason.trim() };
    case 'dispute':
      return { ...answered, memberNote: answer.note.trim() };
    case 'confirm_receipt':
      return { updatedAt: now };
  }
}

export async function answerCase(
  db: Db,
  enterpriseId: number,
  userId: number,
  target: { readonly id: number; readonly version: number },
  answer: MemberAnswer,
  now: Date,
): Promise<CaseRow> {
  return db.transaction(async (tx) => {
    const row = await enterpriseCase(tx, enterpriseId, target.id);
    const reason =
      answer.event === 'decline'
        ? answer.reason
        : answer.event === 'dispute'
          ? answer.note
          : undefined;
    const { after } = await transition(tx, {
      entity: exemptCaseEntity,
      id: row.id,
      event: answer.event,
      actor: { as: 'enterprise_member', userId },
      expectedVersion: target.version,
      reason,
      now,
      changes: () => changesOf(answer, userId, now),
    });
    await noticeCase(tx, after, (await caseCall(tx, after)).call, now);
    return after;
  });
}
