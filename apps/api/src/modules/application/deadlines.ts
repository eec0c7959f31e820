// The deadline inbox's 政策申报 source: the member's enterprise's applications waiting for their
// 补正 (due CORRECTION_DAYS after the request, see due.ts).
import { and, eq } from 'drizzle-orm';
import {
  enterpriseAuthentications,
  policyApplications,
  policyCalls,
} from '../../db/schema/index.js';
import type { DeadlineSource } from '../message/deadlines.js';
import { shanghaiDate } from '../shared/dates.js';
import { correctionDue, correctionOverdue } from './due.js';

export const correctionDeadlines: DeadlineSource = {
  name: 'application_correction',
  async list(db, userId, now) {
    const rows = await db
      .select({ application: policyApplications, title: policyCalls.title })
      .from(policyApplications)
      .innerJoin(
        enterpriseAuthentications,
        eq(enterpriseAuthentications.enterpriseId, policyApplications.enterpriseId),
      )
      .innerJoin(policyCalls, eq(policyCalls.id, policyApplications.callId))
      .where(
        and(
          eq(enterpriseAuthentications.userId, userId),
          eq(policyApplications.state, 'correction'),
        ),
      );
    return rows.map(({ application, title }) => ({
      key: `application_correction-${application.id}`,
      category: '政策申报',
      title: `补正“${title}”的申报`,
      dueDate: correctionDue(application),
      link: `/apply?id=${application.callId}`,
      // Past its period the server refuses the resubmit: the record says what is left (撤回).
      actionable: !correctionOverdue(application, shanghaiDate(now)),
    }));
  },
};
