// 免申即享 (DOMAIN §3) after the batch that opens cases: the member's list, detail and answers
// (confirm with the bank account, decline, dispute, confirm the money arrived), and the
// operators' list and transitions.
// Identity from the session only; the enterprise is the caller's own; operator calls are
// role-checked by their `auth` and audited.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import { ownEnterprise } from '../application/enterprise.js';
import { registerDeadlineSource } from '../message/deadlines.js';
import type { ModuleDeps } from '../module-deps.js';
import { answerCase } from './answer.js';
import type { MemberAnswer } from './answer.js';
import { exemptConfirmDeadlines } from './deadlines.js';
import { adminCases, enterpriseCases } from './list.js';
import { operatorCaseTransition } from './operator.js';
import { enterpriseCase } from './rows.js';
import { adminCaseItem, caseCall, caseDetail, caseView } from './views.js';

export function registerExemptCaseRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerDeadlineSource(exemptConfirmDeadlines);

  const answer = async (
    userId: number,
    target: { readonly id: number; readonly version: number },
    given: MemberAnswer,
  ) => {
    const enterpriseId = await ownEnterprise(db, userId);
    const row = await answerCase(db, enterpriseId, userId, target, given, now());
    return caseView(row, await caseCall(db, row), now());
  };

  registerCall(app, calls.exempt_case_list, async ({ body, session }) =>
    enterpriseCases(db, await ownEnterprise(db, session.userId), body.state, now()),
  );
  registerCall(app, calls.exempt_case_detail, async ({ body, session }) => {
    const enterpriseId = await ownEnterprise(db, session.userId);
    return caseDetail(db, await enterpriseCase(db, enterpriseId, body.id), now());
  });
  registerCall(app, calls.exempt_case_confirm, ({ body, session }) =>
    answer(session.userId, body, { event: 'confirm', bankAccount: body.bank_account }),
  );
  registerCall(app, calls.exempt_case_decline, ({ body, session }) =>
    answer(session.userId, body, { event: 'decline', reason: body.reason }),
  );
  registerCall(app, calls.exempt_case_dispute, ({ body, session }) =>
    answer(session.userId, body, { event: 'dispute', note: body.note }),
  );

  registerCall(app, calls.exempt_case_confirm_receipt, ({ body, session }) =>
    answer(session.userId, body, { event: 'confirm_receipt' }),
  );

  registerCall(app, calls.admin_exempt_case_list, ({ body }) => adminCases(db, body, now()));
  registerCall(app, calls.admin_exempt_case_transition, async ({ body, request, session }) => {
    const row = await operatorCaseTransition(
      db,
      { userId: session.userId, ip: request.ip },
      body,
      now(),
    );
    return adminCaseItem(db, row, now());
  });
}
