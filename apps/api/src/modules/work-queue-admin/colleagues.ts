// admin_work_queue_colleagues: who a pending item of a kind may be handed to — staff of a role
// that acts on the kind, whose account is not disabled, other than the caller. The transfer
// checks the same rule again (transfer.ts); this list is what the console's select offers.
import type { WorkQueueColleague, WorkQueueKind } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import { and, asc, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { staffName } from './assignments.js';
import { queueSource } from './sources.js';

export async function colleaguesFor(
  db: Db,
  kind: WorkQueueKind,
  callerId: number,
): Promise<{ list: WorkQueueColleague[] }> {
  const { roles } = queueSource(kind);
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      role: users.role,
    })
    .from(users)
    .where(and(inArray(users.role, [...roles]), isNull(users.disabledAt), ne(users.id, callerId)))
    .orderBy(asc(users.id));
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: staffName(row),
      role: row.role as WorkQueueColleague['role'],
      role_label: ROLE_LABELS[row.role],
    })),
  };
}
