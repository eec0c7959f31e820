// 免申即享 (DOMAIN §3) after the batch that opens cases: the member's list, detail and answers
// (confirm with the bank account, decline, dispute, confirm the money arrived). Identity from the
// session only; the enterprise is the caller's own (`auth: 'enterprise'`). The operators' list
// and transitions are registered by modules/application-admin.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import { registerDeadlineSource } from '../message/deadlines.js';
import type { ModuleDeps } from '../module-deps.js';
import { answerCase } from './answer.js';
import type { MemberAnswer } from './answer.js';
import { exemptConfirmDeadlines } from './deadlines.js';
import { enterpriseCases } from './list.js';
import { enterpriseCase } from './rows.js';
import { caseCall, caseDetail, caseView } from './views.js';

export function registerExemptCaseRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerDeadlineSource(exemptConfirmDeadlines);

  const answer = async (
    { enterpriseId, userId }: { readonly enterpriseId: number; readonly userId: number },
    target: { readonly id: number; readonly version: number },
    given: MemberAnswer,
  ) => {
    const row = await answerCase(db, enterpriseId, userId, target, given, now());
    return caseView(row, await caseCall(db, row), now());
  };

  registerCall(app, calls.exempt_case_list, async ({ body, session }) =>
    enterpriseCases(db, session.enterpriseId, body.state, now()),
  );
  registerCall(app, calls.exempt_case_detail, async ({ body, session }) => {
    return caseDetail(db, await enterpriseCase(db, session.enterpriseId, body.id), now());
  });
  registerCall(app, calls.exempt_case_confirm, ({ body, session }) =>
    answer(session, body, { event: 'confirm', bankAccount: body.bank_account }),
  );
  registerCall(app, calls.exempt_case_decline, ({ body, session }) =>
    answer(session, body, { event: 'decline', reason: body.reason }),
  );
  registerCall(app, calls.exempt_case_dispute, ({ body, session }) =>
    answer(session, body, { event: 'dispute', note: body.note }),
  );

  registerCall(app, calls.exempt_case_confirm_receipt, ({ body, session }) =>
    answer(session, body, { event: 'confirm_receipt' }),
  );
}
