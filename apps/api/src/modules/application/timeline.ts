// An application's or a case's timeline (workflow history) with who made each step: operators
// are shown as 平台运营 (their person is the handling unit's business), the system as 系统, a
// member of the enterprise by the name other members know them by (never a full phone number).
import { actorLabel, FLOWS } from '@qyfw/portal-sdk/flows';
import type { TimelineEntry } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { applicantsById } from '../identity/applicant.js';
import { workflowHistory } from '../shared/workflow/history.js';

const MEMBER_RELATIONS = new Set(['applicant', 'enterprise_member']);

export async function timelineOf(
  db: Db,
  entityType: 'policy_application' | 'exempt_case',
  id: number,
): Promise<TimelineEntry[]> {
  const flow = FLOWS[entityType];
  const history = await workflowHistory(db, entityType, id);
  const memberIds = history.list
    .filter((entry) => MEMBER_RELATIONS.has(entry.actor) && entry.actor_user_id !== null)
    .map((entry) => entry.actor_user_id!);
  const names = await applicantsById(db, memberIds);
  return history.list.map((entry) => {
    const label = actorLabel(flow, entry.actor);
    const person = entry.actor_user_id === null ? undefined : names.get(entry.actor_user_id);
    const named = MEMBER_RELATIONS.has(entry.actor) && person ? `${label} ${person.name}` : label;
    return { ...entry, actor_name: named };
  });
}
