// The deadline source of 企业认证: a returned authentication request may be corrected and
// resubmitted until its resubmit_by (enterpriseAuthFlow); it leaves the inbox once resubmitted,
// withdrawn or decided, as its state then is no longer returned.
import { and, eq, isNotNull } from 'drizzle-orm';
import { enterpriseEdits } from '../../db/schema/index.js';
import { shanghaiDate } from '../shared/dates.js';
import type { DeadlineSource } from './deadlines.js';

export const authResubmitDeadlines: DeadlineSource = {
  name: 'auth_resubmit',
  async list(db, userId) {
    const rows = await db
      .select({
        id: enterpriseEdits.id,
        enterpriseName: enterpriseEdits.enterpriseName,
        resubmitBy: enterpriseEdits.resubmitBy,
      })
      .from(enterpriseEdits)
      .where(
        and(
          eq(enterpriseEdits.userId, userId),
          eq(enterpriseEdits.state, 'returned'),
          isNotNull(enterpriseEdits.resubmitBy),
        ),
      );
    return rows.map((row) => ({
      key: `auth_resubmit-${row.id}`,
      category: '企业认证',
      title: `重新提交企业认证申请（${row.enterpriseName}）`,
      dueDate: shanghaiDate(row.resubmitBy!),
      link: '/identity',
    }));
  },
};
