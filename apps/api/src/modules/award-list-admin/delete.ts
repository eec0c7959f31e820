// Deleting an award list published by mistake. The table keeps no state (a "withdrawn" flag would
// need a column every reader filters on: the home page, 政策详情, 已获政策, the data screen), so the
// list and its companies are removed — the foreign key cascades — and the audit row, written in the
// same transaction, keeps what it was (name, level, links, count, total) and the operator's reason.
import type { Db } from '../../db/client.js';
import { policyAwardGroups } from '../../db/schema/index.js';
import { invalidateContent } from '../../cache/content-cache.js';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit } from '../shared/audit.js';
import type { AuditClient } from '../shared/audit.js';
import { AWARD_LIST_MISSING, awardListById } from './lists.js';

export interface AwardListActor extends AuditClient {
  readonly userId: number;
  readonly now: Date;
}

export async function deleteAwardList(
  db: Db,
  actor: AwardListActor,
  input: { readonly id: number; readonly reason: string },
): Promise<{ id: number; entry_name: string; companies: number }> {
  const answer = await db.transaction(async (tx) => {
    // Locked first: two operators deleting at once audit one deletion, the other gets the 404.
    const [locked] = await tx
      .select({ id: policyAwardGroups.id })
      .from(policyAwardGroups)
      .where(eq(policyAwardGroups.id, input.id))
      .for('update');
    if (!locked) throw ApiError.notFound(AWARD_LIST_MISSING);
    const list = await awardListById(tx, input.id);
    await tx.delete(policyAwardGroups).where(eq(policyAwardGroups.id, input.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'operator',
      action: 'policy_award_group.delete',
      entityType: 'policy_award_group',
      entityId: list.id,
      before: {
        entry_name: list.entry_name,
        level: list.level,
        policy_id: list.policy_id,
        call_id: list.call_id,
        companies: list.companies,
        total_money: list.total_money,
      },
      after: { reason: input.reason },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: actor.now,
    });
    return { id: list.id, entry_name: list.entry_name, companies: list.companies };
  });
  // The home page's 最新政策 and the data screen read award lists through the content cache.
  invalidateContent(db, 'award');
  return answer;
}
