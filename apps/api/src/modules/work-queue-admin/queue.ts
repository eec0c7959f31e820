// admin_work_queue: 待办 (waiting on an operator now), 已办 (moved by the caller before), 全部
// (both), merged over every source, oldest first, with the time waited by the app's clock.
// A handler gets an empty queue: none of today's kinds belong to a unit (appeals, the first that
// will, bring their own source with a unit filter). An administrator manages people, not cases.
// 转办: 待办 holds what is handed to the caller (first, marked with who and why) or to nobody;
// what is handed to a colleague shows in 全部 with their name.
import type { WorkQueueItem, WorkQueueKind } from '@qyfw/portal-sdk/calls/work-queue-admin';
import type { Role } from '@qyfw/portal-sdk/constants';
import type { Db } from '../../db/client.js';
import { liveAssignments } from './assignments.js';
import { idsMovedBy, operatorStates, QUEUE_SOURCES } from './sources.js';
import type { Filter, QueueSource } from './sources.js';

export interface QueueRequest {
  readonly tab: 'todo' | 'done' | 'all';
  readonly page: number;
  readonly pageSize: number;
}

export interface QueueAnswer {
  list: WorkQueueItem[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<WorkQueueKind, number>;
}

async function filterOf(db: Db, source: QueueSource, tab: QueueRequest['tab'], userId: number) {
  const todo = operatorStates(source.flow);
  if (tab === 'todo') return { states: todo, waitingOn: userId } satisfies Filter;
  const ids = await idsMovedBy(db, source.flow.entity, userId);
  return (tab === 'done' ? { ids } : { states: todo, ids }) satisfies Filter;
}

export async function workQueue(
  db: Db,
  caller: { userId: number; role: Role },
  request: QueueRequest,
  now: Date,
): Promise<QueueAnswer> {
  const { page, pageSize, tab } = request;
  const counts = { enterprise_auth: 0, policy_application: 0, exempt_case: 0 };
  if (caller.role !== 'operator') return { list: [], total: 0, page, pageSize, counts };
  // Each source's first page*pageSize rows are enough to cut the merged page from.
  const window = page * pageSize;
  const perSource = await Promise.all(
    QUEUE_SOURCES.map(async (source) => {
      const filter = await filterOf(db, source, tab, caller.userId);
      const pending = new Set(operatorStates(source.flow));
      const [rows, total, todo] = await Promise.all([
        source.rows(db, filter, window),
        source.count(db, filter),
        source.count(db, { states: [...pending], waitingOn: caller.userId }),
      ]);
      counts[source.kind] = todo;
      return {
        total,
        items: rows.map((row) => {
          const waiting = pending.has(row.state);
          // A hand-over of an item that no longer waits on staff is void (transition() also
          // removes it when the item moves).
          return { source, row, pending: waiting, assignee: waiting ? row.assignee : null };
        }),
      };
    }),
  );
  const mineFirst = tab === 'todo';
  const rank = (entry: { assignee: number | null }) =>
    mineFirst && entry.assignee === caller.userId ? 0 : 1;
  const merged = perSource
    .flatMap((source) => source.items)
    .sort(
      (a, b) =>
        rank(a) - rank(b) || a.row.since.getTime() - b.row.since.getTime() || a.row.id - b.row.id,
    )
    .slice((page - 1) * pageSize, window);
  const handedOver = await liveAssignments(
    db,
    merged
      .filter((entry) => entry.assignee !== null)
      .map(({ source, row }) => ({ kind: source.kind, id: row.id, roles: source.roles })),
  );
  return {
    list: merged.map(({ source, row, pending, assignee }): WorkQueueItem => {
      const handed = assignee === null ? undefined : handedOver.get(`${source.kind}:${row.id}`);
      return {
        kind: source.kind,
        kind_label: source.flow.label,
        id: row.id,
        title: row.title,
        state: row.state,
        state_label: source.flow.states[row.state] ?? row.state,
        since: row.since.toISOString(),
        waited_ms: Math.max(0, now.getTime() - row.since.getTime()),
        pending,
        assignee_id: handed?.assigneeId ?? null,
        assignee_name: handed?.assigneeName ?? null,
        assigned_to_me: handed?.assigneeId === caller.userId,
        transfer_reason: handed?.reason ?? null,
        transferred_by_name: handed?.byName ?? null,
        transferred_at: handed?.at.toISOString() ?? null,
      };
    }),
    total: perSource.reduce((sum, source) => sum + source.total, 0),
    page,
    pageSize,
    counts,
  };
}
