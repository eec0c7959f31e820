// enterprise_record_history: the record's versions, newest first, with who edited (a masked
// name: nickname, else username, else the masked mobile) and each field before and after.
import type { RecordVersion } from '@qyfw/portal-sdk/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseRecordVersions, users } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PageRequest, PagedAnswer } from '../shared/paging.js';

const PLATFORM = '平台';

export function recordHistory(
  db: Db,
  enterpriseId: number,
  page: PageRequest,
): Promise<PagedAnswer<RecordVersion>> {
  const ofEnterprise = eq(enterpriseRecordVersions.enterpriseId, enterpriseId);
  return pagedAnswer(
    page,
    () => db.$count(enterpriseRecordVersions, ofEnterprise),
    async (limit, offset) => {
      const rows = await db
        .select({
          version: enterpriseRecordVersions.version,
          at: enterpriseRecordVersions.at,
          changes: enterpriseRecordVersions.changes,
          userId: enterpriseRecordVersions.userId,
          nickname: users.nickname,
          username: users.username,
          mobile: users.mobile,
        })
        .from(enterpriseRecordVersions)
        .leftJoin(users, eq(users.id, enterpriseRecordVersions.userId))
        .where(ofEnterprise)
        .orderBy(desc(enterpriseRecordVersions.version), desc(enterpriseRecordVersions.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        version: row.version,
        at: epochSeconds(row.at),
        editor: row.userId === null ? PLATFORM : editorName(row),
        changes: row.changes.map(({ field, before, after }) => ({
          field,
          before: before as RecordVersion['changes'][number]['before'],
          after: after as RecordVersion['changes'][number]['after'],
        })),
      }));
    },
  );
}

/**
 * Fellow members see one another's nickname or username as chosen; a member known only by a
 * mobile number is shown as 用户138****0001, never the whole number.
 */
export function editorName(user: {
  nickname: string | null;
  username: string | null;
  mobile: string | null;
}): string {
  if (user.nickname) return user.nickname;
  if (user.username) return user.username;
  if (user.mobile && user.mobile.length >= 7)
    return `用户${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`;
  return '企业成员';
}
