// The deadline inbox's 免申即享 source: cases of the member's enterprise waiting for its answer.
import { and, eq } from 'drizzle-orm';
import { enterpriseAuthentications, exemptCases, policyCalls } from '../../db/schema/index.js';
import type { DeadlineSource } from '../message/deadlines.js';
import { confirmDue } from './due.js';

export const exemptConfirmDeadlines: DeadlineSource = {
  name: 'exempt_confirm',
  async list(db, userId) {
    const rows = await db
      .select({ row: exemptCases, title: policyCalls.title })
      .from(exemptCases)
      .innerJoin(
        enterpriseAuthentications,
        eq(enterpriseAuthentications.enterpriseId, exemptCases.enterpriseId),
      )
      .innerJoin(policyCalls, eq(policyCalls.id, exemptCases.callId))
      .where(and(eq(enterpriseAuthentications.userId, userId), eq(exemptCases.state, 'notified')));
    return rows.map(({ row, title }) => ({
      key: `exempt_confirm-${row.id}`,
      category: '免申即享',
      title: `确认是否享受“${title}”`,
      dueDate: confirmDue(row),
      link: '/sbNow',
    }));
  },
};
